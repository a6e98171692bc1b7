// @ts-check
// Plain connections to a server's database, for benchmarks that load data straight into the
// tables (far faster than through the API) and create sessions there.
import path from 'node:path';

/**
 * @typedef {{
 *   run: (sql: string, params?: unknown[]) => Promise<void>,
 *   all: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
 *   insertMany: (table: string, columns: string[], rows: unknown[][]) => Promise<void>,
 *   close: () => Promise<void>,
 * }} Connection
 */

/**
 * @param {string} dataDir
 * @returns {Promise<Connection>}
 */
export async function openSqlite(dataDir) {
  const { default: SQLite } = await import('better-sqlite3');
  const file = new SQLite(path.join(dataDir, 'labtrail.db'));
  file.pragma('busy_timeout = 5000');
  return {
    run: async (sql, params = []) => {
      file.prepare(sql).run(...params);
    },
    all: async (sql, params = []) =>
      /** @type {Record<string, unknown>[]} */ (file.prepare(sql).all(...params)),
    insertMany: async (table, columns, rows) => {
      const insert = file.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      file.transaction(() => {
        for (const row of rows) insert.run(...row);
      })();
    },
    close: async () => {
      file.close();
    },
  };
}

/**
 * @param {string} url
 * @returns {Promise<Connection>}
 */
export async function openPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  /** @param {string} sql */
  const numbered = (sql) => {
    let index = 0;
    return sql.replace(/\?/g, () => `$${String((index += 1))}`);
  };
  return {
    run: async (sql, params = []) => {
      await client.query(numbered(sql), params);
    },
    all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
    insertMany: async (table, columns, rows) => {
      // One multi-row INSERT per 1,000 rows, all in one transaction.
      await client.query('BEGIN');
      for (let start = 0; start < rows.length; start += 1000) {
        const batch = rows.slice(start, start + 1000);
        const values = batch
          .map(
            (_row, rowIndex) =>
              `(${columns.map((_column, columnIndex) => `$${String(rowIndex * columns.length + columnIndex + 1)}`).join(', ')})`,
          )
          .join(', ');
        await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`,
          batch.flat(),
        );
      }
      await client.query('COMMIT');
    },
    close: () => client.end(),
  };
}
