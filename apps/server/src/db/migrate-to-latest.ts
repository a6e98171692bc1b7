import { Migrator } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { migrations } from './migrations/registry';
import type { Database } from './schema';

/**
 * Applies every pending migration in name order. Migrations are imported statically (not read
 * from a folder) so the bundled server carries them; each must run on SQLite and PostgreSQL.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  available: Record<string, Migration> = migrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(available) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
