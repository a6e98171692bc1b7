import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database, ResultsTable } from '../../db/schema';

/**
 * A person's results oldest first (ties in order of entry, then id: `listResults`'s order), a page
 * at a time, the event loop free between pages: on SQLite a query holds it while it runs, and an
 * export of 100,000 results read in one query held every other request for seconds. Each page is
 * one seek in the index on (user, date, entry, id).
 */
export async function* resultsInPages(
  db: Kysely<Database>,
  userId: string,
  pageSize: number,
): AsyncGenerator<ResultsTable[]> {
  let after: ResultsTable | undefined;
  for (;;) {
    let query = db.selectFrom('results').selectAll().where('user_id', '=', userId);
    const last = after;
    if (last !== undefined)
      query = query.where((eb) =>
        eb(
          eb.refTuple('test_date', 'created_at', 'id'),
          '>',
          eb.tuple(last.test_date, last.created_at, last.id),
        ),
      );
    const page = await query
      .orderBy('test_date')
      .orderBy('created_at')
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (page.length > 0) yield page;
    after = page.at(-1);
    if (after === undefined || page.length < pageSize) return;
    await nextTurn();
  }
}
