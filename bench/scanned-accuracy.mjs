// @ts-check
// Accuracy of lab-report understanding on scans: generated reports (packages/testkit/src/
// lab-report-generator) printed and scanned by scanReport (150–200 dpi, up to 2° askew, blur,
// noise, specks, JPEG) so that the server must read them by OCR. Precision, recall and F1 per
// layout class and overall, seconds of analysis per page (p50, max), and the wrong values and
// misses. The seeds are the fixed EVALUATION range 20001–20020, never looked at while tuning;
// `--tune` reads seeds 1–10 instead and lists every miss and wrong row. Scoring as in
// generated-accuracy.mjs: a result is right when its biomarker is in the truth and its value in
// the catalogue unit is the printed one converted (0.1 % tolerance for unit factors).
import { fromRoot, loadFromSource, median, scoreLine, sameCanonicalValue } from './lib.mjs';

const TUNING = process.argv.includes('--tune');
const SEEDS = TUNING
  ? Array.from({ length: 10 }, (_, at) => 1 + at)
  : Array.from({ length: 20 }, (_, at) => 20001 + at);
/** The one-page table classes a scan is most often of; OCR takes seconds a page, so only these. */
const LAYOUTS = ['table', 'table-flag-column', 'german', 'two-tables-side-by-side'];
/** How many missed and wrong rows to list after the scores (all of them when tuning). */
const LIST_LIMIT = TUNING ? Number.POSITIVE_INFINITY : 20;
/** scanReport writes one page dictionary per page, in this exact spelling. */
const PAGE_DICTIONARY = /\/Type \/Page /g;

/**
 * @typedef {{ biomarker_id: number, printed_name: string, value: number, unit: string, comparator: string | null, value_canonical: number }} TruthResult
 * @typedef {{ layout: string, seed: number, pdf: Buffer, truth: { report_date: string, results: TruthResult[] } }} GeneratedReport
 * @typedef {{ name: string, biomarker_id: number, value_normalised: number, unit_normalised: string }} Result
 * @typedef {{ report_date: string | null, results: Result[] }} Report
 */

const { module, cleanUp } = await loadFromSource(
  'scanned-accuracy',
  `
  import { createPdfAnalyser } from ${fromRoot('apps/server/src/modules/analysis/analyse-pdf.ts')};
  import { createOcrEngine } from ${fromRoot('apps/server/src/modules/analysis/read-pdf/create-ocr-engine.ts')};
  import { ALL_BIOMARKERS } from ${fromRoot('apps/server/src/modules/biomarkers/catalogue/catalogue.ts')};
  import { generateLabReport } from ${fromRoot('packages/testkit/src/lab-report-generator/generate-lab-report.ts')};
  import { scanReport } from ${fromRoot('packages/testkit/src/lab-report-generator/scan-report.ts')};
  import { makeScannedPdf } from ${fromRoot('packages/testkit/src/make-scanned-pdf.ts')};
  export const ocr = createOcrEngine();
  export const analyse = createPdfAnalyser(ocr);
  export const generate = (seed, layout) => generateLabReport(seed, layout, ALL_BIOMARKERS);
  export { makeScannedPdf, scanReport };
  `,
);

/** @type {{ close: () => Promise<void> }} */
const ocr = module.ocr;
/** @type {(bytes: Uint8Array, signal: AbortSignal) => Promise<Report>} */
const analyse = module.analyse;
/** @type {(seed: number, layout: string) => GeneratedReport} */
const generate = module.generate;
/** @type {(pdf: Buffer, seed: number) => Promise<Buffer>} */
const scanReport = module.scanReport;
/** @type {(lines: string[]) => Buffer} */
const makeScannedPdf = module.makeScannedPdf;

/** @type {string[]} */
const misses = [];
/** @type {string[]} */
const wrong = [];
/** @type {number[]} */
const secondsPerPage = [];
try {
  // The OCR worker starts on first use; starting it here keeps its start out of the timings.
  await analyse(new Uint8Array(makeScannedPdf(['Glucose 92 mg/dL'])), AbortSignal.timeout(60_000));
  const total = { tp: 0, results: 0, truth: 0 };
  let datesRight = 0;
  for (const layout of LAYOUTS) {
    const counts = { tp: 0, results: 0, truth: 0 };
    let dates = 0;
    for (const seed of SEEDS) {
      const report = generate(seed, layout);
      const scan = await scanReport(report.pdf, seed);
      const started = performance.now();
      const read = await analyse(new Uint8Array(scan), AbortSignal.timeout(120_000));
      const pages = Math.max(1, scan.toString('latin1').match(PAGE_DICTIONARY)?.length ?? 0);
      secondsPerPage.push((performance.now() - started) / 1000 / pages);
      const right = read.results.filter((result) =>
        report.truth.results.some(
          (truth) =>
            truth.biomarker_id === result.biomarker_id && sameCanonicalValue(truth, result),
        ),
      );
      counts.tp += right.length;
      counts.results += read.results.length;
      counts.truth += report.truth.results.length;
      if (read.report_date === report.truth.report_date) dates += 1;
      for (const result of read.results.filter((each) => !right.includes(each))) {
        const printed = report.truth.results.find(
          (truth) => truth.biomarker_id === result.biomarker_id,
        );
        wrong.push(
          `  wrong: ${layout} #${String(seed)} ${result.name} = ${String(result.value_normalised)} ${result.unit_normalised}` +
            (printed === undefined
              ? ' (not printed)'
              : ` (printed ${printed.comparator ?? ''}${String(printed.value)} ${printed.unit} = ${String(printed.value_canonical)})`),
        );
      }
      for (const truth of report.truth.results) {
        if (!right.some((result) => result.biomarker_id === truth.biomarker_id))
          misses.push(
            `  miss: ${layout} #${String(seed)} ${truth.printed_name} = ${truth.comparator ?? ''}${String(truth.value)} ${truth.unit}`,
          );
      }
    }
    total.tp += counts.tp;
    total.results += counts.results;
    total.truth += counts.truth;
    datesRight += dates;
    console.log(
      `${scoreLine(`scanned ${layout}`, counts)}  date ${String(dates)}/${String(SEEDS.length)}`,
    );
  }
  const range = `${String(SEEDS[0])}–${String(SEEDS.at(-1))}`;
  console.log(
    `${scoreLine(`scanned overall (seeds ${range})`, total)}  date ${String(datesRight)}/${String(SEEDS.length * LAYOUTS.length)}`,
  );
  console.log(
    `scanned seconds per page: p50 ${median(secondsPerPage).toFixed(1)}, max ${Math.max(...secondsPerPage).toFixed(1)}`,
  );
  for (const row of [...wrong.slice(0, LIST_LIMIT), ...misses.slice(0, LIST_LIMIT)])
    console.log(row);
  console.log(`  (${String(wrong.length)} wrong, ${String(misses.length)} missed in all)`);
} finally {
  await ocr.close();
  cleanUp();
}
