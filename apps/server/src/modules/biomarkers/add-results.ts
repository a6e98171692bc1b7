import crypto from 'node:crypto';
import type { NewHistoryEntry } from '@labtrail/contract/biomarkers';
import { datePart, testDateProblem, testValueProblem } from '@labtrail/contract/test-entry';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, ResultsTable } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { regenerateSummary } from '../summaries/regenerate-summary';
import { findBiomarker } from './find-biomarker';
import { RESULT_MESSAGES } from './messages';
import { createResultsRepository } from './results-repository';
import { toCanonical } from './units/convert-unit';

/** The furthest time zone is 14 hours ahead of UTC: its "today" is still allowed. */
const FURTHEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

function toRow(entry: NewHistoryEntry, userId: string, now: number): ResultsTable {
  const biomarker = findBiomarker(entry.biomarker_id);
  if (biomarker === undefined) throw new HttpError(400, RESULT_MESSAGES.unknownBiomarker);
  const valueProblem = testValueProblem(entry.value);
  if (valueProblem !== undefined) throw new HttpError(400, valueProblem);
  const dateProblem = testDateProblem(entry.test_date);
  if (dateProblem !== undefined || entry.test_date === null)
    throw new HttpError(400, dateProblem ?? RESULT_MESSAGES.futureDate);
  const testDate = datePart(entry.test_date.trim());
  if (testDate > new Date(now + FURTHEST_ZONE_AHEAD_MS).toISOString().slice(0, 10))
    throw new HttpError(400, RESULT_MESSAGES.futureDate);
  const original = Number(entry.value);
  const unit = entry.unit ?? biomarker.unit;
  const value = toCanonical(biomarker, original, unit);
  if (value === undefined) throw new HttpError(400, RESULT_MESSAGES.unknownUnit);
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    biomarker_id: biomarker.id,
    value,
    original_value: original,
    original_unit: unit,
    comparator: null,
    test_date: testDate,
    source: 'manual',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    created_at: now,
  };
}

/**
 * Records values entered by hand: all of them or, when one is invalid, none. The summary is
 * rewritten in the same transaction.
 */
export async function addResults(
  deps: { db: Kysely<Database>; clock: Clock },
  userId: string,
  entries: readonly NewHistoryEntry[],
): Promise<string[]> {
  const now = deps.clock.now();
  const rows = entries.map((entry) => toRow(entry, userId, now));
  await deps.db.transaction().execute(async (trx) => {
    await createResultsRepository(trx).insertResults(rows);
    await regenerateSummary(trx, userId, deps.clock);
  });
  return rows.map((row) => row.id);
}
