import type { Kysely } from 'kysely';

/**
 * Issue 21: what a person changed in what their documents gave, and the printed names they taught
 * Labtrail. `result_changes` is append-only, the audit trail a person reads: a document's rows are
 * named by `row_key` (where on which page, what was printed), which a new analysis of the same
 * file gives again, so corrections and dismissals are applied to it once more. `private_aliases`
 * maps a printed name (normalised) to a catalogue biomarker for one person, read in every later
 * analysis of their documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'text', (column) =>
      column.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('row_key', 'text')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('biomarker_id', 'integer', (column) => column.notNull())
    .addColumn('printed_name', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('result_changes_user_document')
    .on('result_changes')
    .columns(['user_id', 'document_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('private_aliases')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('printed_name', 'text', (column) => column.notNull())
    .addColumn('biomarker_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('private_aliases_user_name', ['user_id', 'name_key'])
    .execute();
}
