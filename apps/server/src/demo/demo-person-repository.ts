import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The demo person's row. */
export function createDemoPersonRepository(db: Kysely<Database>) {
  return {
    /** The id of the person with this address, created (English interface) on the first run. */
    async findOrCreate(email: string, now: number): Promise<string> {
      const existing = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (existing !== undefined) return existing.id;
      const userId = crypto.randomUUID();
      await db
        .insertInto('users')
        .values({ id: userId, email, phone: null, language: 'us', created_at: now })
        .execute();
      return userId;
    },
  };
}
