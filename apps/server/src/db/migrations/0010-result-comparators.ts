import type { Kysely } from 'kysely';

/**
 * A result printed as a bound ('CRP <5', 'eGFR >60') keeps its comparator, so it is assessed as
 * a bound and never as the measurement it is not (issue 25, decision 0008). Null for measurements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('results').addColumn('comparator', 'text').execute();
}
