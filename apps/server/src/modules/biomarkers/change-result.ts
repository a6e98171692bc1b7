import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { regenerateSummary } from '../summaries/regenerate-summary';
import { RESULT_MESSAGES } from './messages';
import { createResultsRepository } from './results-repository';

interface ChangeDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Deletes one of the person's results; another person's id is not found. */
export async function deleteResult(deps: ChangeDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await createResultsRepository(trx).deleteResult(userId, id)))
      throw new HttpError(404, RESULT_MESSAGES.resultNotFound);
    await regenerateSummary(trx, userId, deps.clock);
  });
}

/**
 * Marks one of the person's results as inaccurate with the cause; the analysis leaves it out
 * from then on. `biomarkerId`, when given, must be the result's.
 */
export async function flagResult(
  deps: ChangeDeps,
  userId: string,
  flag: { resultId: string; biomarkerId: number | undefined; cause: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const results = createResultsRepository(trx);
    const result = await results.findResult(userId, flag.resultId);
    if (result === undefined) throw new HttpError(404, RESULT_MESSAGES.resultNotFound);
    if (flag.biomarkerId !== undefined && flag.biomarkerId !== result.biomarker_id)
      throw new HttpError(400, RESULT_MESSAGES.biomarkerMismatch);
    await results.flagResult(userId, flag.resultId, {
      cause: flag.cause.trim(),
      flaggedAt: deps.clock.now(),
    });
    await regenerateSummary(trx, userId, deps.clock);
  });
}
