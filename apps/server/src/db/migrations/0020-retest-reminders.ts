import type { Kysely } from 'kysely';

/**
 * Issue 23, part 3: retest reminders. `reminder_settings` holds a person's choice and the id of
 * the one scheduled check that may act for them (an older job finds another id and stops).
 * `reminder_digests` is each digest decided on, kept until it is sent and after, as the record of
 * what went out. `reminder_sent_dues` names each (biomarker, due date) a digest carried: its key
 * makes a due date mailed once, however many workers decide at the same moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('check_id', 'text')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('reminder_digests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('tests', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('sending_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('reminder_digests_user_created')
    .on('reminder_digests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('reminder_sent_dues')
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('biomarker_id', 'integer', (column) => column.notNull())
    .addColumn('due_date', 'text', (column) => column.notNull())
    .addColumn('digest_id', 'text', (column) =>
      column.notNull().references('reminder_digests.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('reminder_sent_dues_key', ['user_id', 'biomarker_id', 'due_date'])
    .execute();
}
