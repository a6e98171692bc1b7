import type { Kysely } from 'kysely';

/**
 * Issue 23: what a person chose to tell so that ranges and units fit them. One row per person at
 * most; no row means nothing given (general ranges, conventional units). Sex and year of birth
 * stay null until given and return to null when the person deletes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personal_profiles')
    .addColumn('user_id', 'text', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('sex', 'text')
    .addColumn('birth_year', 'integer')
    .addColumn('unit_system', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}
