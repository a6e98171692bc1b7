import type { Language } from '@labtrail/contract/auth';
import type { DocumentReview } from '@labtrail/contract/review';
import type { Kysely } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema';
import { createProfileRepository } from '../profile/profile-repository';
import { createResultsRepository } from '../results/results-repository';
import { presentReview } from './present-review';
import { createResultChangesRepository } from '../results/result-changes-repository';

/** The review of one of the person's documents as it now stands: what every review call answers. */
export async function readDocumentReview(
  db: Kysely<Database>,
  userId: string,
  document: DocumentsTable,
  language: Language,
): Promise<DocumentReview> {
  return presentReview(
    document,
    await createResultsRepository(db).listDocumentResults(userId, document.id),
    await createResultChangesRepository(db).listDocumentChanges(userId, document.id),
    language,
    await createProfileRepository(db).findProfile(userId),
  );
}
