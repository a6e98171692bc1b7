import type { Kysely } from 'kysely';

/**
 * Issue 23, part 4: read-only links a person gives a clinician or family member. A link is kept by
 * the SHA-256 of its token, never the token, so a copy of the database opens nothing. Revoking
 * keeps the row (and its openings) for the person to read; deleting the account removes both.
 * An opening is one per link and half hour (`window_start`), so the calls of one page view count
 * once and several API processes counting at the same moment still write one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('include_documents', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('share_links_user_created')
    .on('share_links')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('share_openings')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('share_id', 'text', (column) =>
      column.notNull().references('share_links.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('opened_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('share_openings_share_window', ['share_id', 'window_start'])
    .execute();
}
