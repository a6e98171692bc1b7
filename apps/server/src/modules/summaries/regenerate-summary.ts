import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { dayOf } from '../../clock';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs-repository';
import { analyseResults } from './engine/analyse-results';
import { RESULTS_READ_PER_BIOMARKER } from './engine/read-profile';
import { testDateWindowOn } from '../biomarkers/test-date-rule';
import { createResultsRepository } from '../results/results-repository';
import { createProfileRepository } from '../profile/profile-repository';
import { createSummariesRepository } from './summaries-repository';

/**
 * Writes a fresh, unread summary of the person's current results, judged against the ranges that
 * fit them and worded in their units. Called inside the transaction of the change that caused it,
 * so a summary never describes results (or a profile) that are not there; the LLM rewording,
 * when one is configured, is queued in it too and runs after the commit. It reads only the results
 * the rules look at, so its cost does not grow with the length of the history.
 */
export async function regenerateSummary(
  trx: Kysely<Database>,
  change: {
    userId: string;
    now: number;
    polish: boolean;
  },
): Promise<void> {
  const summaryId = crypto.randomUUID();
  const today = dayOf(change.now);
  const person = await createProfileRepository(trx).findProfile(change.userId);
  await createSummariesRepository(trx).replaceSummary(change.userId, {
    id: summaryId,
    data: analyseResults(
      await createResultsRepository(trx).listLatestUnflagged(
        change.userId,
        RESULTS_READ_PER_BIOMARKER,
        testDateWindowOn(today, person.birth_year),
      ),
      today,
      person,
    ),
    createdAt: change.now,
  });
  if (!change.polish) return;
  await enqueueJob(
    trx,
    { kind: 'polish-summary', userId: change.userId, payload: { summaryId } },
    change.now,
  );
}
