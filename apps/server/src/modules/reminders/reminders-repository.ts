import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RetestReason } from '@labtrail/contract/summaries';
import type { Database, ReminderDigestsTable } from '../../db/schema';

/** A due test as a digest stores it. */
export interface StoredDigestTest {
  biomarker_id: number;
  last_test_date: string;
  due_date: string;
  /** Why it is due; absent in digests decided before reasons were kept (read as routine). */
  reason?: RetestReason;
}

/** What the reminders need to know of a person. */
export interface ReminderPerson {
  email: string | null;
  language: string;
  enabled: boolean;
  checkId: string | null;
}

export function testsOf(digest: Pick<ReminderDigestsTable, 'tests'>): StoredDigestTest[] {
  return JSON.parse(digest.tests) as StoredDigestTest[];
}

/**
 * The reminders' rows: a person's setting, the digests decided and sent, and the due dates they
 * carried. Every query names its person. Pass a transaction as `db` to act inside it.
 */
export function createRemindersRepository(db: Kysely<Database>) {
  return {
    /** The person with their setting; undefined when the account is gone. */
    async findPerson(userId: string): Promise<ReminderPerson | undefined> {
      const row = await db
        .selectFrom('users')
        .leftJoin('reminder_settings', 'reminder_settings.user_id', 'users.id')
        .select([
          'users.email',
          'users.language',
          'reminder_settings.enabled',
          'reminder_settings.check_id',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        email: row.email,
        language: row.language,
        enabled: row.enabled === 1,
        checkId: row.check_id ?? null,
      };
    },

    /** Turns reminders on with a new check (the one allowed to act), or off with none. */
    async setEnabled(userId: string, checkId: string | null, now: number): Promise<void> {
      const values = { enabled: checkId === null ? 0 : 1, check_id: checkId, updated_at: now };
      await db
        .insertInto('reminder_settings')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
    },

    /**
     * Hands the person's schedule from the check `checkId` to `nextCheckId`. False when reminders
     * are off or another check holds it: then this one must do nothing. Of two workers running
     * the same check at once, one gets true.
     */
    async takeCheck(
      userId: string,
      checkId: string,
      nextCheckId: string,
      now: number,
    ): Promise<boolean> {
      const taken = await db
        .updateTable('reminder_settings')
        .set({ check_id: nextCheckId, updated_at: now })
        .where('user_id', '=', userId)
        .where('enabled', '=', 1)
        .where('check_id', '=', checkId)
        .executeTakeFirst();
      return taken.numUpdatedRows > 0n;
    },

    /** When the person's latest digest was decided on; undefined before the first. */
    async latestDigestAt(userId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('reminder_digests')
        .select('created_at')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },

    /** When the person's latest digest went out; undefined before the first. */
    async latestSentAt(userId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('reminder_digests')
        .select('sent_at')
        .where('user_id', '=', userId)
        .where('sent_at', 'is not', null)
        .orderBy('sent_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.sent_at ?? undefined;
    },

    /** The (biomarker, due date) pairs already carried by a digest, as `id:date` keys. */
    async sentDueKeys(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('reminder_sent_dues')
        .select(['biomarker_id', 'due_date'])
        .where('user_id', '=', userId)
        .execute();
      return new Set(rows.map((row) => `${String(row.biomarker_id)}:${row.due_date}`));
    },

    /**
     * Records a digest to send and the due dates it carries. A due date some digest already
     * carries breaks the key, and the caller's transaction with it.
     */
    async addDigest(userId: string, tests: readonly StoredDigestTest[], now: number) {
      const id = crypto.randomUUID();
      await db
        .insertInto('reminder_digests')
        .values({
          id,
          user_id: userId,
          tests: JSON.stringify(tests),
          created_at: now,
          sending_until: null,
          sent_at: null,
        })
        .execute();
      await db
        .insertInto('reminder_sent_dues')
        .values(
          tests.map((test) => ({
            user_id: userId,
            biomarker_id: test.biomarker_id,
            due_date: test.due_date,
            digest_id: id,
          })),
        )
        .execute();
    },

    async unsentDigests(userId: string): Promise<ReminderDigestsTable[]> {
      return db
        .selectFrom('reminder_digests')
        .selectAll()
        .where('user_id', '=', userId)
        .where('sent_at', 'is', null)
        .orderBy('created_at')
        .execute();
    },

    /** Takes an unsent digest to send until `until`; false when another worker holds it. */
    async claimDigest(id: string, now: number, until: number): Promise<boolean> {
      const claimed = await db
        .updateTable('reminder_digests')
        .set({ sending_until: until })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('sending_until', 'is', null), eb('sending_until', '<=', now)]))
        .executeTakeFirst();
      return claimed.numUpdatedRows > 0n;
    },

    /** The mail server refused: the next try may take it at once. */
    async releaseDigest(id: string): Promise<void> {
      await db
        .updateTable('reminder_digests')
        .set({ sending_until: null })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },

    async markSent(id: string, now: number): Promise<void> {
      await db
        .updateTable('reminder_digests')
        .set({ sent_at: now, sending_until: null })
        .where('id', '=', id)
        .execute();
    },

    /** Every digest of the person, oldest first, for the account export. */
    async digestsOf(userId: string): Promise<ReminderDigestsTable[]> {
      return db
        .selectFrom('reminder_digests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
