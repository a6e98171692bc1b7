// @ts-check
// `npm test`: check, unit, integration on SQLite and PostgreSQL, the build, the crash test
// (kill -9 against the built server), then the browser suite against the built app. Prepares what a
// fresh machine lacks (dependencies, a running PostgreSQL with a test role, Debian's Chromium) and
// closes with one line counting every test that ran.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { tryRun } from './run.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
const RESULTS = 'test-results';
const isCi = process.env.CI === 'true' || process.env.CI === '1';

/** @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, skipped: number, note?: string }} StepResult */
/** @type {StepResult[]} */
const steps = [];

/**
 * @param {string} file
 * @returns {{ passed: number, failed: number, skipped: number }}
 */
function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * @param {string} file
 * @returns {{ passed: number, failed: number, skipped: number }}
 */
function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  /** @type {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number } }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

/**
 * A script's own count of its checks, `{ passed, failed }`.
 * @param {string} file
 * @returns {{ passed: number, failed: number, skipped: number }}
 */
function countChecks(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  /** @type {{ passed: number, failed: number }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { ...report, skipped: 0 };
}

/**
 * @param {string} name
 * @param {() => boolean} work
 * @param {() => { passed: number, failed: number, skipped: number }} [count]
 */
function step(name, work, count) {
  console.log(`\n━━ ${name} ━━`);
  const ok = work();
  const counted = count?.() ?? { passed: 0, failed: 0, skipped: 0 };
  // A runner that fails before reporting still fails the step.
  const failed = ok ? counted.failed : Math.max(counted.failed, 1);
  steps.push({ name, status: ok ? 'passed' : 'failed', ...counted, failed });
}

/**
 * @param {string} name
 * @param {string} reason
 */
function skip(name, reason) {
  console.log(`\n━━ ${name} ━━\nSkipped: ${reason}`);
  steps.push({ name, status: 'skipped', passed: 0, failed: 0, skipped: 0, note: reason });
}

/**
 * @param {string[]} projects
 * @param {string} report
 * @param {NodeJS.ProcessEnv} [env]
 */
function vitest(projects, report, env = process.env) {
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return tryRun(
    'npx',
    [
      'vitest',
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env },
  );
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
ensureInstalled();

step('check (types, lint, format)', () => tryRun('npm', ['run', 'check', '--silent']));

step(
  'unit (contract, server and web)',
  () => vitest(['unit:contract', 'unit:server', 'unit:web'], `${RESULTS}/unit.json`),
  () => countVitest(`${RESULTS}/unit.json`),
);

step(
  'integration on SQLite',
  () => vitest(['integration:sqlite'], `${RESULTS}/integration-sqlite.json`),
  () => countVitest(`${RESULTS}/integration-sqlite.json`),
);

const postgres = ensurePostgres();
if ('url' in postgres) {
  const env = { ...process.env, TEST_DATABASE_URL: postgres.url };
  step(
    'integration on PostgreSQL',
    () => vitest(['integration:postgres'], `${RESULTS}/integration-postgres.json`, env),
    () => countVitest(`${RESULTS}/integration-postgres.json`),
  );
} else if (isCi) {
  step('integration on PostgreSQL', () => {
    console.error(`PostgreSQL is required in CI: ${postgres.reason}`);
    return false;
  });
} else {
  skip('integration on PostgreSQL', postgres.reason);
}

step('build', () => tryRun('npm', ['run', 'build', '--silent']));

step(
  'crash safety (kill -9 during an upload, an analysis and a burst of writes)',
  () =>
    tryRun('node', ['scripts/crash-test.mjs'], {
      env: { ...process.env, CRASH_TEST_REPORT: `${RESULTS}/crash-test.json` },
    }),
  () => countChecks(`${RESULTS}/crash-test.json`),
);

const chromiumProblem = ensureChromium();
if (chromiumProblem === undefined) {
  step(
    'end-to-end in Chromium',
    () => tryRun('npx', ['playwright', 'test'], { cwd: 'e2e' }),
    () => countPlaywright('e2e/test-results/results.json'),
  );
} else {
  step('end-to-end in Chromium', () => {
    console.error(`The browser suite cannot run: ${chromiumProblem}`);
    return false;
  });
}

const total = steps.reduce(
  (sum, result) => ({
    passed: sum.passed + result.passed,
    failed: sum.failed + result.failed,
    skipped: sum.skipped + result.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n━━ What ran ━━');
for (const result of steps) {
  const mark = { passed: '✓', failed: '✗', skipped: '–' }[result.status];
  const counts =
    result.passed + result.failed + result.skipped > 0
      ? ` — ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`
      : '';
  console.log(
    `${mark} ${result.name}${counts}${result.note === undefined ? '' : ` (${result.note})`}`,
  );
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(steps.some((result) => result.status === 'failed') ? 1 : 0);
