import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { createProfileRepository } from '../modules/profile/profile-repository';
import { createResultsService } from '../modules/results/record-results';
import { dayOf } from '../clock';
import { DEFAULT_MAX_RESULTS_PER_PERSON, DEFAULT_MAX_VALUES_PER_IMPORT } from '../config/defaults';
import { regenerateSummary } from '../modules/summaries/regenerate-summary';
import { createDemoPersonRepository } from './demo-person-repository';
import { demoProfile, demoResults } from './demo-results';

export const DEMO_EMAIL = 'demo@labtrail.local';

/**
 * Creates (or resets) the demo person with his profile (a man with a year of birth, so no value
 * is judged by women's ranges), three years of results and their summary, written as every change
 * to results is. Returns how many results were written.
 */
export async function createDemoAccount(deps: {
  db: Kysely<Database>;
  clock: Clock;
}): Promise<{ userId: string; results: number }> {
  const now = deps.clock.now();
  const userId = await createDemoPersonRepository(deps.db).findOrCreate(DEMO_EMAIL, now);
  const today = dayOf(now);
  // Before the results: the summary written with them is judged by his profile.
  await createProfileRepository(deps.db).saveProfile(userId, demoProfile(today), now);
  const rows = demoResults(userId, today, now);
  const results = createResultsService({
    ...deps,
    rewriteSummary: (trx, change) => regenerateSummary(trx, { ...change, polish: false }),
    onResultsChanged: () => undefined,
    limits: {
      valuesPerImport: DEFAULT_MAX_VALUES_PER_IMPORT,
      resultsPerPerson: DEFAULT_MAX_RESULTS_PER_PERSON,
    },
  });
  await results.replaceAllResults(
    userId,
    rows.map((row) => ({
      biomarkerId: row.biomarker_id,
      value: row.value,
      originalValue: row.original_value,
      originalUnit: row.original_unit,
      comparator: row.comparator,
      valueText: row.value_text ?? null,
      testDate: row.test_date,
    })),
  );
  return { userId, results: rows.length };
}
