import type { Kysely } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema';
import type { DocumentUsage } from './document-quota';

async function usageOf(db: Kysely<Database>, userId: string): Promise<DocumentUsage> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.coalesce(eb.fn.sum('size'), eb.lit(0)).as('bytes'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL gives a bigint's sum as a numeric string.
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/** Every query of a person's documents; each one is scoped to `userId`. */
export function createDocumentsRepository(db: Kysely<Database>) {
  return {
    /** How many documents the person keeps, and their bytes in all. */
    usageOf: (userId: string) => usageOf(db, userId),

    /**
     * Inserts the document unless `refuse` objects to the person's documents as they are at that
     * moment, and returns the objection. Concurrent uploads of one person take turns: each first
     * writes the person's row (a row lock on PostgreSQL, the write lock on SQLite) and holds it
     * until its insert is committed, so the usage `refuse` sees counts every upload before it.
     */
    async insertDocumentUnless<T>(
      document: DocumentsTable,
      refuse: (usage: DocumentUsage) => T | undefined,
    ): Promise<T | undefined> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ language: eb.ref('language') }))
          .where('id', '=', document.user_id)
          .execute();
        const objection = refuse(await usageOf(trx, document.user_id));
        if (objection === undefined) await trx.insertInto('documents').values(document).execute();
        return objection;
      });
    },

    /** Newest upload first; the list orders them by report date (presentDocuments). */
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

    /** The person's earliest document with these bytes, if they have stored them before. */
    findDocumentBySha256(userId: string, sha256: string): Promise<DocumentsTable | undefined> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', userId)
        .where('sha256', '=', sha256)
        .orderBy('created_at')
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
