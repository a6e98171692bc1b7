import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createReportRepository } from './report-repository';
import { foldReportHistory } from './report-history';
import type { ReportHistory } from './report-history';
import type { TestDateWindow } from '../biomarkers/test-date-rule';

/**
 * Results read per query: on SQLite a query holds the event loop while it runs, and this many
 * rows take a few milliseconds, so other requests are answered between pages.
 */
const PAGE_SIZE = 1_000;

/** What the clinician report needs of a person's history, read a page at a time. */
export async function readReportHistory(
  db: Kysely<Database>,
  userId: string,
  window: TestDateWindow,
): Promise<ReportHistory> {
  const repository = createReportRepository(db);
  const fold = foldReportHistory(window);
  let page = await repository.resultsPage(userId, undefined, PAGE_SIZE);
  for (;;) {
    for (const result of page) fold.add(result);
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE_SIZE) return fold.finish();
    await nextTurn();
    page = await repository.resultsPage(userId, last, PAGE_SIZE);
  }
}
