import type { Kysely } from 'kysely';
import type { Database, ResultsTable } from '../../db/schema';

/** Where the previous page ended, in the order the pages are read. */
export type PageEnd = Pick<ResultsTable, 'biomarker_id' | 'test_date' | 'created_at' | 'id'>;

/** What the clinician report reads of a person; each query is scoped to `userId`. */
export function createReportRepository(db: Kysely<Database>) {
  return {
    /** The person, their summary, profile and documents: everything but the results. */
    async subjectOf(userId: string) {
      const [user, summary, documents, profile] = await Promise.all([
        db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
        db.selectFrom('summaries').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('documents')
          .select(['id', 'display_name', 'report_date'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('personal_profiles')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return { user, summary, documents, profile };
    },

    /** A person's results a page at a time, for a history that may be 100,000 long. */
    /**
     * Up to `limit` results after `after`, by biomarker, then oldest first: the order of the index
     * on (user, biomarker, date, entry, id), so each page is one seek however long the history.
     */
    resultsPage(
      userId: string,
      after: PageEnd | undefined,
      limit: number,
    ): Promise<ResultsTable[]> {
      let query = db.selectFrom('results').selectAll().where('user_id', '=', userId);
      if (after !== undefined)
        query = query.where((eb) =>
          eb(
            eb.refTuple('biomarker_id', 'test_date', 'created_at', 'id'),
            '>',
            eb.tuple(after.biomarker_id, after.test_date, after.created_at, after.id),
          ),
        );
      return query
        .orderBy('biomarker_id')
        .orderBy('test_date')
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
