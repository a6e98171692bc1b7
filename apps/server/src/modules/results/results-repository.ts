import type { Kysely } from 'kysely';
import type { Database, ResultsTable } from '../../db/schema';

/** Rows per insert: far below SQLite's limit on bound parameters. */
const INSERT_CHUNK = 200;

/** Every query of a person's results; each one is scoped to `userId`. */
export function createResultsRepository(db: Kysely<Database>) {
  return {
    /**
     * Makes every other transaction that changes this person's results wait until this one ends
     * (a row lock on the person, taken portably by a write that changes nothing). Without it two
     * workers finishing two of one person's documents at once on PostgreSQL would each summarise
     * without the other's results, and the second summary's insert would collide with the first.
     */
    async lockPerson(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ id: eb.ref('users.id') }))
        .where('id', '=', userId)
        .execute();
    },

    /** All of the person's results, oldest first (ties in order of entry). */
    listResults(userId: string): Promise<ResultsTable[]> {
      return db
        .selectFrom('results')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('test_date')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * A token that changes whenever the person's results change, or undefined before their first
     * result: the id of their summary, which every change to results replaces in its own
     * transaction (the results service) with a new id. One lookup on a unique index.
     */
    async findResultsVersion(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('summaries')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.id;
    },

    findResult(userId: string, id: string): Promise<ResultsTable | undefined> {
      return db
        .selectFrom('results')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insertResults(rows: readonly ResultsTable[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db
          .insertInto('results')
          .values(rows.slice(start, start + INSERT_CHUNK))
          .execute();
      }
    },

    /** The results a document gave, before its new analysis writes them again. */
    async deleteDocumentResults(userId: string, documentId: string): Promise<void> {
      await db
        .deleteFrom('results')
        .where('user_id', '=', userId)
        .where('document_id', '=', documentId)
        .execute();
    },

    async deleteAllResults(userId: string): Promise<void> {
      await db.deleteFrom('results').where('user_id', '=', userId).execute();
    },

    /** True when the person had such a result. */
    async deleteResult(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('results')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    async flagResult(
      userId: string,
      id: string,
      flag: { cause: string; flaggedAt: number },
    ): Promise<void> {
      await db
        .updateTable('results')
        .set({ flag_cause: flag.cause, flagged_at: flag.flaggedAt })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
