import { createTemporaryDatabase } from '@labtrail/testkit/postgres-database';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { Kysely } from 'kysely';
import { createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate-to-latest';
import { migrations } from '../src/db/migrations/registry';
import type { Database } from '../src/db/schema';
import { testDatabaseKind } from './start-test-server';

/**
 * A fresh database of the suite's kind migrated up to (not including) migration `name`, given to
 * `run` with a way to apply the rest; removed afterwards.
 */
export async function withDatabaseBefore(
  name: string,
  run: (db: Kysely<Database>, migrateRest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const dataDir = await createTemporaryDirectory('labtrail-migration');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres =
    testDatabaseKind() === 'postgres' && adminUrl !== undefined
      ? await createTemporaryDatabase(adminUrl)
      : undefined;
  const { db } = createDatabase({ databaseUrl: postgres?.url, dataDir: dataDir.path });
  try {
    const before = Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name));
    await migrateToLatest(db, before);
    await run(db, async () => {
      await migrateToLatest(db);
    });
  } finally {
    await db.destroy();
    await postgres?.drop();
    await dataDir.remove();
  }
}
