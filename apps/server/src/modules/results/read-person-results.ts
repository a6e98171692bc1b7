import type { Language } from '@labtrail/contract/auth';
import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { correctedResultIds } from '../review/fold-result-changes';
import { createResultChangesRepository } from '../review/result-changes-repository';
import { presentBiomarkers, presentHistory } from './present-biomarkers';
import { createResultsRepository } from './results-repository';

/*
 * The overview's and the detail page's reads of one person's results, as the person's own calls
 * and the read-only share link (issue 23) both answer them: one place decides what a reader sees.
 */

/** `GET /v1/health/biomarkers`'s answer for the person. */
export async function readBiomarkers(
  db: Kysely<Database>,
  userId: string,
  language: Language,
): Promise<BiomarkersResponse> {
  return presentBiomarkers(await createResultsRepository(db).listResults(userId), language);
}

/** `GET /v1/health/biomarkers/history`'s answer for the person. */
export async function readHistory(
  db: Kysely<Database>,
  userId: string,
  language: Language,
): Promise<HistoryResponse> {
  const history = await createResultsRepository(db).listResultsWithDocumentNames(userId);
  const changes = await createResultChangesRepository(db).listCorrections(userId);
  return presentHistory(history, language, { corrected: correctedResultIds(history, changes) });
}
