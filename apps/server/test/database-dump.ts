import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/create-database';

/** Every row of every table, by table name (rows in a stable order), as the database holds them. */
export type DatabaseDump = Record<string, Record<string, unknown>[]>;

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    Buffer.isBuffer(inner) ? inner.toString('hex') : inner,
  );
}

/**
 * A dump of the whole database through the server's own connection kind (SQLite or PostgreSQL):
 * the tables are found by introspection, so tables added later are in it too.
 */
export async function dumpDatabase(database: DatabaseHandle): Promise<DatabaseDump> {
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: false });
  const dump: DatabaseDump = {};
  for (const table of tables.map((t) => t.name).sort()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    dump[table] = rows
      .map((row) => ({ ...row }))
      .sort((a, b) => stable(a).localeCompare(stable(b)));
  }
  return dump;
}

/** Every value in the dump, strings and the hex of byte values, for searching. */
export function dumpValues(dump: DatabaseDump): string[] {
  return Object.values(dump).flatMap((rows) =>
    rows.flatMap((row) =>
      Object.values(row).map((value) => {
        if (Buffer.isBuffer(value)) return `${value.toString('hex')} ${value.toString('latin1')}`;
        if (value instanceof Date) return value.toISOString();
        return typeof value === 'string' ? value : stable(value);
      }),
    ),
  );
}
