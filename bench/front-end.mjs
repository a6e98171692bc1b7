// @ts-check
// The web app as a browser first meets it. Initial JavaScript of /login: the chunks index.html
// loads or preloads and their static imports, gzipped (-9, kB of 1,000 bytes), against the
// libraries' chunk among them as the baseline; the chunks
// the /biomarkers route adds when it is opened. Then Lighthouse 12 (performance and accessibility,
// its default mobile profile with simulated throttling) on /login and on /biomarkers signed in as
// the demo person, against the built server (SQLite); Chromium from CHROME_PATH or
// /usr/bin/chromium, nothing downloaded.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createSession, judge, SERVER_BUNDLE, startServer } from './lib.mjs';

const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const DEMO_BUNDLE = path.join(path.dirname(SERVER_BUNDLE), 'demo.js');
const LOGIN_JS_TARGET_KB = 120;
const LIGHTHOUSE_TARGET = 0.95;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @param {string} file path under dist */
function gzippedKb(file) {
  return zlib.gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length / 1000;
}

/**
 * A chunk and every chunk it imports statically, transitively (Vite writes `from"./x.js"`).
 * @param {string} file e.g. assets/index-abc.js
 * @param {Set<string>} seen
 */
function withStaticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(WEB_DIST, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    withStaticImports(path.posix.join('assets', match[1] ?? ''), seen);
  return seen;
}

/** @param {Iterable<string>} files */
function describe(files) {
  return [...files].map((file) => ({ file, kb: gzippedKb(file) })).sort((a, b) => b.kb - a.kb);
}

function measureBundles() {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  /** @type {Set<string>} */
  const initial = new Set();
  for (const file of [...entries, ...preloads]) withStaticImports(file, initial);
  const loginChunks = describe(initial);
  const loginKb = loginChunks.reduce((sum, chunk) => sum + chunk.kb, 0);
  // The build puts every library the entry needs into one 'framework' chunk (vite.config.ts):
  // the floor no page can go below, measured in the same build as the baseline.
  const frameworkKb = loginChunks
    .filter((chunk) => path.basename(chunk.file).startsWith('framework-'))
    .reduce((sum, chunk) => sum + chunk.kb, 0);
  judge({
    name: 'front end initial JS for /login',
    figure: `${loginKb.toFixed(1)} kB gzipped (${loginChunks.map((chunk) => `${path.basename(chunk.file)} ${chunk.kb.toFixed(1)}`).join(', ')}); baseline: the libraries alone ${frameworkKb.toFixed(1)} kB, the app's own code ${(loginKb - frameworkKb).toFixed(1)} kB (${(loginKb / frameworkKb).toFixed(2)}× the libraries)`,
    target: `≤ ${String(LOGIN_JS_TARGET_KB)} kB`,
    met: loginKb <= LOGIN_JS_TARGET_KB,
    limit: `the libraries every page needs before any of its own code, ${frameworkKb.toFixed(1)} kB gzipped by themselves: react-dom ≈ 64 kB, react-router ≈ 30 kB, i18next with react-i18next ≈ 21 kB and TanStack Query ≈ 10 kB (the auth screens use it)`,
  });
  const route = readdirSync(path.join(WEB_DIST, 'assets')).find(
    (name) => name.startsWith('biomarkers-overview-page-') && name.endsWith('.js'),
  );
  if (route !== undefined) {
    const added = describe(
      [...withStaticImports(`assets/${route}`)].filter((file) => !initial.has(file)),
    );
    const addedKb = added.reduce((sum, chunk) => sum + chunk.kb, 0);
    console.log(
      `front end /biomarkers route: ${addedKb.toFixed(1)} kB gzipped more (${added.map((chunk) => `${path.basename(chunk.file)} ${chunk.kb.toFixed(1)}`).join(', ')}) (reported, no target)`,
    );
  }
}

/** The web app's one persisted item (apps/web/src/lib/constants.ts): signed-in pages need it. */
const AUTH_STORAGE = [
  'auth-storage',
  JSON.stringify({ state: { authIsUserAuthenticated: true }, version: 0 }),
];

/**
 * Where the page's time goes, for a MISSED line: the largest paint's render delay, the main
 * thread's work by kind (4× slowed, as Lighthouse simulates a phone) and the page's size in
 * elements.
 * @param {Record<string, { displayValue?: string, details?: unknown }>} audits
 */
function mainThreadCosts(audits) {
  /** @param {string} id */
  const detailItems = (id) =>
    /** @type {{ items?: Record<string, unknown>[] }[]} */ (
      /** @type {{ items?: unknown[] } | undefined} */ (audits[id]?.details)?.items ?? []
    );
  const phases = detailItems('largest-contentful-paint-element')[1]?.items ?? [];
  const renderDelay = phases.find((item) => item.phase === 'Render Delay');
  const work = /** @type {{ groupLabel: string, duration: number }[]} */ (
    /** @type {unknown} */ (detailItems('mainthread-work-breakdown'))
  )
    .slice(0, 3)
    .map((item) => `${item.groupLabel.toLowerCase()} ${(item.duration / 1000).toFixed(1)} s`);
  return [
    renderDelay === undefined
      ? undefined
      : `largest paint ${String(renderDelay.percent)} render delay (${(Number(renderDelay.timing) / 1000).toFixed(1)} s from the page's first byte to the paint)`,
    `main thread ${audits['mainthread-work-breakdown']?.displayValue ?? '?'} (${work.join(', ')})`,
    `DOM ${audits['dom-size']?.displayValue ?? '?'}`,
  ]
    .filter((part) => part !== undefined)
    .join('; ');
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {boolean} signedIn also set the app's signed-in flag in localStorage, as after a sign-in
 */
async function lighthouseScores(url, headers, signedIn) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (signedIn) {
      // localStorage can only be written from a page of the origin: puppeteer-core (Lighthouse's
      // own dependency) opens one, writes the flag and leaves; the storage is kept for the run.
      const { default: puppeteer } = await import('puppeteer-core');
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${String(chrome.port)}`,
      });
      const page = await browser.newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate(
        `localStorage.setItem(${JSON.stringify(AUTH_STORAGE[0])}, ${JSON.stringify(AUTH_STORAGE[1])})`,
      );
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: headers,
      disableStorageReset: signedIn,
    });
    if (result === undefined) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    if (process.env.BENCH_LIGHTHOUSE_JSON)
      (await import('node:fs')).writeFileSync(
        `${process.env.BENCH_LIGHTHOUSE_JSON}-${new URL(url).pathname.replaceAll('/', '')}.json`,
        JSON.stringify(result.lhr),
      );
    /** The audits that cost points, worst first, for the MISSED line. */
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
      .slice(0, 6);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    return {
      mainThread: mainThreadCosts(audits),
      /** Lighthouse's measure of the host's speed: lower while other work shares the CPU. */
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      // Lighthouse sometimes cannot take a page's timings at all (no paint seen): a score of null.
      measured: typeof categories.performance?.score === 'number',
      finalUrl: result.lhr.finalDisplayedUrl,
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      failing,
      metrics,
    };
  } finally {
    chrome.kill();
  }
}

async function measureLighthouse() {
  if (!existsSync(CHROME_PATH)) {
    console.log(`front end Lighthouse: skipped, no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
    return;
  }
  const server = await startServer([SERVER_BUNDLE]);
  try {
    const demo = spawnSync(process.execPath, [DEMO_BUNDLE], {
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (demo.status !== 0) throw new Error(`demo account not created: ${demo.stderr}`);
    const { default: SQLite } = await import('better-sqlite3');
    const file = new SQLite(path.join(server.dataDir, 'labtrail.db'));
    let cookie;
    try {
      const user = /** @type {{ id: string }} */ (
        file.prepare('SELECT id FROM users WHERE email = ?').get('demo@labtrail.local')
      );
      cookie = await createSession(
        async (sql, params) => file.prepare(sql).run(...params),
        user.id,
      );
    } finally {
      file.close();
    }
    for (const [page, headers] of /** @type {const} */ ([
      ['/login', {}],
      ['/biomarkers', { Cookie: cookie }],
    ])) {
      let scores = await lighthouseScores(`${server.url}${page}`, headers, page !== '/login');
      if (!scores.measured) {
        console.log(`front end Lighthouse ${page}: no timings this time; measuring once more`);
        scores = await lighthouseScores(`${server.url}${page}`, headers, page !== '/login');
      }
      if (page !== '/login' && !scores.finalUrl.endsWith(page))
        throw new Error(`Lighthouse ended on ${scores.finalUrl}, not ${page}: not signed in`);
      for (const category of /** @type {const} */ (['performance', 'accessibility']))
        judge({
          name: `front end Lighthouse ${category} ${page}`,
          figure: `${scores[category].toFixed(2)}${category === 'performance' ? ` (${scores.metrics}; host benchmarkIndex ${scores.benchmarkIndex.toFixed(0)})` : ''}`,
          target: `≥ ${String(LIGHTHOUSE_TARGET)}`,
          met: scores[category] >= LIGHTHOUSE_TARGET,
          limit: `${scores.mainThread}; the audits that lose points: ${scores.failing.join(', ') || 'none below 0.9'}`,
        });
    }
  } finally {
    await server.stop();
  }
}

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.log('front end: skipped, the web app is not built (npm run build)');
} else {
  measureBundles();
  await measureLighthouse();
}
