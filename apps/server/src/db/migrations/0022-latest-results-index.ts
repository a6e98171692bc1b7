import type { Kysely } from 'kysely';

/**
 * Issue 24: every change to a person's results rewrites their summary from each biomarker's two
 * latest unflagged results. With the entry time and id after the date, the index answers "the
 * latest of this biomarker" by a seek, ties included, instead of a sort of the whole history; it
 * covers what the narrower (user, biomarker, date) index did, which it replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('results_user_biomarker_latest')
    .on('results')
    .columns(['user_id', 'biomarker_id', 'test_date', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('results_user_biomarker_date').execute();
}
