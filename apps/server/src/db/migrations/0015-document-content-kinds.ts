import type { Kysely } from 'kysely';

/**
 * A document is a PDF lab report or an imported FHIR JSON file (issue 22); the worker reads each
 * kind with its own reader. Every document stored before is a PDF.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('content_kind', 'text', (column) => column.notNull().defaultTo('pdf'))
    .execute();
}
