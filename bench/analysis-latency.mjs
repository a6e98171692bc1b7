// @ts-check
// Upload → values visible through the API, on the built server (SQLite, the analysis thread):
// p50 and p95 over the shared text-PDF fixtures, and the scanned page; against the same server's
// answer to /api/health measured in the same run (the floor of any round trip). Prints
// `pdftotext`'s time for the same files beside it when it is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIXTURES,
  median,
  percentile,
  SERVER_BUNDLE,
  signInByPhone,
  startServer,
  uploadUntilVisible as uploadBytes,
} from './lib.mjs';

const PHONE = '+491709990000';

/**
 * @param {string} url
 * @param {string} cookie
 * @param {string} file
 */
function uploadUntilVisible(url, cookie, file) {
  return uploadBytes(url, cookie, {
    name: path.basename(file),
    bytes: new Uint8Array(readFileSync(file)),
  });
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
    const cookie = await signInByPhone(server.url, server.dataDir, PHONE);
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
