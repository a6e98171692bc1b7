// @ts-check
// `npm run crash-test` (issue 11): the built server on SQLite is killed with SIGKILL three times,
// each time restarted on the same data folder:
//   1. during an upload (a 20 MB body streamed slowly, cut mid-body),
//   2. during an analysis (a scanned PDF being read by OCR, beside text reports already analysed),
//   3. during a burst of writes (concurrent POST /v1/health/biomarkers; the 200s are recorded).
// After each kill: PRAGMA integrity_check on the crashed file. After the last restart, once the
// analyses are over: every acknowledged write is present, no orphan file in $DATA_DIR/documents
// (a file without a row, a row without a file, a leftover incoming part), and every document has
// finished exactly once (done or failed; its results not doubled). Exits 1 when a check fails.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  freePort,
  fromRoot,
  loadFromSource,
  makeDataDir,
  SERVER_BUNDLE as BUILT_SERVER,
  signInByPhone,
} from '../bench/lib.mjs';

/** CRASH_TEST_SERVER: another bundle (a copy with a protection taken out, to see a check fail). */
const SERVER_BUNDLE = process.env.CRASH_TEST_SERVER ?? BUILT_SERVER;

/** Short, so the analysis cut off by the kill is taken again within seconds of the restart. */
const CLAIM_SECONDS = 3;
const WRITES = 400;
const TEXT_REPORTS = 3;
/** Values each text report holds (haemoglobin, LDL, HbA1c). */
const VALUES_PER_REPORT = 3;
const CLIENT = { 'x-client-source': 'website' };

/** CRASH_TEST_REPORT: a file to write the counts of checks passed and failed to (for `npm test`). */
const REPORT = process.env.CRASH_TEST_REPORT;
const failures = /** @type {string[]} */ ([]);
let passedChecks = 0;
/** @param {string} name @param {boolean} passed @param {string} figures */
function check(name, passed, figures) {
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}: ${figures}`);
  if (passed) passedChecks += 1;
  else failures.push(name);
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(SERVER_BUNDLE)) {
  const { spawnSync } = await import('node:child_process');
  console.log('Building the server (apps/server/dist)…');
  if (spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { stdio: 'inherit' }).status !== 0)
    process.exit(1);
}

const { module: pdfs, cleanUp } = await loadFromSource(
  'crash-test-pdfs',
  `export { makePdf } from ${fromRoot('packages/testkit/src/make-pdf.ts')};
   export { makeScannedPdf } from ${fromRoot('packages/testkit/src/make-scanned-pdf.ts')};`,
);
/** @type {(pages: { x: number, y: number, text: string }[][]) => Buffer} */
const makePdf = pdfs.makePdf;
/** @type {(lines: string[]) => Buffer} */
const makeScannedPdf = pdfs.makeScannedPdf;

/** @param {number} index */
function textReport(index) {
  const row = (/** @type {number} */ y, /** @type {string[]} */ cells) =>
    cells.map((text, column) => ({ x: [50, 230, 310, 380][column] ?? 50, y, text }));
  return makePdf([
    [
      { x: 50, y: 800, text: 'City Diagnostics Laboratory' },
      { x: 350, y: 780, text: `Report Date: ${String(10 + index)}/03/2026` },
      ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
      ...row(720, ['Haemoglobin', String(13 + index / 10), 'g/dL', '13.0 - 17.0']),
      ...row(705, ['LDL Cholesterol', String(120 + index), 'mg/dL', '< 100']),
      ...row(690, ['HbA1c', String(5 + index / 10), '%', '4.0 - 5.6']),
    ],
  ]);
}

const dataDir = makeDataDir();
const documentsDir = path.join(dataDir, 'documents');
const port = await freePort();
const url = `http://127.0.0.1:${String(port)}`;

/** The built server on this data folder; resolves once /api/health answers. */
async function start() {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ANALYSIS_CLAIM_SECONDS: String(CLAIM_SECONDS),
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (
    !(await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 30_000) throw new Error('the server did not start');
    await sleep(20);
  }
  return {
    pid: child.pid ?? 0,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function openDatabase() {
  const { default: SQLite } = await import('better-sqlite3');
  const database = new SQLite(path.join(dataDir, 'labtrail.db'));
  database.pragma('busy_timeout = 5000');
  return database;
}

/** PRAGMA integrity_check of the database file as the kill left it. @param {string} moment */
async function checkIntegrity(moment) {
  const database = await openDatabase();
  const rows = /** @type {{ integrity_check: string }[]} */ (
    database.prepare('PRAGMA integrity_check').all()
  );
  database.close();
  const verdict = rows.map((row) => row.integrity_check).join('; ');
  check(`integrity_check after ${moment}`, verdict === 'ok', verdict);
}

/** @param {string} cookie @param {Buffer} bytes @param {string} name */
async function upload(cookie, bytes, name) {
  const form = new FormData();
  form.append('other', new Blob([bytes], { type: 'application/pdf' }), name);
  const answer = await fetch(`${url}/v2/user/document`, {
    method: 'POST',
    headers: { ...CLIENT, cookie },
    body: form,
  });
  const body = /** @type {{ user_document_id?: string }} */ (await answer.json());
  if (body.user_document_id === undefined) throw new Error(`upload refused: ${answer.status}`);
  return body.user_document_id;
}

/** @param {string} cookie */
async function documents(cookie) {
  const categories =
    /** @type {{ documents: { user_document_id: string, status: string }[] }[]} */ (
      await (await fetch(`${url}/v1/user/documents`, { headers: { cookie } })).json()
    );
  return categories.flatMap((category) => category.documents);
}

/** Files under documents/ (the incoming parts included), relative to it. */
function storedFiles() {
  if (!existsSync(documentsDir)) return [];
  return readdirSync(documentsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(documentsDir, path.join(entry.parentPath, entry.name)));
}

try {
  let server = await start();
  const cookie = await signInByPhone(url, dataDir, '+491710000001');
  const acknowledged = /** @type {string[]} */ ([]);

  // 1. Killed mid-upload.
  {
    const boundary = 'crash-test-boundary';
    const request = http.request(`${url}/v2/user/document`, {
      method: 'POST',
      headers: {
        ...CLIENT,
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="large.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    request.write(textReport(0));
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    while (sent < 8 * 1024 * 1024) {
      request.write(chunk);
      sent += chunk.length;
      await sleep(5);
    }
    const parts = storedFiles().filter((file) => file.endsWith('.part'));
    await server.kill();
    request.destroy();
    console.log(
      `1. killed during an upload: ${String(sent / 1024 / 1024)} MB of a 20 MB upload streamed, ` +
        `${String(parts.length)} incoming part(s) on disk at the kill`,
    );
    await checkIntegrity('the kill during an upload');
    server = await start();
  }

  // 2. Killed mid-analysis: text reports analysed first, then a scanned one being read.
  const reportIds = [];
  for (let index = 1; index <= TEXT_REPORTS; index += 1)
    reportIds.push(await upload(cookie, textReport(index), `report-${String(index)}.pdf`));
  for (;;) {
    const listed = await documents(cookie);
    if (reportIds.every((id) => listed.find((d) => d.user_document_id === id)?.status === 'done'))
      break;
    await sleep(50);
  }
  const scanned = await upload(
    cookie,
    makeScannedPdf([
      'Haemoglobin      13.9      g/dL      13.0 - 17.0',
      'Glucose      95      mg/dL      70 - 100',
    ]),
    'scan.pdf',
  );
  {
    let status = '';
    const since = Date.now();
    while (status !== 'processing' && Date.now() - since < 30_000) {
      status = (await documents(cookie)).find((d) => d.user_document_id === scanned)?.status ?? '';
      if (status !== 'processing') await sleep(20);
    }
    await sleep(300);
    const statusAtKill =
      (await documents(cookie)).find((d) => d.user_document_id === scanned)?.status ?? '';
    await server.kill();
    console.log(`2. killed during an analysis: the scanned document was ${statusAtKill}`);
    await checkIntegrity('the kill during an analysis');
    server = await start();
  }

  // 3. Killed mid-burst of writes.
  {
    const catalogue = /** @type {{ biomarkers: { biomarker_id: number }[] }[]} */ (
      await (await fetch(`${url}/v1/health/biomarkers`, { headers: { cookie } })).json()
    );
    const biomarkerId = catalogue[0]?.biomarkers[0]?.biomarker_id;
    let answered = 0;
    let refused = 0;
    const writes = Array.from({ length: WRITES }, async (_, index) => {
      await sleep(index * 2);
      try {
        const answer = await fetch(`${url}/v1/health/biomarkers`, {
          method: 'POST',
          headers: { ...CLIENT, cookie, 'content-type': 'application/json' },
          body: JSON.stringify([
            { biomarker_id: biomarkerId, value: 10 + index / 100, test_date: '2026-01-15' },
          ]),
        });
        const body = /** @type {{ ids?: string[] }} */ (await answer.json());
        if (answer.status === 200 && body.ids !== undefined) {
          acknowledged.push(...body.ids);
          answered += 1;
        } else refused += 1;
      } catch {
        // Cut off by the kill: not acknowledged, so it may or may not be there.
      }
    });
    await sleep(WRITES);
    await server.kill();
    await Promise.all(writes);
    console.log(
      `3. killed during a burst of ${String(WRITES)} writes: ${String(answered)} acknowledged, ` +
        `${String(refused)} refused, ${String(WRITES - answered - refused)} cut off`,
    );
    await checkIntegrity('the kill during a burst of writes');
    server = await start();
  }

  // After the last restart: every document ends, then the data is checked.
  const since = Date.now();
  let listed = await documents(cookie);
  while (listed.some((d) => d.status !== 'done' && d.status !== 'failed')) {
    if (Date.now() - since > 120_000) break;
    await sleep(200);
    listed = await documents(cookie);
  }
  await server.stop();

  const database = await openDatabase();
  const verdict = database.prepare('PRAGMA integrity_check').pluck().get();
  check('integrity_check after the last restart', verdict === 'ok', String(verdict));

  const present = new Set(
    /** @type {string[]} */ (database.prepare('SELECT id FROM results').pluck().all()),
  );
  const lost = acknowledged.filter((id) => !present.has(id));
  check(
    'every acknowledged write is present',
    acknowledged.length > 0 && lost.length === 0,
    `${String(acknowledged.length)} acknowledged, ${String(lost.length)} missing`,
  );

  const rows = /** @type {{ id: string, blob_key: string, status: string, attempts: number }[]} */ (
    database.prepare('SELECT id, blob_key, status, attempts FROM documents').all()
  );
  const files = storedFiles();
  const keys = new Set(rows.map((row) => row.blob_key));
  const orphans = files.filter((file) => !keys.has(file));
  const missing = rows.filter((row) => !files.includes(row.blob_key));
  check(
    'no orphan file in $DATA_DIR/documents',
    orphans.length === 0 && missing.length === 0,
    `${String(files.length)} files, ${String(rows.length)} rows; ` +
      `${String(orphans.length)} without a row (${orphans.join(', ') || 'none'}), ` +
      `${String(missing.length)} rows without a file`,
  );
  check(
    'the upload cut off by the kill left no row',
    rows.length === TEXT_REPORTS + 1,
    `${String(rows.length)} documents (${String(TEXT_REPORTS)} reports + 1 scan expected)`,
  );

  const unfinished = rows.filter((row) => row.status !== 'done' && row.status !== 'failed');
  const perDocument =
    /** @type {{ document_id: string, n: number, distinct_markers: number }[]} */ (
      database
        .prepare(
          `SELECT document_id, COUNT(*) AS n, COUNT(DISTINCT biomarker_id) AS distinct_markers
         FROM results WHERE document_id IS NOT NULL GROUP BY document_id`,
        )
        .all()
    );
  const doubled = perDocument.filter((row) => row.n !== row.distinct_markers);
  const reportsRight = reportIds.every(
    (id) => perDocument.find((row) => row.document_id === id)?.n === VALUES_PER_REPORT,
  );
  const scan = rows.find((row) => row.id === scanned);
  check(
    'every document finished exactly once',
    unfinished.length === 0 && doubled.length === 0 && reportsRight,
    rows
      .map(
        (row) =>
          `${row.id === scanned ? 'scan' : 'report'} ${row.status} after ${String(row.attempts)} ` +
          `attempt(s), ${String(perDocument.find((r) => r.document_id === row.id)?.n ?? 0)} values`,
      )
      .join('; ') + `; ${String(doubled.length)} doubled`,
  );
  console.log(`   the scanned document: ${scan?.status ?? 'missing'}`);
  database.close();
} finally {
  cleanUp();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  failures.length === 0 ? 'Crash test passed.' : `Crash test FAILED: ${failures.join('; ')}`,
);
if (REPORT !== undefined)
  writeFileSync(REPORT, JSON.stringify({ passed: passedChecks, failed: failures.length }));
process.exit(failures.length === 0 ? 0 : 1);
