import type { Kysely } from 'kysely';

/** People, their sessions, and the state behind code sign-in (codes, throttles, locks, captchas). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.unique())
    .addColumn('phone', 'text', (column) => column.unique())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_codes')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('login_code_sends')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_code_sends_address_sent_at')
    .on('login_code_sends')
    .columns(['address', 'sent_at'])
    .execute();

  await db.schema
    .createTable('login_lockouts')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .addColumn('consecutive_failures', 'integer', (column) => column.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('used_captchas')
    .addColumn('signature', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
}
