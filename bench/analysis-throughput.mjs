// @ts-check
// Document analysis throughput with 1 and 2 worker processes: 50 generated text lab reports
// (packages/testkit's generator, every layout in turn) of 10 people, 5 each — workers take one
// document per person at a time, so one person's 50 would run one after another — are uploaded
// through one ROLE=api process and wait, all 50, while ROLE=worker processes start on the same
// database and data folder; their start (spawn → /api/health answered and the reader loaded in
// the analysis thread) is printed apart and does not count. Throughput runs from the moment every worker has claimed a document to the last one
// analysed (the workers' log lines); latency is claim → analysed; CPU per document is the worker
// processes' user + system time (all their threads) over the batch. Settings alternate 1, 2 /
// 2, 1 over ROUNDS rounds, with new people each round. On SQLite (one file shared by the
// processes), then on PostgreSQL (prepared as `npm test` does).
import crypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import {
  createSession,
  fromRoot,
  judge,
  loadFromSource,
  median,
  onSqliteThenPostgres,
  SERVER_BUNDLE,
  startServer,
  uploadDocument,
} from './lib.mjs';

const DOCUMENTS = 50;
const PEOPLE = 10;
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? '2');
const TARGET_RATIO = 1.7;
const BATCH_TIMEOUT_MS = 10 * 60_000;
/** How long to wait for a worker's 'analysis thread ready' (a build without it never says so). */
const READY_TIMEOUT_MS = 30_000;
const SECRET = crypto.randomBytes(32).toString('hex');

/** @typedef {{ name: string, bytes: Uint8Array }} Report */

const { module, cleanUp } = await loadFromSource(
  'analysis-throughput',
  `
  import { ALL_BIOMARKERS } from ${fromRoot('apps/server/src/modules/biomarkers/catalogue/catalogue.ts')};
  import { generateLabReport, LAYOUT_CLASSES } from ${fromRoot('packages/testkit/src/lab-report-generator/generate-lab-report.ts')};
  export const reports = (count) => Array.from({ length: count }, (_, index) => {
    const layout = LAYOUT_CLASSES[index % LAYOUT_CLASSES.length];
    const report = generateLabReport(20001 + index, layout, ALL_BIOMARKERS);
    return { name: layout + '-' + String(report.seed) + '.pdf', bytes: new Uint8Array(report.pdf) };
  });
  `,
);
/** @type {Report[]} */
let reports;
try {
  reports = module.reports(DOCUMENTS);
} finally {
  cleanUp();
}

/**
 * Milliseconds a process's threads have been on a core and waiting on a run queue for one, so far
 * (/proc/<pid>/task/<tid>/schedstat): time a thread spends in neither waited on something else
 * (the database, the other thread, a timer).
 * @param {number} pid
 */
function scheduled(pid) {
  let running = 0;
  let waiting = 0;
  for (const task of readdirSync(`/proc/${String(pid)}/task`)) {
    const [run = '0', wait = '0'] = readFileSync(
      `/proc/${String(pid)}/task/${task}/schedstat`,
      'utf8',
    ).split(' ');
    running += Number(run) / 1e6;
    waiting += Number(wait) / 1e6;
  }
  return { running, waiting };
}

/**
 * @typedef {{ workers: number, perMinute: number, fromClaimPerMinute: number, counted: number,
 *   skewMs: number, latencyP50: number, firstMs: number, gapP50: number, cpuPerDocument: number, startMs: number, failed: number,
 *   shares: number[], onCpu: number, queuedPerDocument: number }} Batch
 */

/**
 * One batch: new people, their 50 documents queued through the API process and held back (their
 * claims run until later, as a retry's backoff does) until every worker is ready (answers
 * /api/health and has logged its reader loaded), so a slow start of one worker does not count;
 * then released and timed from the moment every worker
 * has claimed its first document (idle workers look for work every 2 s, so they start up to 2 s
 * apart) until every document is done or failed.
 * @param {{ api: string, dataDir: string, env: Record<string, string>, connection: import('./lib.mjs').Connection }} setup
 * @param {number} workers
 * @returns {Promise<Batch>}
 */
async function runBatch(setup, workers) {
  const { connection } = setup;
  const now = Date.now();
  const people = Array.from({ length: PEOPLE }, () => crypto.randomUUID());
  await connection.insertMany(
    'users',
    ['id', 'email', 'language', 'created_at'],
    people.map((id) => [id, `${id}@example.com`, 'en', now]),
  );
  /** @type {string[]} */
  const cookies = [];
  for (const id of people) cookies.push(await createSession(connection.run, id));
  for (let start = 0; start < reports.length; start += PEOPLE) {
    await Promise.all(
      reports
        .slice(start, start + PEOPLE)
        .map((report, index) => uploadDocument(setup.api, cookies[index] ?? '', report)),
    );
  }
  const ofPeople = `user_id IN (${people.map(() => '?').join(', ')})`;
  await connection.run(`UPDATE documents SET claimed_until = ? WHERE ${ofPeople}`, [
    now + BATCH_TIMEOUT_MS,
    ...people,
  ]);
  const statusOf = () =>
    connection.all(`SELECT id, status, updated_at FROM documents WHERE ${ofPeople}`, people);
  const waitingRows = await statusOf();
  if (waitingRows.length !== DOCUMENTS || waitingRows.some((row) => row.status !== 'pending'))
    throw new Error('the documents were not all waiting before the workers started');

  /** @type {Map<string, { worker: number, claimed: number, analysed?: number }>} */
  const seen = new Map();
  /** Workers whose analysis thread has loaded the reader (a worker process does so at start). */
  const ready = new Set();
  /** @param {number} worker */
  const onLine = (worker) => (/** @type {string} */ line) => {
    if (!line.startsWith('{')) return;
    const entry = /** @type {{ msg?: string, document?: string, time: number }} */ (
      JSON.parse(line)
    );
    if (entry.msg === 'analysis thread ready') ready.add(worker);
    if (entry.document === undefined) return;
    if (entry.msg === 'document claimed') seen.set(entry.document, { worker, claimed: entry.time });
    const document = seen.get(entry.document);
    if (entry.msg === 'document analysed' && document !== undefined) document.analysed = entry.time;
  };
  const spawnedAt = Date.now();
  const started = await Promise.all(
    Array.from({ length: workers }, (_, worker) =>
      startServer(
        [SERVER_BUNDLE],
        { ...setup.env, ROLE: 'worker', LOG_LEVEL: 'info' },
        // On 2 cores shared with other work a start can take well over the usual 20 s.
        { dataDir: setup.dataDir, onLine: onLine(worker), timeoutMs: 90_000 },
      ),
    ),
  );
  while (ready.size < workers && Date.now() - spawnedAt < READY_TIMEOUT_MS)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const startMs = Date.now() - spawnedAt;
  const atStart = started.map((worker) => scheduled(worker.pid));
  await connection.run(`UPDATE documents SET claimed_until = NULL WHERE ${ofPeople}`, people);
  let rows;
  let atEnd;
  try {
    for (;;) {
      rows = await statusOf();
      const failed = rows.filter((row) => row.status === 'failed').length;
      const analysed = [...seen.values()].filter((document) => document.analysed !== undefined);
      // The worker logs after its transaction commits: the line may trail the row a moment.
      if (failed + analysed.length === DOCUMENTS) break;
      if (Date.now() - spawnedAt > BATCH_TIMEOUT_MS)
        throw new Error(
          `${String(workers)} worker(s) did not finish ${String(DOCUMENTS)} documents`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    atEnd = started.map((worker) => scheduled(worker.pid));
  } finally {
    await Promise.all(started.map((worker) => worker.stop()));
  }
  const failedAt = rows
    .filter((row) => row.status === 'failed')
    .map((row) => Number(row.updated_at));
  const documents = [...seen.values()];
  const firstClaims = Array.from({ length: workers }, (_, worker) =>
    Math.min(...documents.filter((d) => d.worker === worker).map((d) => d.claimed)),
  );
  // A worker that found nothing left (all taken by the others) does not hold the window back.
  const allWorking = Math.max(...firstClaims.filter((time) => Number.isFinite(time)));
  const firstClaim = Math.min(...firstClaims);
  const lastDone = Math.max(...documents.map((d) => d.analysed ?? 0), ...failedAt);
  const counted = documents.filter((d) => d.claimed >= allWorking).length;
  const cpu = atEnd.reduce(
    (sum, end, index) => sum + end.running - (atStart[index]?.running ?? 0),
    0,
  );
  const queued = atEnd.reduce(
    (sum, end, index) => sum + end.waiting - (atStart[index]?.waiting ?? 0),
    0,
  );
  return {
    workers,
    perMinute: (counted * 60_000) / (lastDone - allWorking),
    fromClaimPerMinute: (DOCUMENTS * 60_000) / (lastDone - firstClaim),
    counted,
    skewMs: allWorking - firstClaim,
    latencyP50: median(
      documents.flatMap((d) => (d.analysed === undefined ? [] : [d.analysed - d.claimed])),
    ),
    firstMs: median(
      Array.from({ length: workers }, (_, worker) => {
        const first = documents
          .filter((d) => d.worker === worker)
          .sort((a, b) => a.claimed - b.claimed)[0];
        return first?.analysed === undefined ? Number.NaN : first.analysed - first.claimed;
      }),
    ),
    gapP50: median(
      Array.from({ length: workers }, (_, worker) =>
        documents.filter((d) => d.worker === worker).sort((a, b) => a.claimed - b.claimed),
      ).flatMap((mine) =>
        mine.slice(1).map((d, index) => d.claimed - (mine[index]?.analysed ?? d.claimed)),
      ),
    ),
    cpuPerDocument: cpu / DOCUMENTS,
    onCpu: cpu / (workers * (lastDone - firstClaim)),
    queuedPerDocument: queued / DOCUMENTS,
    startMs,
    failed: failedAt.length,
    shares: Array.from(
      { length: workers },
      (_, worker) => documents.filter((d) => d.worker === worker).length,
    ),
  };
}

/** @param {number[]} values */
function spread(values) {
  return `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
}

/**
 * Every round's batches with 1 and 2 workers (alternating which goes first), then the figures.
 * @param {'sqlite' | 'postgres'} kind
 * @param {import('./lib.mjs').BenchDatabase} database
 */
async function benchDatabase(kind, database) {
  const env = { ...database.env, SECRET };
  const api = await startServer(
    [SERVER_BUNDLE],
    { ...env, ROLE: 'api' },
    { dataDir: database.dataDir, timeoutMs: 90_000 },
  );
  const connection = await database.open();
  /** @type {Batch[]} */
  const batches = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const workers of round % 2 === 0 ? [1, 2] : [2, 1]) {
        const batch = await runBatch(
          { api: api.url, dataDir: database.dataDir, env, connection },
          workers,
        );
        batches.push(batch);
        console.log(
          `analysis throughput (${kind}) round ${String(round + 1)}, ${String(workers)} worker(s): ${batch.perMinute.toFixed(1)} documents/min while all worked (${String(batch.counted)} documents; ${batch.fromClaimPerMinute.toFixed(1)} from the first claim, ${String(batch.skewMs)} ms before the last worker's); documents per worker ${batch.shares.join(' + ')}; claim → analysed p50 ${batch.latencyP50.toFixed(0)} ms (a worker's first ${batch.firstMs.toFixed(0)} ms), analysed → next claim p50 ${batch.gapP50.toFixed(0)} ms; per document the workers were on a core ${batch.cpuPerDocument.toFixed(0)} ms and waited for one ${batch.queuedPerDocument.toFixed(0)} ms; each worker on a core ${(batch.onCpu * 100).toFixed(0)} % of the time; workers ready (/api/health answered, reader loaded) ${String(batch.startMs)} ms after spawning${batch.failed > 0 ? `; ${String(batch.failed)} failed` : ''}`,
        );
      }
    }
  } finally {
    await connection.close();
    await api.stop();
  }
  const of = (/** @type {number} */ workers) => batches.filter((b) => b.workers === workers);
  /** @param {number} workers @param {(batch: Batch) => number} pick */
  const mean = (workers, pick) => {
    const values = of(workers).map(pick);
    return values.reduce((sum, value) => sum + value, 0) / values.length;
  };
  const ratios = of(2).map((two, index) => two.perMinute / (of(1)[index]?.perMinute ?? NaN));
  const ratio = mean(2, (b) => b.perMinute) / mean(1, (b) => b.perMinute);
  /** @param {number} workers */
  const setting = (workers) =>
    `${String(workers)} worker${workers === 1 ? '' : 's'} ${mean(workers, (b) => b.perMinute).toFixed(1)} documents/min (rounds ${spread(of(workers).map((b) => b.perMinute))}; claim → analysed p50 ${mean(workers, (b) => b.latencyP50).toFixed(0)} ms; per document on a core ${mean(workers, (b) => b.cpuPerDocument).toFixed(0)} ms, waiting for one ${mean(workers, (b) => b.queuedPerDocument).toFixed(0)} ms; each worker on a core ${(mean(workers, (b) => b.onCpu) * 100).toFixed(0)} % of the time)`;
  const load = `load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} on ${String(os.cpus().length)} cores`;
  const figure = `${String(DOCUMENTS)} text reports of ${String(PEOPLE)} people, means over ${String(ROUNDS)} rounds: ${setting(1)}, ${setting(2)}; ratio ${ratio.toFixed(2)} (per round ${ratios.map((r) => r.toFixed(2)).join(', ')}); ${load}`;
  if (kind === 'sqlite') {
    console.log(`analysis throughput sqlite (informative): ${figure}`);
    return;
  }
  const onCpu = mean(2, (b) => b.onCpu);
  judge({
    name: 'analysis throughput postgres, 2 workers / 1 worker',
    figure,
    target: `ratio ≥ ${String(TARGET_RATIO)}`,
    met: ratio >= TARGET_RATIO,
    limit: `the CPU: a worker reads one document at a time and is on a core nearly all of it (between documents it waits ${mean(2, (b) => b.gapP50).toFixed(0)} ms p50 for its next claim), so 2 workers need 2 free cores; with 2 they were on a core only ${(onCpu * 100).toFixed(0)} % of the time each and waited for one ${mean(2, (b) => b.queuedPerDocument).toFixed(0)} ms per document (${load}; the API process and PostgreSQL share them)`,
  });
}

await onSqliteThenPostgres('analysis throughput', benchDatabase);
