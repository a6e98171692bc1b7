import type { Kysely } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema';

/** Every query of a person's documents; each one is scoped to `userId`. */
export function createDocumentsRepository(db: Kysely<Database>) {
  return {
    async insertDocument(document: DocumentsTable): Promise<void> {
      await db.insertInto('documents').values(document).execute();
    },

    /** Newest first: by report date where known, else by upload. */
    listDocuments(userId: string): Promise<DocumentsTable[]> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    findDocument(userId: string, id: string): Promise<DocumentsTable | undefined> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** True when the person had such a document. */
    async deleteDocument(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('documents')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },
  };
}
