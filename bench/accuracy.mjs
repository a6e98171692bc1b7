// @ts-check
// Accuracy of lab-report understanding against the hand-made ground truth in
// ../shared/fixtures/lab-reports/*.truth.json: per file and overall precision, recall and F1 of the
// extracted results, plus the misses and false positives that guide improvement. A result matches a
// truth line when the value is the same and so is the printed name or the catalogue biomarker.
// The server's analysis code is bundled from source at run time (no build needed).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scoreLine } from './lib.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = process.env.BENCH_FIXTURES ?? path.resolve(ROOT, '../shared/fixtures/lab-reports');
const SERVER_SRC = path.join(ROOT, 'apps/server/src/modules/analysis');
/** How many misses and false positives to list per file. */
const LIST_LIMIT = 12;

/**
 * @typedef {{ name: string, value: number | string, unit: string, ref_range: string, flag: string, page: number }} TruthRow
 * @typedef {{ file: string, report_date: string, results: TruthRow[] }} Truth
 * @typedef {{ name: string, biomarker_id: number, biomarker: string, value: number, value_text: string | null, unit: string, flag: string | null, page: number }} Result
 * @typedef {{ document_type: string, report_date: string | null, language: string, results: Result[], unmatched: { name: string, value: string, reason: string }[] }} Report
 * @typedef {{
 *   analyse: (bytes: Uint8Array, signal: AbortSignal) => Promise<Report>,
 *   close: () => Promise<void>,
 *   biomarkerIdsFor: (name: string) => number[],
 * }} Analysis
 */

/**
 * Bundles the analysis (pdfjs text, OCR, understanding, catalogue matching) into a throwaway
 * folder inside the repository, so that its packages resolve from node_modules, and loads it.
 * @returns {Promise<{ analysis: Analysis, cleanUp: () => void }>}
 */
async function loadAnalysis() {
  const { build } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
  const folder = mkdtempSync(path.join(ROOT, 'bench', '.test-bundle-accuracy-'));
  const outfile = path.join(folder, 'analysis.mjs');
  const contents = `
    import { createPdfAnalyser } from ${JSON.stringify(path.join(SERVER_SRC, 'analyse-pdf.ts'))};
    import { createOcrEngine } from ${JSON.stringify(path.join(SERVER_SRC, 'read-pdf/create-ocr-engine.ts'))};
    import { matchBiomarker } from ${JSON.stringify(path.join(SERVER_SRC, 'understand/match-biomarker.ts'))};
    const ocr = createOcrEngine();
    export const analysis = {
      analyse: createPdfAnalyser(ocr),
      close: () => ocr.close(),
      biomarkerIdsFor: (name) => {
        const candidates = matchBiomarker(name);
        const best = candidates[0]?.score ?? 0;
        // As the reader does: names close to the best (HBsAg and HBsAg quantitative) all count,
        // and the printed unit decides between them.
        return candidates.filter((c) => c.score >= best - 0.35).map((c) => c.biomarker.id);
      },
    };`;
  await build({
    stdin: { contents, resolveDir: SERVER_SRC, loader: 'ts', sourcefile: 'accuracy-entry.ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(manifest.dependencies ?? {}).filter(
      (name) => !name.startsWith('@labtrail/'),
    ),
    logLevel: 'warning',
  });
  const loaded = await import(pathToFileURL(outfile).href);
  return {
    analysis: loaded.analysis,
    cleanUp: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** @param {string} text */
function normaliseName(text) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/**
 * @param {TruthRow} truth
 * @param {Result} result
 */
function sameValue(truth, result) {
  if (typeof truth.value === 'number') {
    return Math.abs(result.value - truth.value) <= 1e-9 * Math.max(1, Math.abs(truth.value));
  }
  return (
    result.value_text !== null && normaliseName(result.value_text) === normaliseName(truth.value)
  );
}

/**
 * Pairs truth lines with results one to one, in truth order.
 * @param {TruthRow[]} truth
 * @param {Result[]} results
 * @param {(name: string) => number[]} biomarkerIdsFor
 */
function pair(truth, results, biomarkerIdsFor) {
  const used = new Set();
  /** @type {[TruthRow, Result][]} */
  const pairs = [];
  /** @type {TruthRow[]} */
  const misses = [];
  for (const row of truth) {
    const ids = biomarkerIdsFor(row.name);
    const match = results.find(
      (result) =>
        !used.has(result) &&
        sameValue(row, result) &&
        (normaliseName(result.name) === normaliseName(row.name) ||
          // The reader names a sub-row by its heading too ('Prothrombin time Patient Value').
          normaliseName(result.name).endsWith(` ${normaliseName(row.name)}`) ||
          ids.includes(result.biomarker_id)),
    );
    if (match === undefined) misses.push(row);
    else {
      used.add(match);
      pairs.push([row, match]);
    }
  }
  return { pairs, misses, falsePositives: results.filter((result) => !used.has(result)) };
}

if (!existsSync(FIXTURES)) {
  console.log(`accuracy: skipped, no fixtures at ${FIXTURES}`);
} else {
  const truthFiles = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.truth.json'))
    .sort();
  const { analysis, cleanUp } = await loadAnalysis();
  try {
    const total = { tp: 0, results: 0, truth: 0 };
    let flagsRight = 0;
    for (const truthFile of truthFiles) {
      /** @type {Truth} */
      const truth = JSON.parse(readFileSync(path.join(FIXTURES, truthFile), 'utf8'));
      const pdf = path.join(FIXTURES, truth.file);
      const report = await analysis.analyse(
        new Uint8Array(readFileSync(pdf)),
        AbortSignal.timeout(120_000),
      );
      const { pairs, misses, falsePositives } = pair(
        truth.results,
        report.results,
        analysis.biomarkerIdsFor,
      );
      const counts = {
        tp: pairs.length,
        results: report.results.length,
        truth: truth.results.length,
      };
      total.tp += counts.tp;
      total.results += counts.results;
      total.truth += counts.truth;
      const flags = pairs.filter(
        ([row, result]) => (row.flag === 'none' ? null : row.flag) === result.flag,
      );
      flagsRight += flags.length;
      console.log(scoreLine(truth.file.replace(/\.pdf$/, ''), counts));
      console.log(
        `  ${report.document_type}, ${report.language}, date ${String(report.report_date)} (printed ${truth.report_date}), flags ${String(flags.length)}/${String(pairs.length)}, unmatched ${String(report.unmatched.length)}`,
      );
      for (const row of misses.slice(0, LIST_LIMIT)) {
        console.log(
          `  miss: ${row.name} = ${String(row.value)} ${row.unit} (p${String(row.page)})`,
        );
      }
      for (const result of falsePositives.slice(0, LIST_LIMIT)) {
        console.log(
          `  false positive: ${result.name} = ${String(result.value_text ?? result.value)} ${result.unit} → ${result.biomarker} (p${String(result.page)})`,
        );
      }
    }
    console.log(scoreLine('overall', total));
    console.log(`  flags right on ${String(flagsRight)}/${String(total.tp)} matched results`);
  } finally {
    await analysis.close();
    cleanUp();
  }
}
