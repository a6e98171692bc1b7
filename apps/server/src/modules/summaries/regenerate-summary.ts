import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { createResultsRepository } from '../biomarkers/results-repository';
import { analyseResults } from './engine/analyse-results';
import { createSummariesRepository } from './summaries-repository';

/** The calendar day of a moment, YYYY-MM-DD (UTC). */
export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * Writes a fresh, unread summary of the person's current results. Called inside the transaction
 * of the change that caused it, so a summary never describes results that are not there.
 */
export async function regenerateSummary(
  trx: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<void> {
  const summaries = createSummariesRepository(trx);
  // First, so the results read next include those of a concurrent change that committed first.
  await summaries.lockPerson(userId);
  const results = await createResultsRepository(trx).listResults(userId);
  const now = clock.now();
  await summaries.replaceSummary(userId, {
    id: crypto.randomUUID(),
    data: analyseResults(results, dayOf(now)),
    createdAt: now,
  });
}
