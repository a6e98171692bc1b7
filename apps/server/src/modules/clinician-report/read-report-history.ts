import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { resultsInPages } from '../results/results-in-pages';
import { foldReportHistory } from './report-history';
import type { ReportHistory } from './report-history';
import type { TestDateWindow } from '../biomarkers/test-date-rule';

/**
 * Results read per query: on SQLite a query holds the event loop while it runs, and this many
 * rows take a few milliseconds, so other requests are answered between pages.
 */
const PAGE_SIZE = 1_000;

/**
 * What the clinician report needs of a person's history, read a page at a time oldest first
 * (each biomarker's results in the order foldReportHistory needs).
 */
export async function readReportHistory(
  db: Kysely<Database>,
  userId: string,
  window: TestDateWindow,
): Promise<ReportHistory> {
  const fold = foldReportHistory(window);
  for await (const page of resultsInPages(db, userId, PAGE_SIZE))
    for (const result of page) fold.add(result);
  return fold.finish();
}
