// @ts-check
// Upload → values visible through the API, on the built server (SQLite, the analysis thread):
// p50 and p95 over the shared text-PDF fixtures, and the scanned page; against the same server's
// answer to /api/health measured in the same run (the floor of any round trip). Prints
// `pdftotext`'s time for the same files beside it when it is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { median, percentile, SERVER_BUNDLE, startServer } from './lib.mjs';

const FIXTURES = fileURLToPath(new URL('../../shared/fixtures/lab-reports', import.meta.url));
const PHONE = '+491709990000';
const HEADERS = { 'x-client-source': 'website' };
const DONE_TIMEOUT_MS = 120_000;

/** @param {string} url */
async function signIn(url, /** @type {string} */ dataDir) {
  const challenge = /** @type {import('altcha-lib').Challenge} */ (
    await (await fetch(`${url}/v1/captcha/challenge`)).json()
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  await fetch(`${url}/v2/user/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ phone: PHONE, captcha }),
  });
  const outbox = path.join(dataDir, 'outbox');
  const file = readdirSync(outbox).find((name) => name.endsWith('.sms.json'));
  if (file === undefined) throw new Error('no code arrived');
  const code = /\b(\d{6})\b/.exec(
    JSON.parse(readFileSync(path.join(outbox, file), 'utf8')).text,
  )?.[1];
  const verified = await fetch(`${url}/v1/user/verify`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ tz_offset: -2, version: '0.0.1', phone: PHONE, code }),
  });
  return (verified.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

/**
 * Uploads one PDF and waits until its values can be read (the document is `done`).
 * @returns {Promise<number>} milliseconds
 */
async function uploadUntilVisible(
  /** @type {string} */ url,
  /** @type {string} */ cookie,
  /** @type {string} */ file,
) {
  const form = new FormData();
  form.append(
    'other',
    new Blob([readFileSync(file)], { type: 'application/pdf' }),
    path.basename(file),
  );
  const started = performance.now();
  const answer = await fetch(`${url}/v2/user/document`, {
    method: 'POST',
    headers: { ...HEADERS, cookie },
    body: form,
  });
  const { user_document_id: id } = /** @type {{ user_document_id: string }} */ (
    await answer.json()
  );
  for (;;) {
    const categories =
      /** @type {{ documents: { user_document_id: string, status: string }[] }[]} */ (
        await (await fetch(`${url}/v1/user/documents`, { headers: { cookie } })).json()
      );
    const documents = categories.flatMap((category) => category.documents);
    const status = documents.find((document) => document.user_document_id === id)?.status;
    if (status === 'done' || status === 'failed') return performance.now() - started;
    if (performance.now() - started > DONE_TIMEOUT_MS)
      throw new Error(`${file} not analysed in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

if (!existsSync(FIXTURES)) {
  console.log(`analysis latency: skipped, no fixtures at ${FIXTURES}`);
} else {
  const files = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.pdf'))
    .sort();
  const scanned = files.filter((name) => name.includes('SCANNED'));
  const text = files.filter((name) => !name.includes('SCANNED'));
  const server = await startServer([SERVER_BUNDLE]);
  try {
    const cookie = await signIn(server.url, server.dataDir);
    const health = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      health.push(performance.now() - started);
    }
    // The first upload starts the analysis thread: measured apart as a cold start.
    const cold = await uploadUntilVisible(server.url, cookie, path.join(FIXTURES, text[0] ?? ''));
    const textTimes = [];
    for (const name of text)
      textTimes.push(await uploadUntilVisible(server.url, cookie, path.join(FIXTURES, name)));
    const scannedTimes = [];
    for (const name of scanned)
      scannedTimes.push(await uploadUntilVisible(server.url, cookie, path.join(FIXTURES, name)));
    console.log(
      `analysis latency: baseline /api/health round trip ${median(health).toFixed(1)} ms; text PDFs (${String(text.length)}): p50 ${median(textTimes).toFixed(0)} ms, p95 ${percentile(textTimes, 0.95).toFixed(0)} ms (target p50 ≤ 3000 ms); first upload (cold thread) ${cold.toFixed(0)} ms`,
    );
    if (scannedTimes.length > 0)
      console.log(
        `analysis latency: scanned page(s) (${String(scannedTimes.length)}): ${scannedTimes.map((t) => `${t.toFixed(0)} ms`).join(', ')} (target ≤ 8000 ms)`,
      );
    const pdftotext = spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;
    if (pdftotext) {
      const started = performance.now();
      for (const name of text)
        execFileSync('pdftotext', ['-layout', path.join(FIXTURES, name), '-'], { stdio: 'ignore' });
      console.log(
        `analysis latency: pdftotext over the same ${String(text.length)} text PDFs ${(performance.now() - started).toFixed(0)} ms in all`,
      );
    }
  } finally {
    await server.stop();
  }
}
