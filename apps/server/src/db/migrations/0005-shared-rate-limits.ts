import type { Kysely } from 'kysely';

/**
 * Per-IP request counters in the database rather than in each process's memory, so several API
 * processes share one budget. One row per (route, address): the hits of its current window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'bigint', (column) => column.notNull())
    .execute();
  // Ended windows are deleted by time.
  await db.schema
    .createIndex('rate_limit_counters_window_ends_at')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}
