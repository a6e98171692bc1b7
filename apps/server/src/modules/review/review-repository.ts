import type { Kysely } from 'kysely';
import type { Database, ResultsTable } from '../../db/schema';

/** What the review of one document reads; every query is scoped to the person. */
export function createReviewRepository(db: Kysely<Database>) {
  return {
    /** The values read from the document, in the order they were written. */
    listDocumentResults(userId: string, documentId: string): Promise<ResultsTable[]> {
      return db
        .selectFrom('results')
        .selectAll()
        .where('user_id', '=', userId)
        .where('document_id', '=', documentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}
