import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The one query of the health check. */
export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** Resolves when the database answers a query; throws when it does not. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
