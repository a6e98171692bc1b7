import crypto from 'node:crypto';
import type { ResultsTable } from '../src/db/schema';
import { openTestDatabase } from './start-test-server';
import type { TestServer } from './start-test-server';

/** A result as a test gives it: what the test is about; the rest is a plain value typed by hand. */
export type SeededResult = Pick<
  ResultsTable,
  'user_id' | 'biomarker_id' | 'value' | 'original_unit' | 'test_date'
> &
  Partial<ResultsTable>;

/** Rows per INSERT: SQLite takes at most 32,766 parameters in one statement. */
const ROWS_PER_INSERT = 1_000;

/**
 * Writes results straight into the test server's database, in one transaction: rows no way in
 * would take any more (dated 2999), that only the analysis writes (a printed bound, a word), or a
 * history too long to post. Returns their ids.
 */
export async function seedResults(
  server: TestServer,
  results: readonly SeededResult[],
): Promise<string[]> {
  const rows: ResultsTable[] = results.map((result) => ({
    id: crypto.randomUUID(),
    original_value: result.value,
    comparator: null,
    value_text: null,
    source: 'manual',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    provenance: null,
    created_at: Date.now(),
    ...result,
  }));
  const { db } = openTestDatabase(server);
  try {
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
        await trx
          .insertInto('results')
          .values(rows.slice(start, start + ROWS_PER_INSERT))
          .execute();
    });
  } finally {
    await db.destroy();
  }
  return rows.map((row) => row.id);
}

/** How many results the person has stored, read straight from the database. */
export async function countStoredResults(server: TestServer, userId: string): Promise<number> {
  const { db } = openTestDatabase(server);
  try {
    const row = await db
      .selectFrom('results')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}
