import type { Kysely } from 'kysely';

/**
 * A result the lab printed as a word ('Reactive', 'negativ') keeps the word beside the number the
 * catalogue gives it, so the person reads what the lab wrote, not the number it is ranked by.
 * Null for measurements, entries by hand and every result stored before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('results').addColumn('value_text', 'text').execute();
}
