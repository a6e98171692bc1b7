// @ts-check
// Accuracy of lab-report understanding on reports the project generates itself
// (packages/testkit/src/lab-report-generator): precision, recall and F1 per layout class and
// overall, plus the first misses and wrong values. The seeds are the fixed EVALUATION range
// 10001–10080, which is never looked at while tuning the reader, so the figures say how the
// reader does on layouts it was not fitted to. `--tune` scores the TUNING seeds 1–100 instead (the
// unit test uses 1–24) and lists every miss and wrong value, to look at while working on the
// reader. A result is right when its biomarker is in the truth and its value in the catalogue
// unit is the printed one converted (0.1 % tolerance for unit factors).
import { fromRoot, loadFromSource, scoreLine, sameCanonicalValue } from './lib.mjs';

const TUNING = process.argv.includes('--tune');
const SEEDS = TUNING
  ? Array.from({ length: 100 }, (_, at) => 1 + at)
  : Array.from({ length: 80 }, (_, at) => 10001 + at);
const SEED_RANGE = `seeds ${String(SEEDS[0])}–${String(SEEDS.at(-1))}`;
/** How many missed and wrong rows to list after the scores: all of them when tuning. */
const LIST_LIMIT = TUNING ? Number.POSITIVE_INFINITY : 20;

/**
 * @typedef {{ biomarker_id: number, printed_name: string, value: number, unit: string, comparator: string | null, value_canonical: number }} TruthResult
 * @typedef {{ layout: string, seed: number, pdf: Buffer, truth: { report_date: string, results: TruthResult[] } }} GeneratedReport
 * @typedef {{ name: string, biomarker_id: number, value_normalised: number, unit_normalised: string }} Result
 * @typedef {{ report_date: string | null, results: Result[] }} Report
 */

const { module, cleanUp } = await loadFromSource(
  'generated-accuracy',
  `
  import { createPdfAnalyser } from ${fromRoot('apps/server/src/modules/analysis/analyse-pdf.ts')};
  import { ALL_BIOMARKERS } from ${fromRoot('apps/server/src/modules/biomarkers/catalogue/catalogue.ts')};
  import { generateLabReport, LAYOUT_CLASSES } from ${fromRoot('packages/testkit/src/lab-report-generator/generate-lab-report.ts')};
  export const analyse = createPdfAnalyser(undefined);
  export const layouts = LAYOUT_CLASSES;
  export const generate = (seed, layout) => generateLabReport(seed, layout, ALL_BIOMARKERS);
  `,
);

/** @type {(bytes: Uint8Array, signal: AbortSignal) => Promise<Report>} */
const analyse = module.analyse;
/** @type {string[]} */
const layouts = module.layouts;
/** @type {(seed: number, layout: string) => GeneratedReport} */
const generate = module.generate;

/** @type {string[]} */
const misses = [];
/** @type {string[]} */
const wrong = [];
try {
  const total = { tp: 0, results: 0, truth: 0 };
  let datesRight = 0;
  for (const layout of layouts) {
    const counts = { tp: 0, results: 0, truth: 0 };
    let dates = 0;
    for (const seed of SEEDS) {
      const report = generate(seed, layout);
      const read = await analyse(new Uint8Array(report.pdf), AbortSignal.timeout(60_000));
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
        wrong.push(
          `  wrong: ${layout} #${String(seed)} ${result.name} = ${String(result.value_normalised)} ${result.unit_normalised}`,
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
    console.log(`${scoreLine(layout, counts)}  date ${String(dates)}/${String(SEEDS.length)}`);
  }
  console.log(
    `${scoreLine(`overall (${SEED_RANGE})`, total)}  date ${String(datesRight)}/${String(SEEDS.length * layouts.length)}`,
  );
  for (const row of [...wrong.slice(0, LIST_LIMIT), ...misses.slice(0, LIST_LIMIT)])
    console.log(row);
  console.log(`  (${String(wrong.length)} wrong, ${String(misses.length)} missed in all)`);
} finally {
  cleanUp();
}
