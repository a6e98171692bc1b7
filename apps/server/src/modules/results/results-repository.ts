import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, ResultsTable } from '../../db/schema';
import type { TestDateWindow } from '../biomarkers/test-date-rule';

/** Of a stored result, what the analysis reads. */
export type LatestResult = Pick<
  ResultsTable,
  | 'biomarker_id'
  | 'value'
  | 'comparator'
  | 'value_text'
  | 'test_date'
  | 'flagged_at'
  | 'original_unit'
  | 'provenance'
>;

/** Rows per insert: far below SQLite's limit on bound parameters. */
const INSERT_CHUNK = 200;

/**
 * The query of `listLatestUnflagged`: the person's biomarkers stepped through by `min(id) > last`
 * (one seek each), and for each the ids of its latest unflagged results by `offset` 0, 1, …
 * (one seek each, ties in `listResults`'s order reversed), dated inside the test date rule's
 * `window` (a row from another era is never the latest). A null id, where a biomarker has fewer
 * results, matches nothing.
 */
export function latestUnflaggedQuery(userId: string, perBiomarker: number, window: TestDateWindow) {
  const picks = Array.from(
    { length: perBiomarker },
    (_unused, rank) => sql`
      select (
        select latest.id from results latest
        where latest.user_id = ${userId}
          and latest.biomarker_id = tested.biomarker_id
          and latest.flagged_at is null
          and latest.test_date between ${window.earliest} and ${window.latest}
        order by latest.test_date desc, latest.created_at desc, latest.id desc
        limit 1 offset ${rank}
      ) as id
      from tested where tested.biomarker_id is not null`,
  );
  return sql<LatestResult>`
    with recursive tested (biomarker_id) as (
      select min(biomarker_id) from results where user_id = ${userId}
      union all
      select (
        select min(later.biomarker_id) from results later
        where later.user_id = ${userId} and later.biomarker_id > tested.biomarker_id
      )
      from tested where tested.biomarker_id is not null
    ),
    picked (id) as (${sql.join(picks, sql` union all `)})
    select biomarker_id, value, comparator, value_text, test_date, flagged_at, original_unit,
      provenance
    from results
    where id in (select id from picked)
    order by test_date, created_at, id`;
}

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
     * Each biomarker's `perBiomarker` latest unflagged results, in `listResults`'s order: what the
     * analysis reads (its rules look at the latest two). Found by seeks in the index on
     * (user, biomarker, date, entry, id), the biomarkers stepped through one by one, so that a
     * summary's rewrite costs the same for a long history as for a short one.
     */
    async listLatestUnflagged(
      userId: string,
      perBiomarker: number,
      window: TestDateWindow,
    ): Promise<LatestResult[]> {
      return (await latestUnflaggedQuery(userId, perBiomarker, window).execute(db)).rows;
    },

    /** How many results the person has, flagged or not: one count over the person's index range. */
    async countResults(userId: string): Promise<number> {
      const row = await db
        .selectFrom('results')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // PostgreSQL gives a count as a bigint's numeric string.
      return Number(row.count);
    },

    /** Whether the person has any result at all, flagged or not. */
    async hasResults(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('results')
        .select('id')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * All of the person's results as `listResults` orders them, each with the name of the
     * document it was read from (null for values entered by hand, or once the document is gone).
     */
    listResultsWithDocumentNames(
      userId: string,
    ): Promise<(ResultsTable & { document_name: string | null })[]> {
      return db
        .selectFrom('results')
        .leftJoin('documents', (join) =>
          join
            .onRef('documents.id', '=', 'results.document_id')
            .onRef('documents.user_id', '=', 'results.user_id'),
        )
        .selectAll('results')
        .select('documents.display_name as document_name')
        .where('results.user_id', '=', userId)
        .orderBy('results.test_date')
        .orderBy('results.created_at')
        .orderBy('results.id')
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

    /** The values a document gave, in the order they were written. */
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

    /** One of the values a document gave; another person's or another document's is not found. */
    findDocumentResult(
      userId: string,
      documentId: string,
      id: string,
    ): Promise<ResultsTable | undefined> {
      return db
        .selectFrom('results')
        .selectAll()
        .where('user_id', '=', userId)
        .where('document_id', '=', documentId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Writes a corrected value, unit and date over the result's. */
    async updateValue(
      userId: string,
      corrected: Pick<
        ResultsTable,
        | 'id'
        | 'value'
        | 'original_value'
        | 'original_unit'
        | 'comparator'
        | 'value_text'
        | 'test_date'
      >,
    ): Promise<void> {
      await db
        .updateTable('results')
        .set({
          value: corrected.value,
          original_value: corrected.original_value,
          original_unit: corrected.original_unit,
          comparator: corrected.comparator,
          value_text: corrected.value_text ?? null,
          test_date: corrected.test_date,
        })
        .where('user_id', '=', userId)
        .where('id', '=', corrected.id)
        .execute();
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
