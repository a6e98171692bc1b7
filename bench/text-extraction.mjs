// @ts-check
// Text extraction, pages per second: pdfjs as the server runs it (readPdfText, text layer only, no
// OCR) over the shared text-PDF fixtures, or over generated lab reports when they are absent;
// `pdftotext` over the same files beside it when it is installed (the ceiling of a native reader).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURES, fromRoot, loadFromSource } from './lib.mjs';

const ROUNDS = 3;
const GENERATED_FILES = 20;
const GENERATED_PAGES = 3;

const { module, cleanUp } = await loadFromSource(
  'text-extraction',
  `export { readPdfText } from ${fromRoot('apps/server/src/modules/analysis/read-pdf/read-pdf-text.ts')};
   export { makePdf } from ${fromRoot('packages/testkit/src/make-pdf.ts')};`,
);
/** @type {{ readPdfText: (bytes: Uint8Array, options: { maxPages: number, ocr: undefined }) => Promise<{ pages: unknown[] }>, makePdf: (pages: { x: number, y: number, text: string }[][]) => Buffer }} */
const { readPdfText, makePdf } = module;

/** A generated lab report page: a heading and a table of 40 rows. */
function generatedPage(/** @type {number} */ seed) {
  const rows = Array.from({ length: 40 }, (_, index) => {
    const y = 740 - index * 16;
    return [
      { x: 50, y, text: `Marker ${String(seed)}-${String(index)}` },
      { x: 230, y, text: String(10 + ((seed * 7 + index) % 90)) },
      { x: 310, y, text: 'mg/dL' },
      { x: 380, y, text: '10 - 100' },
    ];
  });
  return [{ x: 50, y: 800, text: 'City Diagnostics Laboratory' }, ...rows.flat()];
}

/** @type {{ name: string, file: string }[]} */
let files;
let folder = '';
if (existsSync(FIXTURES)) {
  files = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.pdf') && !name.includes('SCANNED'))
    .sort()
    .map((name) => ({ name, file: path.join(FIXTURES, name) }));
} else {
  console.log(
    `text extraction: no fixtures at ${FIXTURES}; using ${String(GENERATED_FILES)} generated reports of ${String(GENERATED_PAGES)} pages`,
  );
  folder = mkdtempSync(path.join(os.tmpdir(), 'labtrail-bench-pdf-'));
  files = Array.from({ length: GENERATED_FILES }, (_, index) => {
    const name = `generated-${String(index)}.pdf`;
    const file = path.join(folder, name);
    writeFileSync(
      file,
      makePdf(
        Array.from({ length: GENERATED_PAGES }, (_page, page) => generatedPage(index * 10 + page)),
      ),
    );
    return { name, file };
  });
}

try {
  const bytes = files.map(({ file }) => new Uint8Array(readFileSync(file)));
  let pages = 0;
  for (const pdf of bytes)
    pages += (await readPdfText(pdf, { maxPages: 1000, ocr: undefined })).pages.length;
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const pdf of bytes) await readPdfText(pdf, { maxPages: 1000, ocr: undefined });
  const pdfjsSeconds = (performance.now() - started) / 1000;
  const pdfjsRate = (pages * ROUNDS) / pdfjsSeconds;
  let beside = 'pdftotext is not installed here (poppler-utils), so there is no native baseline';
  if (spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0) {
    const nativeStarted = performance.now();
    for (let round = 0; round < ROUNDS; round += 1)
      for (const { file } of files)
        execFileSync('pdftotext', ['-layout', file, '-'], { stdio: 'ignore' });
    const nativeRate = (pages * ROUNDS) / ((performance.now() - nativeStarted) / 1000);
    beside = `pdftotext ${nativeRate.toFixed(0)} pages/s (a process per file), pdfjs at ${(pdfjsRate / nativeRate).toFixed(2)} × it`;
  }
  console.log(
    `text extraction: pdfjs ${pdfjsRate.toFixed(0)} pages/s over ${String(files.length)} PDFs (${String(pages)} pages, ${String(ROUNDS)} rounds, warm); ${beside} (no target)`,
  );
} finally {
  cleanUp();
  if (folder !== '') rmSync(folder, { recursive: true, force: true });
}
