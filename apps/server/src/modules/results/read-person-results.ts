import type { Language } from '@labtrail/contract/auth';
import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createProfileRepository } from '../profile/profile-repository';
import { correctedResultIds } from './fold-result-changes';
import { createResultChangesRepository } from './result-changes-repository';
import { dayOf } from '../../clock';
import { presentBiomarkers, presentHistory } from './present-biomarkers';
import { createResultsRepository } from './results-repository';

/*
 * The overview's and the detail page's reads of one person's results, as the person's own calls
 * and the read-only share link (issue 23) both answer them: one place decides what a reader sees,
 * judged against the ranges and shown in the units that fit the person.
 */

/** `GET /v1/health/biomarkers`'s answer for the person. */
export async function readBiomarkers(
  db: Kysely<Database>,
  userId: string,
  language: Language,
  now: number,
): Promise<BiomarkersResponse> {
  const [results, person] = await Promise.all([
    createResultsRepository(db).listResults(userId),
    createProfileRepository(db).findProfile(userId),
  ]);
  return presentBiomarkers(results, language, { person, today: dayOf(now) });
}

/** `GET /v1/health/biomarkers/history`'s answer for the person. */
export async function readHistory(
  db: Kysely<Database>,
  userId: string,
  language: Language,
): Promise<HistoryResponse> {
  const [history, changes, person] = await Promise.all([
    createResultsRepository(db).listResultsWithDocumentNames(userId),
    createResultChangesRepository(db).listCorrections(userId),
    createProfileRepository(db).findProfile(userId),
  ]);
  return presentHistory(
    history,
    language,
    { corrected: correctedResultIds(history, changes) },
    person,
  );
}
