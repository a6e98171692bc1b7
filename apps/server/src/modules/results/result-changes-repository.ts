import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ResultChangesTable } from '../../db/schema';

export type NewResultChange = Omit<ResultChangesTable, 'id' | 'created_at'>;

export type ResultChangeWithDocument = ResultChangesTable & { document_name: string };

/** The person's changes to what their documents gave; every query is scoped to `userId`. */
export function createResultChangesRepository(db: Kysely<Database>) {
  return {
    /** A document's changes, in the order they were made. */
    listDocumentChanges(userId: string, documentId: string): Promise<ResultChangesTable[]> {
      return db
        .selectFrom('result_changes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('document_id', '=', documentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The person's changes with their document's name, newest first; one biomarker's if given. */
    listChanges(
      userId: string,
      biomarkerId: number | undefined,
    ): Promise<ResultChangeWithDocument[]> {
      let query = db
        .selectFrom('result_changes')
        .innerJoin('documents', (join) =>
          join
            .onRef('documents.id', '=', 'result_changes.document_id')
            .onRef('documents.user_id', '=', 'result_changes.user_id'),
        )
        .selectAll('result_changes')
        .select('documents.display_name as document_name')
        .where('result_changes.user_id', '=', userId);
      if (biomarkerId !== undefined)
        query = query.where('result_changes.biomarker_id', '=', biomarkerId);
      return query
        .orderBy('result_changes.created_at', 'desc')
        .orderBy('result_changes.id', 'desc')
        .execute();
    },

    /** Every correction the person made, to mark corrected values in their history. */
    listCorrections(userId: string): Promise<ResultChangesTable[]> {
      return db
        .selectFrom('result_changes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'corrected')
        .execute();
    },

    /**
     * Appends a change. Its time is after each earlier change of the person's, even within one
     * millisecond (or under a clock that stands still), so the order of `created_at` is the order
     * the changes were made in. The caller holds the person's lock.
     */
    async appendChange(change: NewResultChange, now: number): Promise<ResultChangesTable> {
      const latest = await db
        .selectFrom('result_changes')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('user_id', '=', change.user_id)
        .executeTakeFirst();
      const row: ResultChangesTable = {
        ...change,
        id: crypto.randomUUID(),
        created_at: Math.max(now, (latest?.at ?? 0) + 1),
      };
      await db.insertInto('result_changes').values(row).execute();
      return row;
    },
  };
}

export type ResultChangesRepository = ReturnType<typeof createResultChangesRepository>;
