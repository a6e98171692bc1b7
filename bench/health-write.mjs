// @ts-check
// One value entered by hand, POST /v1/health/biomarkers, for people with 100, 1,000 and 10,000
// results (40 biomarkers of the catalogue tested weekly, loaded straight into the tables), and
// for a person's first value. Each entry also rewrites the person's summary in its transaction,
// so its cost may grow with the history: the curve is printed with its growth ratios against the
// 10× of linear growth. The people take turns, one request each, with the server's GET
// /api/health as the baseline, so that load from elsewhere on the machine falls on all alike.
// On SQLite, then on PostgreSQL (a fresh database, dropped after), prepared as `npm test`
// prepares it, or skipped with the reason.
import crypto from 'node:crypto';
import os from 'node:os';
import {
  createSession,
  judge,
  onSqliteThenPostgres,
  percentile,
  SEEDED_RESULT_COLUMNS,
  SERVER_BUNDLE,
  startServer,
} from './lib.mjs';

/** @typedef {import('./lib.mjs').Connection} Connection */

const SIZES = [100, 1_000, 10_000];
const BIOMARKERS_PER_TEST = 40;
const DAY_MS = 86_400_000;
const WARMUP_ROUNDS = 5;
const ROUNDS = 60;
const TARGET_P50_MS = 30;
/** From one size to the next, ten times as many results: linear growth at most multiplies by 10. */
const LINEAR_GROWTH = 10;

/** @typedef {{ id: number, unit: string, low: number, high: number }} TestedBiomarker */

/**
 * The catalogue's biomarkers with a numeric range, as the overview lists them, in their units.
 * @param {string} url
 * @param {string} cookie
 * @returns {Promise<TestedBiomarker[]>}
 */
async function testedBiomarkers(url, cookie) {
  const answer = await fetch(`${url}/v1/health/biomarkers`, { headers: { cookie } });
  const categories =
    /** @type {{ biomarkers: { biomarker_id: number, unit: string, range_min: number | null, range_max: number | null }[] }[]} */ (
      await answer.json()
    );
  return categories
    .flatMap((category) => category.biomarkers)
    .filter((biomarker) => biomarker.range_min !== null && biomarker.range_max !== null)
    .slice(0, BIOMARKERS_PER_TEST)
    .map((biomarker) => ({
      id: biomarker.biomarker_id,
      unit: biomarker.unit,
      low: Number(biomarker.range_min),
      high: Number(biomarker.range_max),
    }));
}

/**
 * A value that wanders through the range and a little past it, so that trends and bands vary.
 * @param {TestedBiomarker} biomarker
 * @param {number} step
 */
function valueOf(biomarker, step) {
  const span = biomarker.high - biomarker.low;
  return Number((biomarker.low - 0.1 * span + ((step * 37) % 120) * 0.01 * span).toFixed(2));
}

/**
 * A new person with `count` results: tests a week apart, the latest a week ago, each of the same
 * biomarkers. Answers their session cookie.
 * @param {Connection} connection
 * @param {TestedBiomarker[]} biomarkers
 * @param {number} count
 */
async function person(connection, biomarkers, count) {
  const userId = crypto.randomUUID();
  const now = Date.now();
  await connection.insertMany(
    'users',
    ['id', 'email', 'language', 'created_at'],
    [[userId, `write-${String(count)}-${userId}@example.com`, 'us', now]],
  );
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const week = Math.floor(index / biomarkers.length) + 1;
    const biomarker = biomarkers[index % biomarkers.length];
    if (biomarker === undefined) continue;
    const value = valueOf(biomarker, index);
    const day = new Date(now - week * 7 * DAY_MS).toISOString().slice(0, 10);
    rows.push([
      crypto.randomUUID(),
      userId,
      biomarker.id,
      value,
      value,
      biomarker.unit,
      day,
      'manual',
      now - week * 7 * DAY_MS,
    ]);
  }
  await connection.insertMany('results', SEEDED_RESULT_COLUMNS, rows);
  return createSession(connection.run, userId);
}

/**
 * Milliseconds of one request, from sending it to the last byte of a 200 answer.
 * @param {string} url
 * @param {RequestInit} init
 */
async function timed(url, init) {
  const started = performance.now();
  const answer = await fetch(url, init);
  const body = await answer.text();
  const elapsed = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${url} answered ${String(answer.status)}: ${body}`);
  return elapsed;
}

/** @param {number[]} times */
function p50(times) {
  return percentile(times, 0.5);
}

/**
 * @param {'sqlite' | 'postgres'} kind
 * @param {import('./lib.mjs').BenchDatabase} database
 */
async function benchDatabase(kind, database) {
  const server = await startServer([SERVER_BUNDLE], database.env, { dataDir: database.dataDir });
  try {
    const connection = await database.open();
    /** @type {{ label: string, cookie: string }[]} */
    const people = [];
    let biomarkers;
    try {
      const first = await person(connection, [], 0);
      biomarkers = await testedBiomarkers(server.url, first);
      const loading = performance.now();
      people.push({ label: 'no results (first value)', cookie: first });
      for (const size of SIZES)
        people.push({
          label: `${size.toLocaleString('en')} results`,
          cookie: await person(connection, biomarkers, size),
        });
      await connection.run('ANALYZE');
      console.log(
        `health write (${kind}): ${SIZES.map((size) => size.toLocaleString('en')).join(' / ')} results (${String(biomarkers.length)} biomarkers tested weekly) loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
      );
    } finally {
      await connection.close();
    }
    const today = new Date().toISOString().slice(0, 10);
    /** @param {number} round */
    const post = (round) =>
      people.map(({ cookie }) => {
        const biomarker = biomarkers[round % biomarkers.length];
        if (biomarker === undefined) throw new Error('no biomarker with a range');
        return () =>
          timed(`${server.url}/v1/health/biomarkers`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'x-client-source': 'website' },
            body: JSON.stringify([
              {
                biomarker_id: biomarker.id,
                value: String(valueOf(biomarker, round)),
                unit: biomarker.unit,
                test_date: today,
              },
            ]),
          });
      });
    const health = () => timed(`${server.url}/api/health`, {});
    /** @type {number[][]} */
    const times = [[], ...people.map(() => [])];
    for (let round = -WARMUP_ROUNDS; round < ROUNDS; round += 1) {
      const requests = [health, ...post(round + WARMUP_ROUNDS)];
      for (let turn = 0; turn < requests.length; turn += 1) {
        const index = (Math.abs(round) + turn) % requests.length;
        const elapsed = await requests[index]?.();
        if (round >= 0 && elapsed !== undefined) times[index]?.push(elapsed);
      }
    }
    const [baseline = [], ...perPerson] = times;
    const baselineP50 = p50(baseline);
    console.log(
      `health write (${kind}): baseline GET /api/health p50 ${baselineP50.toFixed(1)} ms, p95 ${percentile(baseline, 0.95).toFixed(1)} ms (${String(ROUNDS)} requests each, in turns)`,
    );
    for (const [index, { label }] of people.entries()) {
      const own = perPerson[index] ?? [];
      console.log(
        `health write (${kind}): POST one value, ${label.padStart(24)}: p50 ${p50(own).toFixed(1)} ms, p95 ${percentile(own, 0.95).toFixed(1)} ms (${(p50(own) / baselineP50).toFixed(1)} × baseline)`,
      );
    }
    const bySize = SIZES.map((_size, index) => p50(perPerson[index + 1] ?? []));
    const growth = bySize.slice(1).map((figure, index) => figure / (bySize[index] ?? Number.NaN));
    const largest = bySize.at(-1) ?? Number.NaN;
    const firstValue = p50(perPerson[0] ?? []);
    judge({
      name: `health write ${kind} POST /v1/health/biomarkers (one value, ${(SIZES.at(-1) ?? 0).toLocaleString('en')} results)`,
      figure: `p50 ${largest.toFixed(1)} ms (baseline GET /api/health ${baselineP50.toFixed(1)} ms, ${(largest / baselineP50).toFixed(1)} ×)`,
      target: `p50 ≤ ${String(TARGET_P50_MS)} ms`,
      met: largest <= TARGET_P50_MS,
      limit: `the work every entry does whatever the history (a first value: p50 ${firstValue.toFixed(1)} ms): the session, a transaction of about eight statements (lock, insert, profile, the latest results, summary replaced, commit with ${kind === 'sqlite' ? 'a synchronous WAL flush' : 'a round trip each'}) and the summary written in two languages; on ${String(os.cpus().length)} cores under load ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
    });
    judge({
      name: `health write ${kind} growth with the history`,
      figure: growth
        .map(
          (ratio, index) =>
            `${(SIZES[index + 1] ?? 0).toLocaleString('en')}/${(SIZES[index] ?? 0).toLocaleString('en')} results: ${ratio.toFixed(2)} ×`,
        )
        .join(', '),
      target: `each ≤ ${String(LINEAR_GROWTH)} × (linear)`,
      met: growth.every((ratio) => ratio <= LINEAR_GROWTH),
      limit: 'work over the whole history in the write’s transaction',
    });
  } finally {
    await server.stop();
  }
}

await onSqliteThenPostgres('health write', benchDatabase);
