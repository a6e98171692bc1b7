import type { Kysely } from 'kysely';
import type { Database, SignInStatesTable } from '../../../db/schema';

/** Every query of provider sign-in: linked identities, one-time states, used nonces. */
export function createSocialRepository(db: Kysely<Database>) {
  return {
    async findIdentityUser(issuer: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('user_identities')
        .select('user_id')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id;
    },

    async linkIdentity(identity: Database['user_identities']): Promise<void> {
      await db.insertInto('user_identities').values(identity).execute();
    },

    async saveState(state: SignInStatesTable, now: number): Promise<void> {
      await db.deleteFrom('sign_in_states').where('expires_at', '<=', now).execute();
      await db.insertInto('sign_in_states').values(state).execute();
    },

    /** Removes the state and returns its nonce; undefined when unknown, used or expired. */
    async takeState(stateHash: string, now: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('sign_in_states')
        .where('state_hash', '=', stateHash)
        .returning(['nonce', 'expires_at'])
        .executeTakeFirst();
      return row !== undefined && row.expires_at > now ? row.nonce : undefined;
    },

    /** Records a nonce as used; false when it was used before. */
    async useNonce(nonceHash: string, expiresAt: number, now: number): Promise<boolean> {
      await db.deleteFrom('used_nonces').where('expires_at', '<=', now).execute();
      const inserted = await db
        .insertInto('used_nonces')
        .values({ nonce_hash: nonceHash, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('nonce_hash').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
