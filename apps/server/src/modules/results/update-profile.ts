import type { PersonalProfile } from '@labtrail/contract/profile';
import { birthYearProblem } from '@labtrail/contract/profile';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { RewriteSummary } from './record-results';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { createResultsRepository } from './results-repository';
import { createProfileRepository } from '../profile/profile-repository';

export interface UpdateProfileDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Rewrites the summary in the transaction of each change. */
  rewriteSummary: RewriteSummary;
  /** Told once after the change has committed. */
  onSummaryChanged: (userId: string) => void;
}

/**
 * Saves what the person chose to tell and, in the same transaction and under the person's lock
 * (the one results' writes take), rewrites their summary: its judgements depend on the ranges
 * that fit them and its values on their units, and every read cached by summary follows it.
 */
export async function updateProfile(
  deps: UpdateProfileDeps,
  userId: string,
  profile: PersonalProfile,
): Promise<PersonalProfile> {
  const now = deps.clock.now();
  const problem = birthYearProblem(profile.birth_year, new Date(now).getUTCFullYear());
  if (problem !== undefined) throw new DomainError('invalid_birth_year', problem);
  await deps.db.transaction().execute(async (trx) => {
    const results = createResultsRepository(trx);
    await results.lockPerson(userId);
    await createProfileRepository(trx).saveProfile(userId, profile, now);
    // A person with neither results nor a summary has nothing to rewrite: no summary yet is right.
    if (
      !(await results.hasResults(userId)) &&
      (await results.findResultsVersion(userId)) === undefined
    )
      return;
    await deps.rewriteSummary(trx, { userId, now });
  });
  deps.onSummaryChanged(userId);
  return profile;
}
