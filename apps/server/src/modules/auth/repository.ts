import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LoginCodesTable, LoginLockoutsTable, UsersTable } from '../../db/schema';

/** Every query of sign-in and sessions; services never touch Kysely themselves. */
export function createAuthRepository(db: Kysely<Database>) {
  return {
    findUserByEmail(email: string): Promise<UsersTable | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findUserByPhone(phone: string): Promise<UsersTable | undefined> {
      return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
    },

    async insertUser(user: UsersTable): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    findLoginCode(address: string): Promise<LoginCodesTable | undefined> {
      return db
        .selectFrom('login_codes')
        .selectAll()
        .where('address', '=', address)
        .executeTakeFirst();
    },

    /** A new code replaces the one before it. */
    async replaceLoginCode(code: LoginCodesTable): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('login_codes').where('address', '=', code.address).execute();
        await trx.insertInto('login_codes').values(code).execute();
      });
    },

    /**
     * Counts one try at this code, in one statement so tries made at the same moment cannot share
     * a count: the tries so far, or undefined when the code is gone or has had `maxTries`.
     */
    async countTry(
      address: string,
      codeHash: string,
      maxTries: number,
    ): Promise<number | undefined> {
      const row = await db
        .updateTable('login_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('address', '=', address)
        .where('code_hash', '=', codeHash)
        .where('attempts', '<', maxTries)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Uses the code up; false when another request used or replaced it first. */
    async consumeLoginCode(address: string, codeHash: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('login_codes')
        .where('address', '=', address)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    async deleteLoginCode(address: string): Promise<void> {
      await db.deleteFrom('login_codes').where('address', '=', address).execute();
    },

    /** Send times for the address since `since`, oldest first. */
    async sendTimesSince(address: string, since: number): Promise<number[]> {
      const rows = await db
        .selectFrom('login_code_sends')
        .select('sent_at')
        .where('address', '=', address)
        .where('sent_at', '>', since)
        .orderBy('sent_at', 'asc')
        .execute();
      return rows.map((row) => row.sent_at);
    },

    async recordSend(address: string, sentAt: number, forgetBefore: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('login_code_sends').where('sent_at', '<=', forgetBefore).execute();
        await trx
          .insertInto('login_code_sends')
          .values({ id: crypto.randomUUID(), address, sent_at: sentAt })
          .execute();
      });
    },

    findLockout(address: string): Promise<LoginLockoutsTable | undefined> {
      return db
        .selectFrom('login_lockouts')
        .selectAll()
        .where('address', '=', address)
        .executeTakeFirst();
    },

    /** One more failure in a row for the address, counted in one statement; the new count. */
    async countFailure(address: string): Promise<number> {
      const row = await db
        .insertInto('login_lockouts')
        .values({ address, consecutive_failures: 1, locked_until: null })
        .onConflict((conflict) =>
          conflict.column('address').doUpdateSet((eb) => ({
            consecutive_failures: eb('login_lockouts.consecutive_failures', '+', 1),
          })),
        )
        .returning('consecutive_failures')
        .executeTakeFirstOrThrow();
      return row.consecutive_failures;
    },

    async saveLockout(lockout: LoginLockoutsTable): Promise<void> {
      await db
        .insertInto('login_lockouts')
        .values(lockout)
        .onConflict((conflict) =>
          conflict.column('address').doUpdateSet({
            consecutive_failures: lockout.consecutive_failures,
            locked_until: lockout.locked_until,
          }),
        )
        .execute();
    },

    async clearLockout(address: string): Promise<void> {
      await db.deleteFrom('login_lockouts').where('address', '=', address).execute();
    },

    /** Records a solved captcha; false when it was used before (each counts once). */
    async useCaptcha(signature: string, expiresAt: number, now: number): Promise<boolean> {
      await db.deleteFrom('used_captchas').where('expires_at', '<', now).execute();
      const inserted = await db
        .insertInto('used_captchas')
        .values({ signature, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async insertSession(session: Database['sessions']): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    findSession(tokenHash: string): Promise<Database['sessions'] | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touchSession(tokenHash: string, lastSeenAt: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    findUser(id: string): Promise<UsersTable | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
