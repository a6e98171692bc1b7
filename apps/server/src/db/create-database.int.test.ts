import { createTemporaryDatabase } from '@labtrail/testkit/postgres-database';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/start-test-server';
import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate-to-latest';

describe.runIf(testDatabaseKind() === 'sqlite')('the embedded SQLite database', () => {
  it('runs with WAL, foreign keys and synchronous=FULL, and records migrations', async () => {
    const dataDir = await createTemporaryDirectory('labtrail-db');
    const { db } = createDatabase({ databaseUrl: undefined, dataDir: dataDir.path });
    try {
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object,
        )[0] as unknown;
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(2);
      await migrateToLatest(db);
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
    } finally {
      await db.destroy();
      await dataDir.remove();
    }
  });
});

describe('migrations', () => {
  it('apply once, in order, and stop at the first that fails', async () => {
    const dataDir = await createTemporaryDirectory('labtrail-db');
    const adminUrl = process.env.TEST_DATABASE_URL;
    const postgres =
      testDatabaseKind() === 'postgres' && adminUrl !== undefined
        ? await createTemporaryDatabase(adminUrl)
        : undefined;
    const { db } = createDatabase({ databaseUrl: postgres?.url, dataDir: dataDir.path });
    const ran: string[] = [];
    const migration = (name: string) => ({
      up: async (migrationDb: Kysely<unknown>) => {
        ran.push(name);
        await sql
          .raw(`create table t${name.replace('-', '_')} (id integer primary key)`)
          .execute(migrationDb);
      },
    });
    try {
      expect(
        await migrateToLatest(db, { '0002-b': migration('0002-b'), '0001-a': migration('0001-a') }),
      ).toEqual(['0001-a', '0002-b']);
      expect(
        await migrateToLatest(db, { '0001-a': migration('0001-a'), '0002-b': migration('0002-b') }),
      ).toEqual([]);
      const failing = { up: () => Promise.reject(new Error('boom')) };
      await expect(
        migrateToLatest(db, {
          '0001-a': migration('0001-a'),
          '0002-b': migration('0002-b'),
          '0003-c': failing,
        }),
      ).rejects.toThrow('Migration 0003-c failed');
      expect(ran).toEqual(['0001-a', '0002-b']);
    } finally {
      await db.destroy();
      await postgres?.drop();
      await dataDir.remove();
    }
  });
});
