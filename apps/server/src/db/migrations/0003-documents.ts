import type { Kysely } from 'kysely';

/** Uploaded documents; the row is also the analysis work item (status, attempts, claim). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('display_name', 'text', (column) => column.notNull())
    .addColumn('document_type', 'text', (column) => column.notNull())
    .addColumn('report_date', 'text')
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('blob_key', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('unmatched', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('documents_user_created')
    .on('documents')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('documents_status_claim')
    .on('documents')
    .columns(['status', 'claimed_until'])
    .execute();
}
