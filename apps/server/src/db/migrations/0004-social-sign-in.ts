import type { Kysely } from 'kysely';

/**
 * Sign-in through OpenID providers: the identities linked to each person, the one-time states of
 * flows under way, and the nonces already used (so a captured id_token cannot be replayed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('issuer', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('user_identities_user_id')
    .on('user_identities')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sign_in_states')
    .addColumn('state_hash', 'text', (column) => column.primaryKey())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('used_nonces')
    .addColumn('nonce_hash', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
}
