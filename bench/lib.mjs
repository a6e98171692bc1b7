// @ts-check
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensurePostgres } from '../scripts/ensure-postgres.mjs';

export const SERVER_BUNDLE = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/** The shared lab reports (absent on most machines; BENCH_FIXTURES points elsewhere). */
export const FIXTURES =
  process.env.BENCH_FIXTURES ??
  fileURLToPath(new URL('../../shared/fixtures/lab-reports', import.meta.url));

/** A bare node:http server answering like /api/health: the floor any HTTP server stands on. */
export const BASELINE_SERVER = `
  const http = require('node:http');
  const port = Number(process.env.PORT);
  http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"ok","database":"sqlite"}');
  }).listen(port, '127.0.0.1', () => console.log('listening'));
`;

/** A new, empty data folder for a server (the caller removes it). */
export function makeDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'labtrail-bench-'));
}

/** @returns {Promise<number>} */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts a server process and resolves once /api/health answers 200.
 * @param {string[]} args node arguments
 * @param {NodeJS.ProcessEnv} [env] more environment for the server
 * @param {{ dataDir?: string, onLine?: (line: string) => void, timeoutMs?: number }} [options] a
 *   data folder to use (and keep) instead of a new one; what to do with each line the server
 *   writes to stdout; how long it may take to answer (20 s)
 * @returns {Promise<{ url: string, dataDir: string, pid: number, startupMs: number, stop: () => Promise<void> }>}
 */
export async function startServer(args, env = {}, options = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? makeDataDir();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', options.onLine === undefined ? 'ignore' : 'pipe', 'ignore'],
  });
  if (options.onLine !== undefined && child.stdout !== null)
    readline.createInterface({ input: child.stdout }).on('line', options.onLine);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > (options.timeoutMs ?? 20_000))
      throw new Error(`server ${args.join(' ')} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    startupMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * @param {number[]} values
 * @param {number} share between 0 and 1, e.g. 0.95
 * @returns {number}
 */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A bare node:http server answering each path with the bytes of the file BODY_DIR/<path with
 * slashes as underscores> (in the content coding BODY_ENCODING, when set).
 */
export const BYTES_SERVER = `
  const http = require('node:http');
  const fs = require('node:fs');
  const path = require('node:path');
  const bodies = new Map(fs.readdirSync(process.env.BODY_DIR).map((name) =>
    [name, fs.readFileSync(path.join(process.env.BODY_DIR, name))]));
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  if (process.env.BODY_ENCODING) headers['content-encoding'] = process.env.BODY_ENCODING;
  const port = Number(process.env.PORT);
  http.createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(bodies.get(request.url.replaceAll('/', '_')) ?? '{}');
  }).listen(port, '127.0.0.1', () => console.log('listening'));
`;

/** Lines of targets this run missed; run-all prints them again at the end. */
export const missed = /** @type {string[]} */ ([]);

/**
 * Prints one figure against its target, and a MISSED line naming what limits it when it misses.
 * @param {{ name: string, figure: string, target: string, met: boolean, limit: string }} verdict
 */
export function judge({ name, figure, target, met, limit }) {
  console.log(`${name}: ${figure}; target ${target}: ${met ? 'met' : 'MISSED'}`);
  if (!met) {
    const line = `MISSED ${name}: ${figure} (target ${target}); limited by ${limit}`;
    console.log(line);
    missed.push(line);
  }
}

/** @typedef {{ rps: number, p99: number, p50: number, non2xx: number, errors: number }} CannonResult */

/**
 * Load on several servers in turns (slices of `seconds / slices` each, the order rotating), so
 * that a busy neighbour on a shared machine weighs on all of them alike. Requests per second over
 * all slices; p99 as the slices' p99s weighted by their requests.
 * @param {{ url: string, headers?: Record<string, string> }[]} targets
 * @param {{ seconds: number, slices: number, connections?: number }} options
 * @returns {Promise<CannonResult[]>}
 */
export async function cannonInTurns(targets, { seconds, slices, connections = 50 }) {
  const slice = seconds / slices;
  const sums = targets.map(() => ({ requests: 0, p99: 0, p50: 0, non2xx: 0, errors: 0 }));
  for (let round = 0; round < slices; round += 1) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const index = (round + turn) % targets.length;
      const target = targets[index];
      const sum = sums[index];
      if (target === undefined || sum === undefined) continue;
      const result = await cannon(target.url, {
        headers: target.headers ?? {},
        seconds: slice,
        connections,
      });
      const requests = result.rps * slice;
      sum.requests += requests;
      sum.p99 += result.p99 * requests;
      sum.p50 += result.p50 * requests;
      sum.non2xx += result.non2xx;
      sum.errors += result.errors;
    }
  }
  return sums.map((sum) => ({
    rps: sum.requests / seconds,
    p99: sum.requests === 0 ? Number.NaN : sum.p99 / sum.requests,
    p50: sum.requests === 0 ? Number.NaN : sum.p50 / sum.requests,
    non2xx: sum.non2xx,
    errors: sum.errors,
  }));
}

/**
 * Requests per second and latency with autocannon (its programmatic API).
 * @param {string} url
 * @param {{ headers?: Record<string, string>, connections?: number, seconds?: number }} [options]
 * @returns {Promise<CannonResult>}
 */
export async function cannon(url, { headers = {}, connections = 50, seconds = 10 } = {}) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The session cookie of a new session for `userId`, written straight into the database the way
 * the server stores it (SHA-256 of the token), as the tests do.
 * @param {(sql: string, params: unknown[]) => Promise<unknown>} run runs one statement (? for parameters)
 * @param {string} userId
 */
export async function createSession(run, userId) {
  const token = crypto.randomBytes(32).toString('base64url');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  await run(
    'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [hash, userId, now, now, now + 29 * 24 * 3600 * 1000],
  );
  return `labtrail_session=${token}`;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles TypeScript of this repository (server modules, testkit helpers) into a throwaway folder
 * inside the repository, so that its packages resolve from node_modules, and loads it.
 * @param {string} name
 * @param {string} contents an ES module importing what it needs by absolute path
 * @returns {Promise<{ module: any, cleanUp: () => void }>}
 */
export async function loadFromSource(name, contents) {
  const { build } = await import('esbuild');
  const external = ['apps/server', 'packages/testkit'].flatMap((folder) =>
    Object.keys(
      JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).dependencies ?? {},
    ).filter((dependency) => !dependency.startsWith('@labtrail/')),
  );
  const folder = mkdtempSync(path.join(ROOT, 'bench', `.test-bundle-${name}-`));
  const outfile = path.join(folder, `${name}.mjs`);
  await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: `${name}-entry.ts` },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  });
  return {
    module: await import(pathToFileURL(outfile).href),
    cleanUp: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** @param {string} file path from the repository's root */
export function fromRoot(file) {
  return JSON.stringify(path.join(ROOT, file));
}

const CLIENT_HEADERS = { 'x-client-source': 'website' };

/**
 * Signs a new person in by phone through the real code flow (captcha, code from the SMS outbox)
 * and returns their session cookie.
 * @param {string} url
 * @param {string} dataDir
 * @param {string} phone
 */
export async function signInByPhone(url, dataDir, phone) {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const challenge = /** @type {import('altcha-lib').Challenge} */ (
    await (await fetch(`${url}/v1/captcha/challenge`)).json()
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  await fetch(`${url}/v2/user/login`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, captcha }),
  });
  const outbox = path.join(dataDir, 'outbox');
  const file = readdirSync(outbox).find((name) => name.endsWith('.sms.json'));
  if (file === undefined) throw new Error('no code arrived');
  const code = /\b(\d{6})\b/.exec(
    JSON.parse(readFileSync(path.join(outbox, file), 'utf8')).text,
  )?.[1];
  const verified = await fetch(`${url}/v1/user/verify`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ tz_offset: -2, version: '0.0.1', phone, code }),
  });
  return (verified.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

/**
 * Uploads one PDF as the web app does; returns the new document's id.
 * @param {string} url
 * @param {string} cookie
 * @param {{ name: string, bytes: Uint8Array }} file
 * @returns {Promise<string>}
 */
export async function uploadDocument(url, cookie, file) {
  const form = new FormData();
  form.append('other', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  const answer = await fetch(`${url}/v2/user/document`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, cookie },
    body: form,
  });
  if (!answer.ok) throw new Error(`upload of ${file.name} answered ${String(answer.status)}`);
  const { user_document_id: id } = /** @type {{ user_document_id: string }} */ (
    await answer.json()
  );
  return id;
}

/**
 * Uploads one PDF and waits until its values can be read (the document is `done` or `failed`).
 * @param {string} url
 * @param {string} cookie
 * @param {{ name: string, bytes: Uint8Array }} file
 * @param {number} [timeoutMs]
 * @returns {Promise<number>} milliseconds
 */
export async function uploadUntilVisible(url, cookie, file, timeoutMs = 120_000) {
  const started = performance.now();
  const id = await uploadDocument(url, cookie, file);
  for (;;) {
    const categories =
      /** @type {{ documents: { user_document_id: string, status: string }[] }[]} */ (
        await (await fetch(`${url}/v1/user/documents`, { headers: { cookie } })).json()
      );
    const documents = categories.flatMap((category) => category.documents);
    const status = documents.find((document) => document.user_document_id === id)?.status;
    if (status === 'done' || status === 'failed') return performance.now() - started;
    if (performance.now() - started > timeoutMs)
      throw new Error(`${file.name} not analysed in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * @param {number} part
 * @param {number} whole
 */
function ratio(part, whole) {
  return whole === 0 ? 1 : part / whole;
}

/** @param {number} value */
function percent(value) {
  return value.toFixed(3);
}

/**
 * Whether a generated report's result has its truth's value in the catalogue unit, allowing for
 * the rounding of unit factors (a relative 0.1 %).
 * @param {{ value_canonical: number }} truth
 * @param {{ value_normalised: number }} result
 */
export function sameCanonicalValue(truth, result) {
  return (
    Math.abs(result.value_normalised - truth.value_canonical) <=
    1e-3 * Math.max(Math.abs(truth.value_canonical), 1e-9)
  );
}

/**
 * Precision, recall and F1 of `counts.tp` right results among `counts.results` read and
 * `counts.truth` printed, on one line.
 * @param {string} label
 * @param {{ tp: number, results: number, truth: number }} counts
 */
export function scoreLine(label, counts) {
  const precision = ratio(counts.tp, counts.results);
  const recall = ratio(counts.tp, counts.truth);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return `${label.padEnd(44)} P ${percent(precision)}  R ${percent(recall)}  F1 ${percent(f1)}  (${String(counts.tp)}/${String(counts.results)} found, ${String(counts.truth)} true)`;
}

/** The columns every bench fills when it seeds results, in the order its rows give them. */
export const SEEDED_RESULT_COLUMNS = [
  'id',
  'user_id',
  'biomarker_id',
  'value',
  'original_value',
  'original_unit',
  'test_date',
  'source',
  'created_at',
];

/**
 * @typedef {{
 *   run: (sql: string, params?: unknown[]) => Promise<void>,
 *   all: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
 *   insertMany: (table: string, columns: string[], rows: unknown[][]) => Promise<void>,
 *   close: () => Promise<void>,
 * }} Connection one statement at a time (? for parameters) on SQLite or PostgreSQL
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

/**
 * The local PostgreSQL prepared as `npm test` prepares it (the cluster started, the test role
 * created), or TEST_DATABASE_URL's server, with a way to make throwaway databases on it; the
 * reason when neither can be had.
 * @param {string} prefix of the databases' names
 * @returns {Promise<{ create: (suffix?: string, template?: string) => Promise<string>, close: () => Promise<void> } | { reason: string }>}
 *   `create` makes a database (a copy of `template` when given) and returns its URL; `close`
 *   drops every database it made
 */
export async function postgresDatabases(prefix) {
  const { default: pg } = await import('pg');
  const postgres = ensurePostgres();
  if (!('url' in postgres)) return { reason: postgres.reason };
  const adminUrl = postgres.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    return {
      reason: `${adminUrl} unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const base = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  /** @type {Map<string, string>} */
  const made = new Map();
  /** @param {string} name */
  const urlOf = (name) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.href;
  };
  return {
    create: async (suffix = '', template) => {
      const name = suffix === '' ? base : `${base}_${suffix}`;
      const from = template === undefined ? undefined : made.get(template);
      await admin.query(`CREATE DATABASE ${name}${from === undefined ? '' : ` TEMPLATE ${from}`}`);
      const url = urlOf(name);
      made.set(url, name);
      return url;
    },
    close: async () => {
      for (const name of made.values())
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** @typedef {{ dataDir: string, env: Record<string, string>, open: () => Promise<Connection> }} BenchDatabase */

/**
 * Runs `bench` on SQLite (a new data folder), then on PostgreSQL (a fresh database on the cluster
 * prepared as `npm test` prepares it, or skipped with the reason), removing each after.
 * @param {string} name the benchmark's name, for its skip line and its databases' names
 * @param {(kind: 'sqlite' | 'postgres', database: BenchDatabase) => Promise<void>} bench
 */
export async function onSqliteThenPostgres(name, bench) {
  const sqliteDir = makeDataDir();
  try {
    await bench('sqlite', {
      dataDir: sqliteDir,
      env: { DATABASE_URL: '' },
      open: () => openSqlite(sqliteDir),
    });
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }
  const databases = await postgresDatabases(`labtrail_bench_${name.replace(/\W+/g, '_')}`);
  if ('reason' in databases) {
    console.log(`${name} (postgres): skipped, ${databases.reason}`);
    return;
  }
  const postgresDir = makeDataDir();
  try {
    const url = await databases.create();
    await bench('postgres', {
      dataDir: postgresDir,
      env: { DATABASE_URL: url },
      open: () => openPostgres(url),
    });
  } finally {
    await databases.close();
    rmSync(postgresDir, { recursive: true, force: true });
  }
}
