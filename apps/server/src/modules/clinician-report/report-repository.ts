import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
  };
}
