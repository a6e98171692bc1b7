// @ts-check
// `npm run load-test` (issue 11): the built server (SQLite, a fresh data folder) with the demo
// person signed in, under 200 connections for 60 s (LOAD_SECONDS to change): 150 read the four
// pages' data (biomarkers, history, summary, documents) in turn, 50 hammer sign-in (code requests
// with a captcha that fails and verifications with wrong codes, which the per-address limits must
// answer with 429). Prints requests, status codes, errors other than the intended 429s (must be 0)
// and the server's RSS each second; memory is flat when the RSS at the end is within 20% of the
// RSS after warm-up. Exits 1 when a check fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createSession, makeDataDir, SERVER_BUNDLE, startServer } from '../bench/lib.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const READ_CONNECTIONS = 150;
const SIGN_IN_CONNECTIONS = 50;
/** Memory is judged against its level this far into the load (or a sixth of a short run). */
const WARM_UP_SECONDS = Math.min(10, Math.max(1, Math.round(SECONDS / 6)));
/** End RSS may exceed the RSS after warm-up by this share at most. */
const FLAT_TOLERANCE = 0.2;
const READS = [
  '/v1/health/biomarkers',
  '/v1/health/biomarkers/history',
  '/v1/health/biomarker/summary',
  '/v1/user/documents',
];
const DEMO_BUNDLE = path.join(path.dirname(SERVER_BUNDLE), 'demo.js');
const DEMO_EMAIL = 'demo@labtrail.local';
const CLIENT = { 'x-client-source': 'website', 'content-type': 'application/json' };
const ATTACKED = 'someone@example.org';

/** @param {number} pid */
function rssMb(pid) {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** @param {Record<string, { count: number }>} stats */
function statusCounts(stats) {
  return Object.fromEntries(Object.entries(stats).map(([code, { count }]) => [code, count]));
}

/** @param {Record<string, number>} counts */
function formatCounts(counts) {
  return Object.entries(counts)
    .map(([code, count]) => `${code}: ${String(count)}`)
    .join(', ');
}

if (!existsSync(SERVER_BUNDLE) || !existsSync(DEMO_BUNDLE)) {
  console.log('Building the server (apps/server/dist)…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const dataDir = makeDataDir();
const demo = spawnSync(process.execPath, [DEMO_BUNDLE], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  encoding: 'utf8',
});
if (demo.status !== 0) throw new Error(`demo account not created: ${demo.stderr}`);

const server = await startServer([SERVER_BUNDLE], {}, { dataDir });
const { default: SQLite } = await import('better-sqlite3');
const database = new SQLite(path.join(dataDir, 'labtrail.db'));
database.pragma('busy_timeout = 5000');
const demoUser = /** @type {{ id: string } | undefined} */ (
  database.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_EMAIL)
);
if (demoUser === undefined) throw new Error('no demo person');
const cookie = await createSession(async (sql, params) => {
  database.prepare(sql).run(...params);
}, demoUser.id);
const results = /** @type {{ n: number }} */ (
  database.prepare('SELECT COUNT(*) AS n FROM results WHERE user_id = ?').get(demoUser.id)
).n;
database.close();

const failures = /** @type {string[]} */ ([]);
/** @param {string} name @param {boolean} passed @param {string} figures */
function check(name, passed, figures) {
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}: ${figures}`);
  if (!passed) failures.push(name);
}

try {
  for (const route of READS) {
    const answer = await fetch(`${server.url}${route}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`${route} answered ${String(answer.status)}`);
  }
  console.log(
    `Server pid ${String(server.pid)}, demo person with ${String(results)} results; ` +
      `${String(SECONDS)} s at ${String(READ_CONNECTIONS + SIGN_IN_CONNECTIONS)} connections ` +
      `(${String(READ_CONNECTIONS)} reading, ${String(SIGN_IN_CONNECTIONS)} signing in)…`,
  );

  const startRss = rssMb(server.pid);
  /** @type {number[]} */
  const samples = [];
  const sampler = setInterval(() => {
    const rss = rssMb(server.pid);
    samples.push(rss);
    process.stdout.write(`  ${String(samples.length).padStart(3)} s  RSS ${rss.toFixed(0)} MB\n`);
  }, 1000);

  const { default: autocannon } = await import('autocannon');
  /** When (seconds into the load) requests timed out, for the report. */
  const timedOutAt = /** @type {number[]} */ ([]);
  const loadStarted = Date.now();
  const reading = autocannon({
    url: server.url,
    connections: READ_CONNECTIONS,
    duration: SECONDS,
    headers: { cookie, 'accept-encoding': 'gzip' },
    requests: READS.map((route) => ({ method: 'GET', path: route })),
  });
  const signingIn = autocannon({
    url: server.url,
    connections: SIGN_IN_CONNECTIONS,
    duration: SECONDS,
    headers: CLIENT,
    requests: [
      {
        method: 'POST',
        path: '/v2/user/login',
        body: JSON.stringify({ email: ATTACKED, captcha: 'bm90IGEgc29sdXRpb24=' }),
      },
      {
        method: 'POST',
        path: '/v1/user/verify',
        body: JSON.stringify({ tz_offset: 0, version: '0.0.1', email: ATTACKED, code: '000000' }),
      },
    ],
  });
  for (const instance of [reading, signingIn])
    instance.on('reqError', () => timedOutAt.push(Math.round((Date.now() - loadStarted) / 1000)));
  const [reads, signIns] = await Promise.all([reading, signingIn]);
  clearInterval(sampler);
  const endRss = rssMb(server.pid);

  const readCounts = statusCounts(reads.statusCodeStats);
  const signInCounts = statusCounts(signIns.statusCodeStats);
  console.log(
    `Reads: ${String(reads.requests.total)} requests (${reads.requests.average.toFixed(0)}/s, ` +
      `p50 ${String(reads.latency.p50)} ms, p99 ${String(reads.latency.p99)} ms); ` +
      `status ${formatCounts(readCounts)}; errors ${String(reads.errors)} (of them timeouts ${String(reads.timeouts)})`,
  );
  console.log(
    `Sign-in: ${String(signIns.requests.total)} requests (${signIns.requests.average.toFixed(0)}/s, ` +
      `p99 ${String(signIns.latency.p99)} ms); status ${formatCounts(signInCounts)}; ` +
      `errors ${String(signIns.errors)} (of them timeouts ${String(signIns.timeouts)})`,
  );
  if (timedOutAt.length > 0)
    console.log(`Requests that failed, by second of the load: ${timedOutAt.join(' ')}`);

  const readErrors =
    Object.entries(readCounts)
      .filter(([code]) => code !== '200')
      .reduce((sum, [, count]) => sum + count, 0) + reads.errors;
  check(
    'reads all answered 200',
    readErrors === 0,
    `${String(readErrors)} other answers or errors`,
  );
  // Within the per-IP budget a wrong captcha is a 400 and a wrong code a 400/401; beyond it, 429.
  // Anything else (5xx, a dropped connection, a timeout) is an error.
  const refused = signInCounts['429'] ?? 0;
  const signInErrors =
    Object.entries(signInCounts)
      .filter(([code]) => !['400', '401', '429'].includes(code))
      .reduce((sum, [, count]) => sum + count, 0) + signIns.errors;
  check(
    'sign-in hammering refused with 429, nothing else failed',
    signInErrors === 0 && refused > 0,
    `${String(refused)} × 429, ${String(signInErrors)} errors other than the intended 429s`,
  );

  const warm = samples[Math.min(samples.length, WARM_UP_SECONDS) - 1] ?? startRss;
  const peak = Math.max(startRss, ...samples);
  check(
    'memory flat',
    endRss <= warm * (1 + FLAT_TOLERANCE),
    `RSS start ${startRss.toFixed(0)} MB, after ${String(WARM_UP_SECONDS)} s warm-up ` +
      `${warm.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, end ${endRss.toFixed(0)} MB ` +
      `(${(((endRss - warm) / warm) * 100).toFixed(1)}% vs warm-up; flat = within ${String(FLAT_TOLERANCE * 100)}%)`,
  );
  const after = await fetch(`${server.url}/v1/health/biomarkers`, { headers: { cookie } });
  check('server answers after the load', after.status === 200, `status ${String(after.status)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  failures.length === 0 ? 'Load test passed.' : `Load test FAILED: ${failures.join('; ')}`,
);
process.exit(failures.length === 0 ? 0 : 1);
