import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, ShareLinksTable } from '../../db/schema';
import { createAuditLog } from '../account/audit-log-repository';
import { SHARE_OPENING_WINDOW_MS } from './share-rules';

export interface ShareWithOpenings {
  link: ShareLinksTable;
  /** Newest first. */
  openedAt: number[];
}

/** A person's share links and their openings; the owner's queries are scoped to the person. */
export function createShareLinksRepository(db: Kysely<Database>) {
  return {
    async createShare(link: ShareLinksTable): Promise<void> {
      await db.insertInto('share_links').values(link).execute();
    },

    /** The person's links, newest first, each with when it was opened. */
    async listShares(userId: string): Promise<ShareWithOpenings[]> {
      const [links, openings] = await Promise.all([
        db
          .selectFrom('share_links')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('share_openings')
          .select(['share_id', 'opened_at'])
          .where('user_id', '=', userId)
          .orderBy('opened_at', 'desc')
          .execute(),
      ]);
      return links.map((link) => ({
        link,
        openedAt: openings
          .filter((opening) => opening.share_id === link.id)
          .map((opening) => opening.opened_at),
      }));
    },

    /** False when the person has no link with this id; revoking twice keeps the first time. */
    async revokeShare(userId: string, id: string, now: number): Promise<boolean> {
      const updated = await db
        .updateTable('share_links')
        .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(now)) }))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    findByTokenHash(tokenHash: string): Promise<ShareLinksTable | undefined> {
      return db
        .selectFrom('share_links')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Records an opening of the link unless this half hour already has one, and then writes it to
     * the owner's audit log in the same transaction: an opening is on record in both or neither.
     * Two processes recording at once meet on the unique (link, window) and one of them writes.
     */
    async recordOpening(
      link: Pick<ShareLinksTable, 'id' | 'user_id'>,
      clock: Clock,
      requestId: string,
    ): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('share_openings')
          .values({
            id: crypto.randomUUID(),
            share_id: link.id,
            user_id: link.user_id,
            window_start: now - (now % SHARE_OPENING_WINDOW_MS),
            opened_at: now,
          })
          .onConflict((conflict) => conflict.columns(['share_id', 'window_start']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted === undefined) return;
        await createAuditLog(trx, clock).record({
          userId: link.user_id,
          action: 'share_opened',
          subjectId: link.id,
          requestId,
        });
      });
    },
  };
}

export type ShareLinksRepository = ReturnType<typeof createShareLinksRepository>;
