import type { Kysely } from 'kysely';

/** A person's results (entered or read from documents) and the latest analysis of them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('results')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('biomarker_id', 'integer', (column) => column.notNull())
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addColumn('original_value', 'double precision', (column) => column.notNull())
    .addColumn('original_unit', 'text', (column) => column.notNull())
    .addColumn('test_date', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('document_id', 'text')
    .addColumn('flag_cause', 'text')
    .addColumn('flagged_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('results_user_biomarker_date')
    .on('results')
    .columns(['user_id', 'biomarker_id', 'test_date'])
    .execute();

  await db.schema
    .createTable('summaries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('is_read', 'integer', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}
