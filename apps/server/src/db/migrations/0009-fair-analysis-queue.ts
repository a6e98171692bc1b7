import type { Kysely } from 'kysely';

/**
 * Documents are claimed fairly across people (issue 17): each remembers when it was last claimed,
 * and the person whose latest claim is oldest goes first. The index finds a person's latest claim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('claimed_at', 'bigint').execute();
  await db.schema
    .createIndex('documents_user_claimed')
    .on('documents')
    .columns(['user_id', 'claimed_at'])
    .execute();
}
