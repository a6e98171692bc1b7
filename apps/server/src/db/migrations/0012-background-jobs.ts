import type { Kysely } from 'kysely';

/**
 * Background work that must survive a restart (issue 18): the LLM rewording of a summary and the
 * "analysis ready" e-mail. A row is a job until it is done; it goes with its person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('available_at', 'bigint', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_status_available')
    .on('jobs')
    .columns(['status', 'available_at'])
    .execute();
  await db.schema.createIndex('jobs_user').on('jobs').column('user_id').execute();
}
