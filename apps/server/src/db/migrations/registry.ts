import type { Migration } from 'kysely';
import * as signIn from './0001-sign-in';
import * as resultsAndSummaries from './0002-results-and-summaries';
import * as documents from './0003-documents';

/**
 * Every migration, keyed by a name that sorts in the order they must run ("0001-sign-in", …).
 * Feature issues append theirs here.
 */
export const migrations: Record<string, Migration> = {
  '0001-sign-in': signIn,
  '0002-results-and-summaries': resultsAndSummaries,
  '0003-documents': documents,
};
