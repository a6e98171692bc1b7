import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import { DEFAULT_DATABASE_POOL_MAX } from '../config';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

export const SQLITE_FILE_NAME = 'labtrail.db';

/**
 * SQLite can roll back schema changes, though Kysely does not assume it: with this, the pending
 * migrations run in one transaction (one sync to disk instead of one per statement, which made
 * most of a first start) and a crash leaves the database wholly before or after them.
 */
class SqliteAdapterWithTransactionalDdl extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SqliteDialectWithTransactionalDdl extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new SqliteAdapterWithTransactionalDdl();
  }
}

function openSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  // Health data: a committed write must survive a power cut, so FULL rather than WAL's usual NORMAL.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialectWithTransactionalDdl({ database: file }),
    }),
    kind: 'sqlite',
  };
}

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  // The driver is loaded when the first query needs a connection, so a SQLite server never loads it.
  const pool = async () => {
    const { default: pg } = await import('pg');
    // int8 (bigint) holds epoch milliseconds here, far inside Number's exact range.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    return new pg.Pool({ connectionString, max });
  };
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
}

/** PostgreSQL when a URL is given, otherwise the embedded SQLite file in `dataDir`. */
export function createDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL connections at most (DATABASE_POOL_MAX). */
  databasePoolMax?: number;
}): DatabaseHandle {
  return options.databaseUrl === undefined
    ? openSqlite(options.dataDir)
    : openPostgres(options.databaseUrl, options.databasePoolMax ?? DEFAULT_DATABASE_POOL_MAX);
}
