import type { Kysely } from 'kysely';

/**
 * Indexes that fit the queries as they are written (checked with EXPLAIN on SQLite and
 * PostgreSQL; see query-plans.int.test.ts):
 * - a person's results are read in date order, and a document's analysis replaces its own results;
 * - the sends and captchas older than their windows are deleted by time on every code request.
 * Sessions (token hash, user), documents (user and upload time), summaries (one per user) and
 * the document queue (status and claim) were covered already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('results_user_date')
    .on('results')
    .columns(['user_id', 'test_date', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('results_document').on('results').column('document_id').execute();
  await db.schema
    .createIndex('login_code_sends_sent_at')
    .on('login_code_sends')
    .column('sent_at')
    .execute();
  await db.schema
    .createIndex('used_captchas_expires_at')
    .on('used_captchas')
    .column('expires_at')
    .execute();
}
