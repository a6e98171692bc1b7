import { createTemporaryDatabase } from '@labtrail/testkit/postgres-database';
import type { TemporaryDatabase } from '@labtrail/testkit/postgres-database';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { TemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { CompiledQuery, sql } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import { testDateWindow } from '../modules/biomarkers/test-date-rule';
import { latestUnflaggedQuery } from '../modules/results/results-repository';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/start-test-server';
import type { DatabaseHandle } from './create-database';
import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate-to-latest';
import type { Database } from './schema';

let dataDir: TemporaryDirectory;
let postgres: TemporaryDatabase | undefined;
let database: DatabaseHandle;

beforeAll(async () => {
  dataDir = await createTemporaryDirectory('labtrail-plans');
  const adminUrl = process.env.TEST_DATABASE_URL;
  postgres =
    testDatabaseKind() === 'postgres' && adminUrl !== undefined
      ? await createTemporaryDatabase(adminUrl)
      : undefined;
  database = createDatabase({ databaseUrl: postgres?.url, dataDir: dataDir.path });
  await migrateToLatest(database.db);
});

afterAll(async () => {
  await database.db.destroy();
  await postgres?.drop();
  await dataDir.remove();
});

/**
 * The plan's lines. PostgreSQL is told to avoid full scans and sorts wherever it can, so on its
 * empty tables a plan still shows one only where no index fits.
 */
async function planOf(query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  if (database.kind === 'sqlite') {
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return plan.rows.map((row) => row.detail);
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return plan.rows.map((row) => row['QUERY PLAN']);
  });
}

/** Neither a scan of the whole table nor a sort of what was found. */
function expectIndexed(plan: string[]): void {
  const text = plan.join('\n');
  if (database.kind === 'sqlite') {
    expect(text).not.toMatch(/^SCAN /m);
    expect(text).not.toContain('USE TEMP B-TREE');
  } else {
    expect(text).not.toContain('Seq Scan');
    expect(text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  }
}

const db = (): Kysely<Database> => database.db;
const PERSON = 'person-1';
const NOW = 1_767_600_000_000;

/** The repositories' per-person queries (and the clean-ups that run on every sign-in request). */
const queries: Record<string, () => Compilable> = {
  'a person’s results in date order': () =>
    db()
      .selectFrom('results')
      .selectAll()
      .where('user_id', '=', PERSON)
      .orderBy('test_date')
      .orderBy('created_at')
      .orderBy('id'),
  'one of a person’s results': () =>
    db().selectFrom('results').selectAll().where('user_id', '=', PERSON).where('id', '=', 'r'),
  'the results a document’s analysis replaces': () =>
    db().deleteFrom('results').where('user_id', '=', PERSON).where('document_id', '=', 'd'),
  'a person’s documents, newest first': () =>
    db()
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', PERSON)
      .orderBy('created_at', 'desc'),
  'one of a person’s documents': () =>
    db().selectFrom('documents').selectAll().where('user_id', '=', PERSON).where('id', '=', 'd'),
  'a person’s summary': () =>
    db().selectFrom('summaries').selectAll().where('user_id', '=', PERSON),
  'a session by its token': () =>
    db().selectFrom('sessions').selectAll().where('token_hash', '=', 'h'),
  'a person’s sessions': () =>
    db().selectFrom('sessions').selectAll().where('user_id', '=', PERSON),
  'the code sends to an address within the hour': () =>
    db()
      .selectFrom('login_code_sends')
      .select('sent_at')
      .where('address', '=', 'email:ada@example.org')
      .where('sent_at', '>', NOW)
      .orderBy('sent_at', 'asc'),
  'forgetting old code sends': () =>
    db().deleteFrom('login_code_sends').where('sent_at', '<=', NOW),
  'forgetting expired captchas': () =>
    db().deleteFrom('used_captchas').where('expires_at', '<', NOW),
  'forgetting ended rate-limit windows': () =>
    db().deleteFrom('rate_limit_counters').where('window_ends_at', '<=', NOW),
};

it.each(Object.keys(queries))('uses an index for %s', async (name) => {
  const query = queries[name];
  if (query === undefined) throw new Error(name);
  expectIndexed(await planOf(query()));
});

it('finds each biomarker’s latest results through the indexes, never by scanning results', async () => {
  const query = latestUnflaggedQuery(PERSON, 2, testDateWindow(Date.UTC(2026, 0, 1), 1980));
  const text = (await planOf({ compile: () => query.compile(db()) })).join('\n');
  // Only the few rows found are sorted into the history's order; the results are never scanned.
  if (database.kind === 'sqlite') expect(text).not.toMatch(/SCAN (results|latest|later)\b/);
  else expect(text).not.toContain('Seq Scan');
});
