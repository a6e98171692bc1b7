import { Writable } from 'node:stream';
import { createTemporaryDatabase } from '@labtrail/testkit/postgres-database';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/create-database';
import type { DatabaseHandle } from '../src/db/create-database';
import type { Clock } from '../src/clock';
import type { HttpLimits } from '../src/http/http-limits';
import type { IpLimits } from '../src/modules/auth/rules';
import { loadConfig } from '../src/config';
import type { Env } from '../src/config';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** Which database the integration project runs on (set per Vitest project). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.LABTRAIL_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** The PostgreSQL database of this server; undefined on SQLite (the file under dataDir). */
  databaseUrl: string | undefined;
  app: FastifyInstance;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Env;
  webRoot?: string;
  /** Routes a test adds before the server starts listening (to provoke failures, for example). */
  extend?: (app: FastifyInstance) => void;
  clock?: Clock;
  ipLimits?: IpLimits;
  /** The bundled analysis thread (test/bundle-analysis-thread.ts): documents are read in it. */
  analysisThreadFile?: string;
  /** The bundled report thread (test/bundle-server.ts): clinician reports are made in it. */
  reportThreadFile?: string;
  httpLimits?: HttpLimits;
}

function captureLogs(logs: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
}

/**
 * The real server on a free loopback port, with a fresh data folder and a fresh database:
 * an SQLite file, or a new PostgreSQL database under TEST_DATABASE_URL for the postgres project.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await createTemporaryDirectory('labtrail-test');
  let databaseUrl: string | undefined;
  let dropDatabase = () => Promise.resolve();
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl === undefined)
      throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL suite');
    const database = await createTemporaryDatabase(adminUrl);
    databaseUrl = database.url;
    dropDatabase = () => database.drop();
  }
  const config = loadConfig({
    DATA_DIR: dataDir.path,
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    config,
    webRoot: options.webRoot,
    logDestination: captureLogs(logs),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.ipLimits === undefined ? {} : { ipLimits: options.ipLimits }),
    ...(options.analysisThreadFile === undefined
      ? {}
      : { analysisThreadFile: options.analysisThreadFile }),
    ...(options.reportThreadFile === undefined
      ? {}
      : { reportThreadFile: options.reportThreadFile }),
    ...(options.httpLimits === undefined ? {} : { httpLimits: options.httpLimits }),
  });
  options.extend?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    dataDir: dataDir.path,
    databaseUrl,
    app,
    logs,
    async close() {
      await app.close();
      await dropDatabase();
      await dataDir.remove();
    },
  };
}

/**
 * A second connection to a test server's database, for tests that must set up what no API
 * call can (a worker that died mid-claim). Close it with `db.destroy()`.
 */
export function openTestDatabase(server: TestServer): DatabaseHandle {
  return createDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
}
