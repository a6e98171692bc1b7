import type { Kysely } from 'kysely';

/**
 * Issue 35, point 7. A sign-in code that was used or burned by wrong tries is kept, marked
 * `spent` ('used' or 'burned'), until a new code replaces it or it is forgotten after expiry, so a
 * replay is answered as one (401) and a try at a burned code as too many tries (429), rather than
 * both as a wrong code. A share link shows the owner's reasons for flagging values only when the owner
 * chose so (`include_flag_reasons`, 0 for every link made before the choice existed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_codes').addColumn('spent', 'text').execute();
  await db.schema
    .alterTable('share_links')
    .addColumn('include_flag_reasons', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
