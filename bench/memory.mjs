// @ts-check
// Memory of the built server (SQLite): resident set size when idle after start, and the peak while
// it OCRs a scanned page (the analysis thread lives in the same process, so /proc/<pid>/status
// counts it: VmRSS sampled every 20 ms and VmHWM, the kernel's own high-water mark), and once the
// server has been idle after it (the OCR engine and the idle analysis thread are ended). The scanned
// page is the shared fixture when present, else one made like packages/testkit's scans. Against a
// bare node:http server's idle RSS measured the same way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BASELINE_SERVER,
  FIXTURES,
  fromRoot,
  judge,
  loadFromSource,
  SERVER_BUNDLE,
  signInByPhone,
  startServer,
  uploadUntilVisible,
} from './lib.mjs';

const IDLE_TARGET_MB = 150;
const OCR_TARGET_MB = 600;
const SETTLE_MS = 2_000;
const SAMPLE_MS = 20;
/** After a scan, RSS must come back to within this of the idle server's. */
const AFTER_OCR_TARGET_MB = 100;
/** Long enough for the analysis thread's idle end (10 s) and the thread's exit. */
const AFTER_OCR_IDLE_MS = 15_000;

/**
 * @param {number} pid
 * @returns {{ rss: number, hwm: number }} megabytes
 */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kilobytes = (/** @type {string} */ field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kilobytes('VmRSS') / 1024, hwm: kilobytes('VmHWM') / 1024 };
}

/** @returns {Promise<{ name: string, bytes: Uint8Array }>} */
async function scannedPage() {
  if (existsSync(FIXTURES)) {
    const name = readdirSync(FIXTURES).find(
      (file) => file.includes('SCANNED') && file.endsWith('.pdf'),
    );
    if (name !== undefined)
      return { name, bytes: new Uint8Array(readFileSync(path.join(FIXTURES, name))) };
  }
  const { module, cleanUp } = await loadFromSource(
    'scanned-pdf',
    `export { makeScannedPdf } from ${fromRoot('packages/testkit/src/make-scanned-pdf.ts')};`,
  );
  try {
    /** @type {(lines: string[]) => Buffer} */
    const makeScannedPdf = module.makeScannedPdf;
    const lines = [
      'City Diagnostics Laboratory',
      'Report Date: 12/03/2026',
      'Test              Result   Unit     Reference',
      'Haemoglobin       13.5     g/dL     13.0 - 17.0',
      'LDL Cholesterol   172      mg/dL    < 100',
      'HDL Cholesterol   41       mg/dL    > 40',
      'Triglycerides     190      mg/dL    < 150',
      'HbA1c             6.1      %        4.0 - 5.6',
      'Glucose           104      mg/dL    70 - 99',
      'Creatinine        0.9      mg/dL    0.7 - 1.3',
    ];
    return { name: 'generated-scan.pdf', bytes: new Uint8Array(makeScannedPdf(lines)) };
  } finally {
    cleanUp();
  }
}

/** @param {string[]} args */
async function idleMegabytes(args) {
  const server = await startServer(args);
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return memoryOf(server.pid).rss;
  } finally {
    await server.stop();
  }
}

const baselineIdle = await idleMegabytes(['-e', BASELINE_SERVER]);
const scan = await scannedPage();
const server = await startServer([SERVER_BUNDLE]);
try {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const idle = memoryOf(server.pid).rss;
  judge({
    name: 'memory idle',
    figure: `baseline node:http ${baselineIdle.toFixed(0)} MB, labtrail ${idle.toFixed(0)} MB RSS, ratio ${(idle / baselineIdle).toFixed(1)}`,
    target: `≤ ${String(IDLE_TARGET_MB)} MB`,
    met: idle <= IDLE_TARGET_MB,
    limit: 'the modules loaded at start (Fastify, Kysely, the catalogue, the OpenAPI document)',
  });
  const cookie = await signInByPhone(server.url, server.dataDir, '+491709990001');
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(server.pid).rss);
  }, SAMPLE_MS);
  let took;
  try {
    took = await uploadUntilVisible(server.url, cookie, scan);
  } finally {
    clearInterval(sampler);
  }
  const { hwm } = memoryOf(server.pid);
  const highest = Math.max(peak, hwm);
  judge({
    name: 'memory while OCR-ing a scanned page',
    figure: `peak ${highest.toFixed(0)} MB (VmHWM ${hwm.toFixed(0)} MB, highest VmRSS sample ${peak.toFixed(0)} MB), ${scan.name} done in ${(took / 1000).toFixed(1)} s`,
    target: `≤ ${String(OCR_TARGET_MB)} MB`,
    met: highest <= OCR_TARGET_MB,
    limit:
      'the analysis thread: pdfjs rendering the page to a bitmap plus tesseract.js (WebAssembly heap and both language models)',
  });
  await new Promise((resolve) => setTimeout(resolve, AFTER_OCR_IDLE_MS));
  const afterIdle = memoryOf(server.pid).rss;
  judge({
    name: 'memory after OCR, once idle',
    figure: `start ${idle.toFixed(0)} MB, peak ${highest.toFixed(0)} MB, after ${String(AFTER_OCR_IDLE_MS / 1000)} s idle ${afterIdle.toFixed(0)} MB RSS (+${(afterIdle - idle).toFixed(0)} MB)`,
    target: `≤ start + ${String(AFTER_OCR_TARGET_MB)} MB`,
    met: afterIdle - idle <= AFTER_OCR_TARGET_MB,
    limit: 'what the allocator keeps of the ended analysis thread and OCR engine',
  });
} finally {
  await server.stop();
}
