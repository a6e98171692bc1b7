import type { Kysely } from 'kysely';

/**
 * Who read or removed a person's health data and when: document reads, exports, deletions. An
 * event outlives the account it names (no foreign key), so a deletion stays on record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('request_id', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_user_at')
    .on('audit_events')
    .columns(['user_id', 'at'])
    .execute();
}
