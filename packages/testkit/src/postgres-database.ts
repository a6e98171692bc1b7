import crypto from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/** How long a dropped database's own connections get to close by themselves. */
const SETTLE_MS = 2000;

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty PostgreSQL database for one test server, created through `adminUrl`
 * (TEST_DATABASE_URL); `drop()` removes it even while connections linger.
 */
export async function createTemporaryDatabase(adminUrl: string): Promise<TemporaryDatabase> {
  const name = `labtrail_test_${crypto.randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      asAdmin(adminUrl, async (client) => {
        // pg's pool says it has ended while its sockets are still closing; forcing them shut
        // then raises an unhandled "terminating connection" in the closing client.
        const deadline = Date.now() + SETTLE_MS;
        let open = await openClients(client, name);
        while (open > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          open = await openClients(client, name);
        }
        // FORCE may not end an autovacuum worker busy in the database (it belongs to no role the
        // test role may signal); a plain DROP ends those itself, so FORCE is kept for lingering
        // clients only.
        await client.query(`DROP DATABASE IF EXISTS ${name}${open > 0 ? ' WITH (FORCE)' : ''}`);
      }),
  };
}

/** Connections of clients (not of PostgreSQL's own workers) to the database. */
async function openClients(client: pg.Client, name: string): Promise<number> {
  const { rows } = await client.query<{ open: string }>(
    "SELECT count(*) AS open FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
    [name],
  );
  return Number(rows[0]?.open ?? 0);
}
