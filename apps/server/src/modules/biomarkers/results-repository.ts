import type { Kysely } from 'kysely';
import type { Database, ResultsTable } from '../../db/schema';

/** Every query of a person's results; each one is scoped to `userId`. */
export function createResultsRepository(db: Kysely<Database>) {
  return {
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
     * transaction (regenerateSummary) with a new id. One lookup on a unique index.
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
      if (rows.length === 0) return;
      await db
        .insertInto('results')
        .values([...rows])
        .execute();
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
