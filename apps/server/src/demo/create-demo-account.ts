import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { regenerateSummary, dayOf } from '../modules/summaries/regenerate-summary';
import { demoResults } from './demo-results';

export const DEMO_EMAIL = 'demo@labtrail.local';

/** Rows per insert: far below SQLite's limit on bound parameters. */
const CHUNK = 200;

/**
 * Creates (or resets) the demo person with three years of results and their summary, in one
 * transaction. Returns how many results were written.
 */
export async function createDemoAccount(deps: {
  db: Kysely<Database>;
  clock: Clock;
}): Promise<{ userId: string; results: number }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirst();
    const userId = existing?.id ?? crypto.randomUUID();
    if (existing === undefined) {
      await trx
        .insertInto('users')
        .values({ id: userId, email: DEMO_EMAIL, phone: null, language: 'us', created_at: now })
        .execute();
    }
    await trx.deleteFrom('results').where('user_id', '=', userId).execute();
    const rows = demoResults(userId, dayOf(now), now);
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx
        .insertInto('results')
        .values(rows.slice(start, start + CHUNK))
        .execute();
    }
    await regenerateSummary(trx, userId, deps.clock);
    return { userId, results: rows.length };
  });
}
