import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every row a person owns, read for the export and removed with the account. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    /** Every row but the results, which an export reads a page at a time (resultsInPages). */
    async everythingOf(userId: string) {
      const [
        user,
        identities,
        summary,
        documents,
        resultChanges,
        privateAliases,
        reminderSettings,
        reminderDigests,
        profile,
        shareLinks,
        shareOpenings,
      ] = await Promise.all([
        db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('user_identities')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db.selectFrom('summaries').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('documents')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('result_changes')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('private_aliases')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('reminder_settings')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('reminder_digests')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('personal_profiles')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('share_links')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('share_openings')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('opened_at')
          .execute(),
      ]);
      return {
        user,
        identities,
        summary,
        documents,
        resultChanges,
        privateAliases,
        reminderSettings,
        reminderDigests,
        profile,
        shareLinks,
        shareOpenings,
      };
    },

    /**
     * Removes the person and, through the foreign keys, their sessions, identities, results,
     * summary, documents, changes, private aliases, personal profile, reminders and share links; also the code state kept under their addresses. Returns the blob
     * keys of the documents, whose bytes the caller removes next.
     */
    async deleteAccount(userId: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['email', 'phone'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (user === undefined) return [];
        const documents = await trx
          .selectFrom('documents')
          .select('blob_key')
          .where('user_id', '=', userId)
          .execute();
        const addresses = [
          ...(user.email === null ? [] : [`email:${user.email}`]),
          ...(user.phone === null ? [] : [`phone:${user.phone}`]),
        ];
        if (addresses.length > 0) {
          await trx.deleteFrom('login_codes').where('address', 'in', addresses).execute();
          await trx.deleteFrom('login_code_sends').where('address', 'in', addresses).execute();
          await trx.deleteFrom('login_lockouts').where('address', 'in', addresses).execute();
        }
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return documents.map((document) => document.blob_key);
      });
    },
  };
}
