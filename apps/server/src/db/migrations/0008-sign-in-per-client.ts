import type { Kysely } from 'kysely';

/**
 * Sign-in state per address and client network instead of per address, a code also usable by the
 * browser that asked for it (decision 0006). Codes and
 * lockouts are made anew and start empty: a code lives 10 minutes, so an upgrade loses at most
 * codes in flight (their owners ask again) and ends locks early. Earlier sends keep counting
 * against their address, under no client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_codes').execute();
  await db.schema
    .createTable('login_codes')
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('client', 'text', (column) => column.notNull())
    .addColumn('browser', 'text')
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('login_codes_address_client', ['address', 'client'])
    .execute();
  await db.schema
    .createIndex('login_codes_expires_at')
    .on('login_codes')
    .column('expires_at')
    .execute();

  await db.schema
    .alterTable('login_code_sends')
    .addColumn('client', 'text', (column) => column.notNull().defaultTo(''))
    .execute();

  await db.schema.dropTable('login_lockouts').execute();
  await db.schema
    .createTable('login_lockouts')
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('client', 'text', (column) => column.notNull())
    .addColumn('consecutive_failures', 'integer', (column) => column.notNull())
    .addColumn('last_failure_at', 'bigint')
    .addColumn('locked_until', 'bigint')
    .addColumn('signed_in_at', 'bigint')
    .addColumn('forget_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('login_lockouts_address_client', ['address', 'client'])
    .execute();
  await db.schema
    .createIndex('login_lockouts_forget_at')
    .on('login_lockouts')
    .column('forget_at')
    .execute();
}
