// @ts-check
// A person with a long history against the built server (SQLite): 10,000 and then 100,000 results
// (most of one biomarker, as a CSV import gives them), written straight into the database. For
// each: the clinician PDF's time and size, the account, FHIR and CSV exports' times, and the
// slowest /api/health answer another client got while each was being made (asked every 20 ms).
// The baseline is the same server's /api/health latency while nothing else runs, in the same run.
import crypto from 'node:crypto';
import {
  createSession,
  judge,
  openSqlite,
  SEEDED_RESULT_COLUMNS,
  SERVER_BUNDLE,
  startServer,
} from './lib.mjs';

const SIZES = [10_000, 100_000];
const GLUCOSE = 211;
const OTHER_BIOMARKERS = [102, 104, 301, 1001, 1002];
const HEALTH_EVERY_MS = 20;
const EXPORTS = [
  { name: 'clinician PDF', path: '/v1/user/export/clinician-report?language=us' },
  { name: 'account export (JSON)', path: '/v1/user/export' },
  { name: 'FHIR export', path: '/v1/user/export/fhir' },
  { name: 'CSV export', path: '/v1/user/export/csv' },
];
const TARGET_REPORT_MS = 10_000;
const TARGET_HEALTH_MS = 200;

/**
 * A person with `count` results: nine in ten of glucose, the rest of five other biomarkers, three
 * a day going back from today.
 * @param {import('./lib.mjs').Connection} connection
 * @param {number} count
 */
async function seedPerson(connection, count) {
  const userId = crypto.randomUUID();
  const now = Date.now();
  await connection.insertMany(
    'users',
    ['id', 'email', 'language', 'created_at'],
    [[userId, `history-${String(count)}@example.com`, 'us', now]],
  );
  /** @type {unknown[][]} */
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const biomarker =
      index % 10 === 9 ? (OTHER_BIOMARKERS[index % OTHER_BIOMARKERS.length] ?? GLUCOSE) : GLUCOSE;
    const day = new Date(now - Math.floor((count - index) / 3) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const value = 70 + (index % 60);
    rows.push([
      crypto.randomUUID(),
      userId,
      biomarker,
      value,
      value,
      'mg/dL',
      day,
      'manual',
      index,
    ]);
  }
  await connection.insertMany('results', SEEDED_RESULT_COLUMNS, rows);
  return createSession(connection.run, userId);
}

/**
 * `/api/health` from another client, every HEALTH_EVERY_MS until `until` settles: the slowest
 * answer in ms.
 * @param {string} url
 * @param {Promise<unknown>} until
 */
async function slowestHealth(url, until) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  let slowest = 0;
  const isDone = () => done;
  while (!isDone()) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return slowest;
}

/**
 * @param {string} url
 * @param {string} cookie
 * @param {string} path
 */
async function timedDownload(url, cookie, path) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    headers: { cookie, 'x-client-source': 'website' },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${path} answered ${String(response.status)}`);
  return { ms: performance.now() - started, bytes };
}

const server = await startServer([SERVER_BUNDLE]);
try {
  const idle = await slowestHealth(
    server.url,
    new Promise((resolve) => setTimeout(resolve, 1_000)),
  );
  console.log(`large history: /api/health while idle, slowest of 1 s: ${idle.toFixed(0)} ms`);
  const connection = await openSqlite(server.dataDir);
  for (const size of SIZES) {
    const cookie = await seedPerson(connection, size);
    for (const { name, path } of EXPORTS) {
      const download = timedDownload(server.url, cookie, path);
      const [health, { ms, bytes }] = await Promise.all([
        slowestHealth(server.url, download),
        download,
      ]);
      const label = `large history ${String(size)} results, ${name}`;
      console.log(
        `${label}: ${ms.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB; slowest /api/health meanwhile ${health.toFixed(0)} ms (idle ${idle.toFixed(0)} ms)`,
      );
      if (size !== 100_000) continue;
      if (name === 'clinician PDF')
        judge({
          name: `${label} time`,
          figure: `${ms.toFixed(0)} ms`,
          target: `<= ${String(TARGET_REPORT_MS)} ms`,
          met: ms <= TARGET_REPORT_MS,
          limit: 'reading the history and laying out the PDF',
        });
      judge({
        name: `${label}: slowest /api/health from another client`,
        figure: `${health.toFixed(0)} ms`,
        target: `<= ${String(TARGET_HEALTH_MS)} ms`,
        met: health <= TARGET_HEALTH_MS,
        limit: 'work on the main thread between two turns of the event loop',
      });
    }
  }
  await connection.close();
} finally {
  await server.stop();
}
