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

    /** The code sent to this network, or to this browser from wherever it asked (preferred). */
    findLoginCode(
      address: string,
      client: string,
      browser: string | undefined,
    ): Promise<LoginCodesTable | undefined> {
      return db
        .selectFrom('login_codes')
        .selectAll()
        .where('address', '=', address)
        .where((eb) =>
          browser === undefined
            ? eb('client', '=', client)
            : eb.or([eb('client', '=', client), eb('browser', '=', browser)]),
        )
        .orderBy((eb) =>
          eb
            .case()
            .when('browser', '=', browser ?? null)
            .then(0)
            .else(1)
            .end(),
        )
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * A new code replaces the one the client (or the browser) was sent before; other clients'
     * codes stay. Codes that expired before `forgetExpiredBefore`, of any address, are deleted on
     * the way.
     */
    async replaceLoginCode(code: LoginCodesTable, forgetExpiredBefore: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('login_codes')
          .where('expires_at', '<=', forgetExpiredBefore)
          .execute();
        const browser = code.browser;
        await trx
          .deleteFrom('login_codes')
          .where('address', '=', code.address)
          .where((eb) =>
            browser === null
              ? eb('client', '=', code.client)
              : eb.or([eb('client', '=', code.client), eb('browser', '=', browser)]),
          )
          .execute();
        await trx.insertInto('login_codes').values(code).execute();
      });
    },

    /**
     * Counts one try at this code, in one statement so tries made at the same moment cannot share
     * a count: the tries so far, or undefined when the code is gone, spent or has had `maxTries`.
     */
    async countTry(
      address: string,
      client: string,
      codeHash: string,
      maxTries: number,
    ): Promise<number | undefined> {
      const row = await db
        .updateTable('login_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('address', '=', address)
        .where('client', '=', client)
        .where('code_hash', '=', codeHash)
        .where('attempts', '<', maxTries)
        .where('spent', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /**
     * Marks the code used or burned, keeping it so a later try can be told which; false when
     * another request spent or replaced it first.
     */
    async spendLoginCode(
      address: string,
      client: string,
      codeHash: string,
      spent: 'used' | 'burned',
    ): Promise<boolean> {
      const updated = await db
        .updateTable('login_codes')
        .set({ spent })
        .where('address', '=', address)
        .where('client', '=', client)
        .where('code_hash', '=', codeHash)
        .where('spent', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async deleteLoginCode(address: string, client: string): Promise<void> {
      await db
        .deleteFrom('login_codes')
        .where('address', '=', address)
        .where('client', '=', client)
        .execute();
    },

    /** The sends to the address since `since`, by any client, oldest first. */
    sendsSince(address: string, since: number): Promise<{ client: string; sent_at: number }[]> {
      return db
        .selectFrom('login_code_sends')
        .select(['client', 'sent_at'])
        .where('address', '=', address)
        .where('sent_at', '>', since)
        .orderBy('sent_at', 'asc')
        .execute();
    },

    async recordSend(
      send: { address: string; client: string; sentAt: number },
      forgetBefore: number,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('login_code_sends').where('sent_at', '<=', forgetBefore).execute();
        await trx
          .insertInto('login_code_sends')
          .values({
            id: crypto.randomUUID(),
            address: send.address,
            client: send.client,
            sent_at: send.sentAt,
          })
          .execute();
      });
    },

    findLockout(address: string, client: string): Promise<LoginLockoutsTable | undefined> {
      return db
        .selectFrom('login_lockouts')
        .selectAll()
        .where('address', '=', address)
        .where('client', '=', client)
        .executeTakeFirst();
    },

    /**
     * One more failure in a row for the client at the address, counted in one statement so
     * failures sent in parallel are each counted; a count whose last failure was at or before
     * `countSince` starts again. Returns the new count. Rows whose `forget_at` has come, of any
     * address, are deleted first.
     */
    async countFailure(failure: {
      address: string;
      client: string;
      at: number;
      countSince: number;
      keepUntil: number;
    }): Promise<number> {
      await db.deleteFrom('login_lockouts').where('forget_at', '<=', failure.at).execute();
      const row = await db
        .insertInto('login_lockouts')
        .values({
          address: failure.address,
          client: failure.client,
          consecutive_failures: 1,
          last_failure_at: failure.at,
          locked_until: null,
          signed_in_at: null,
          forget_at: failure.keepUntil,
        })
        .onConflict((conflict) =>
          conflict.columns(['address', 'client']).doUpdateSet((eb) => ({
            consecutive_failures: eb
              .case()
              .when('login_lockouts.last_failure_at', '>', failure.countSince)
              .then(eb('login_lockouts.consecutive_failures', '+', 1))
              .else(1)
              .end(),
            last_failure_at: failure.at,
            forget_at: eb
              .case()
              .when('login_lockouts.forget_at', '>', failure.keepUntil)
              .then(eb.ref('login_lockouts.forget_at'))
              .else(failure.keepUntil)
              .end(),
          })),
        )
        .returning('consecutive_failures')
        .executeTakeFirstOrThrow();
      return row.consecutive_failures;
    },

    /** Locks the client out of the address until `lockedUntil`, and starts its count again. */
    async lock(address: string, client: string, lockedUntil: number): Promise<void> {
      await db
        .updateTable('login_lockouts')
        .set((eb) => ({
          consecutive_failures: 0,
          locked_until: lockedUntil,
          forget_at: eb
            .case()
            .when('forget_at', '>', lockedUntil)
            .then(eb.ref('forget_at'))
            .else(lockedUntil)
            .end(),
        }))
        .where('address', '=', address)
        .where('client', '=', client)
        .execute();
    },

    /**
     * A code from the client signed the address in: its failures are cleared, its success kept.
     * Rows whose `forget_at` has come, of any address, are deleted first.
     */
    async recordSignIn(sign: {
      address: string;
      client: string;
      at: number;
      keepUntil: number;
    }): Promise<void> {
      await db.deleteFrom('login_lockouts').where('forget_at', '<=', sign.at).execute();
      const cleared = {
        consecutive_failures: 0,
        last_failure_at: null,
        locked_until: null,
        signed_in_at: sign.at,
        forget_at: sign.keepUntil,
      };
      await db
        .insertInto('login_lockouts')
        .values({ address: sign.address, client: sign.client, ...cleared })
        .onConflict((conflict) => conflict.columns(['address', 'client']).doUpdateSet(cleared))
        .execute();
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
