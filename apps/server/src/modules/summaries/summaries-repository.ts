import type { Language } from '@labtrail/contract/auth';
import type { SummaryData } from '@labtrail/contract/summaries';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredSummary {
  id: string;
  isRead: boolean;
  data: Record<Language, SummaryData>;
}

/** The person's latest summary; each query is scoped to `userId`. */
export function createSummariesRepository(db: Kysely<Database>) {
  return {
    async findSummary(userId: string): Promise<StoredSummary | undefined> {
      const row = await db
        .selectFrom('summaries')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        id: row.id,
        isRead: row.is_read === 1,
        data: JSON.parse(row.data) as Record<Language, SummaryData>,
      };
    },

    /** Replaces the person's summary with a new, unread one. */
    async replaceSummary(
      userId: string,
      summary: { id: string; data: Record<Language, SummaryData>; createdAt: number },
    ): Promise<void> {
      await db.deleteFrom('summaries').where('user_id', '=', userId).execute();
      await db
        .insertInto('summaries')
        .values({
          id: summary.id,
          user_id: userId,
          is_read: 0,
          data: JSON.stringify(summary.data),
          created_at: summary.createdAt,
        })
        .execute();
    },

    /** Rewrites the data of this summary only; a summary that replaced it stays as it is. */
    async updateSummaryData(
      userId: string,
      id: string,
      data: Record<Language, SummaryData>,
    ): Promise<void> {
      await db
        .updateTable('summaries')
        .set({ data: JSON.stringify(data) })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** True when the person has a summary with this id. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const updated = await db
        .updateTable('summaries')
        .set({ is_read: 1 })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },
  };
}
