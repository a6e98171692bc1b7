import type { ChildProcessByStdio } from 'node:child_process';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { findFreePort } from '@labtrail/testkit/free-port';
import { makeScannedPdf } from '@labtrail/testkit/make-scanned-pdf';
import { createTemporaryDatabase } from '@labtrail/testkit/postgres-database';
import type { TemporaryDatabase } from '@labtrail/testkit/postgres-database';
import { startS3Server } from '@labtrail/testkit/s3-server';
import type { S3Server } from '@labtrail/testkit/s3-server';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { TemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf, labReport, uploadPdf, waitForAnalyses } from '../test/lab-documents';
import type { LabValues } from '../test/lab-documents';
import { bucketKeys } from '../test/s3-bucket';
import { bundleServer } from '../test/bundle-server';
import type { ServerBundle } from '../test/bundle-server';
import { signInWithPhone } from '../test/sign-in-helpers';
import { testDatabaseKind } from '../test/start-test-server';
import { createDatabase } from './db/create-database';
import type { DatabaseHandle } from './db/create-database';
import { MARKER_IDS } from './modules/summaries/engine/marker-keys';

/**
 * ARCHITECTURE.md §9 end to end: two API and two worker processes of the bundled server on one
 * PostgreSQL database and one S3-compatible store (s3rver), each with its own data folder as on
 * separate machines. Runs in the integration:postgres project only.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const skipReason =
  testDatabaseKind() !== 'postgres'
    ? 'runs in the integration:postgres project (several processes need PostgreSQL)'
    : adminUrl === undefined
      ? 'TEST_DATABASE_URL is not set: no PostgreSQL to share between processes'
      : undefined;

/** Short, so a killed worker's document is taken again within seconds (renewed while alive). */
const CLAIM_SECONDS = 3;
const PEOPLE = 4;
const UPLOADS_PER_PERSON = 10;

interface ServerProcess {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Every JSON log line it wrote so far. */
  logs: Record<string, unknown>[];
  stderr: string[];
}

let bundled: ServerBundle | undefined;
let database: TemporaryDatabase | undefined;
let s3: S3Server | undefined;
let folders: TemporaryDirectory[] = [];
let processes: ServerProcess[] = [];
let db: DatabaseHandle | undefined;

async function startProcess(
  name: string,
  role: 'api' | 'worker',
  bundle: string,
  shared: Record<string, string>,
): Promise<ServerProcess> {
  const dataDir = await createTemporaryDirectory(`labtrail-${name}`);
  folders.push(dataDir);
  const port = await findFreePort();
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      ...shared,
      ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir.path,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: ServerProcess = {
    name,
    url: `http://127.0.0.1:${String(port)}`,
    dataDir: dataDir.path,
    child,
    logs: [],
    stderr: [],
  };
  processes.push(started);
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => started.stderr.push(chunk));
  child.stdout.setEncoding('utf8');
  let pending = '';
  const running = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with ${String(code)}: ${started.stderr.join('')}`));
    });
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{')) started.logs.push(JSON.parse(line) as Record<string, unknown>);
        else if (line.includes('Labtrail is running at')) resolve();
      }
    });
  });
  await running;
  return started;
}

/** The documents a process's log says it did this to (`document claimed`, `document analysed`). */
function documentsLogged(server: ServerProcess, message: string): string[] {
  return server.logs.filter((line) => line.msg === message).map((line) => String(line.document));
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const markerId = (key: Parameters<typeof MARKER_IDS.get>[0]) => MARKER_IDS.get(key) ?? -1;

function valuesOf(index: number): LabValues {
  // Different in every document, so each value can be traced to the one it came from.
  return { haemoglobin: 10 + index / 10, ldl: 100 + index, hba1c: 4 + index / 20 };
}

describe.skipIf(skipReason !== undefined)(
  `two API and two worker processes on one PostgreSQL and one S3 store${skipReason === undefined ? '' : ` (skipped: ${skipReason})`}`,
  () => {
    let apis: ServerProcess[] = [];
    let workers: ServerProcess[] = [];

    beforeAll(async () => {
      if (adminUrl === undefined) return;
      // Bundled as `npm run build` does, in a folder of its own: a parallel test rebuilding dist/
      // can then never swap the files under these processes.
      const [bundle, createdDatabase, startedS3] = await Promise.all([
        bundleServer(['main', 'analysis-thread']),
        createTemporaryDatabase(adminUrl),
        startS3Server(),
      ]);
      bundled = bundle;
      const main = bundle.file('main.js');
      database = createdDatabase;
      s3 = startedS3;
      const shared = {
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        // Codes asked for on one API process are checked on the other: one secret for all.
        SECRET: crypto.randomBytes(32).toString('hex'),
        ...s3.env,
        ANALYSIS_CLAIM_SECONDS: String(CLAIM_SECONDS),
        LOG_LEVEL: 'info',
        SMTP_URL: '',
        SMS_PROVIDER: 'console',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      };
      // All four start at once against the empty database: the migrations take a lock.
      [apis, workers] = await Promise.all([
        Promise.all([
          startProcess('api-1', 'api', main, shared),
          startProcess('api-2', 'api', main, shared),
        ]),
        Promise.all([
          startProcess('worker-1', 'worker', main, shared),
          startProcess('worker-2', 'worker', main, shared),
        ]),
      ]);
      db = createDatabase({ databaseUrl: database.url, dataDir: path.dirname(main) });
    }, 90_000);

    afterAll(async () => {
      for (const server of processes) server.child.kill('SIGKILL');
      processes = [];
      await db?.db.destroy();
      await database?.drop();
      await s3?.stop();
      for (const folder of folders) await folder.remove();
      folders = [];
      bundled?.remove();
    });

    it('analyses 40 concurrent uploads exactly once each, and finishes a killed worker’s document', async () => {
      const [handle, store] = [db, s3];
      if (handle === undefined || store === undefined)
        throw new Error('the processes did not start');
      const [api1, api2] = apis as [ServerProcess, ServerProcess];
      const [worker1, worker2] = workers as [ServerProcess, ServerProcess];
      const people = await Promise.all(
        Array.from({ length: PEOPLE }, (_, index) =>
          signInWithPhone(index % 2 === 0 ? api1 : api2, `+4917400000${String(index)}`),
        ),
      );

      // 40 uploads at once, each person's spread over both API processes.
      const uploads = Array.from({ length: PEOPLE * UPLOADS_PER_PERSON }, (_, index) => ({
        index,
        cookie: people[index % PEOPLE] ?? '',
        api: index % 2 === 0 ? api1 : api2,
      }));
      const ids = await Promise.all(
        uploads.map(({ index, cookie, api }) =>
          uploadPdf(api.url, cookie, labReport(valuesOf(index)), `report-${String(index)}.pdf`),
        ),
      );
      expect(new Set(ids).size).toBe(40);
      for (const cookie of people) {
        const documents = await waitForAnalyses(api2.url, cookie, 60_000);
        expect(documents).toHaveLength(UPLOADS_PER_PERSON);
        expect(documents.map((document) => document.status)).toEqual(
          Array.from({ length: UPLOADS_PER_PERSON }, () => 'done'),
        );
      }

      // Each document: done on its first try, its three values once each, as its PDF printed them.
      const rows = await handle.db.selectFrom('documents').selectAll().execute();
      expect(rows).toHaveLength(40);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'done', attempts: 1, error: null });
      const results = await handle.db.selectFrom('results').selectAll().execute();
      expect(results).toHaveLength(40 * 3);
      ids.forEach((id, index) => {
        const values = valuesOf(index);
        const found = results
          .filter((result) => result.document_id === id)
          .map((result) => [result.biomarker_id, result.original_value])
          .sort(([a = 0], [b = 0]) => a - b);
        expect(found).toEqual(
          [
            [markerId('haemoglobin'), values.haemoglobin],
            [markerId('ldl'), values.ldl],
            [markerId('hba1c'), values.hba1c],
          ].sort(([a = 0], [b = 0]) => a - b),
        );
      });
      // Every person sees their ten values per marker through either API process.
      const history = await historyOf(api1.url, people[3] ?? '');
      expect(history[String(markerId('ldl'))]).toHaveLength(UPLOADS_PER_PERSON);

      // Claimed and analysed exactly once over both workers, and both took part.
      const claimed = [
        ...documentsLogged(worker1, 'document claimed'),
        ...documentsLogged(worker2, 'document claimed'),
      ];
      const analysed = [
        ...documentsLogged(worker1, 'document analysed'),
        ...documentsLogged(worker2, 'document analysed'),
      ];
      expect(claimed.sort()).toEqual([...ids].sort());
      expect(analysed.sort()).toEqual([...ids].sort());
      expect(documentsLogged(worker1, 'document analysed').length).toBeGreaterThan(0);
      expect(documentsLogged(worker2, 'document analysed').length).toBeGreaterThan(0);
      // Nothing analysed on the API processes, nothing lost in the store.
      expect([
        ...documentsLogged(api1, 'document claimed'),
        ...documentsLogged(api2, 'document claimed'),
      ]).toEqual([]);
      expect(await bucketKeys(store)).toHaveLength(40);

      // A scanned report takes seconds to read (OCR): the worker that claims it dies meanwhile.
      const scanned = makeScannedPdf([
        'Haemoglobin      13.5      g/dL      13.0 - 17.0',
        'Glucose      92      mg/dL      70 - 100',
        'Calcium      2,62      mmol/l      2,10 - 2,70',
      ]);
      const cookie = people[0] ?? '';
      const scannedId = await uploadPdf(api2.url, cookie, scanned, 'scan.pdf');
      const victim = await waitFor(
        'a worker to claim the scanned report',
        () =>
          workers.find((worker) => documentsLogged(worker, 'document claimed').includes(scannedId)),
        20_000,
      );
      const exited = new Promise((resolve) => victim.child.once('exit', resolve));
      victim.child.kill('SIGKILL');
      await exited;
      const survivor = victim === worker1 ? worker2 : worker1;

      const deadline = Date.now() + 60_000;
      let row = await handle.db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', scannedId)
        .executeTakeFirstOrThrow();
      while (row.status !== 'done' && row.status !== 'failed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = await handle.db
          .selectFrom('documents')
          .selectAll()
          .where('id', '=', scannedId)
          .executeTakeFirstOrThrow();
      }
      // Its first try was cut off (the victim never finished it); the survivor's second one counted.
      expect(row).toMatchObject({ status: 'done', attempts: 2, error: null });
      expect(documentsLogged(victim, 'document analysed')).not.toContain(scannedId);
      expect(documentsLogged(survivor, 'document claimed')).toContain(scannedId);
      // The worker logs after its transaction commits, so the line may trail the row by a moment.
      await waitFor(
        'the survivor to log the scanned report as analysed',
        () =>
          documentsLogged(survivor, 'document analysed').includes(scannedId) ? true : undefined,
        5_000,
      );
      const scannedResults = await handle.db
        .selectFrom('results')
        .select(['biomarker_id', 'original_value'])
        .where('document_id', '=', scannedId)
        .execute();
      expect(scannedResults).toHaveLength(3);
      expect(new Set(scannedResults.map((result) => result.biomarker_id)).size).toBe(3);
      expect(scannedResults).toContainEqual({
        biomarker_id: markerId('haemoglobin'),
        original_value: 13.5,
      });
      expect(await bucketKeys(store)).toHaveLength(41);
    }, 120_000);
  },
);
