import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPdfAnalyser } from './modules/analysis/analyse-pdf';
import { ANALYSIS_LIMITS } from './modules/analysis/analysis-rules';
import { createOcrEngine } from './modules/analysis/read-pdf/create-ocr-engine';

/*
 * `npm run extract -- FILE.pdf`: what the analysis reads from one lab report, as one JSON object
 * on stdout (document type, date, language, results, unmatched lines), for inspecting a report
 * without the server. A file that is missing or no readable PDF ends it with one line on stderr
 * and exit code 1.
 */

/** An error as one line for the person at the terminal. */
function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const [file] = process.argv.slice(2);
if (file === undefined || file.startsWith('-')) {
  console.error('Usage: npm run extract -- FILE.pdf');
  process.exit(2);
}

// npm runs scripts from the repository root; a relative path means the caller's folder.
const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
let bytes: Uint8Array | undefined;
try {
  bytes = new Uint8Array(await readFile(where));
} catch (error) {
  console.error(`Cannot read ${file}: ${message(error)}`);
  process.exit(1);
}

const ocr = createOcrEngine();
try {
  const analyse = createPdfAnalyser(ocr);
  const report = await analyse(bytes, AbortSignal.timeout(ANALYSIS_LIMITS.timeoutMs));
  console.log(JSON.stringify(report, null, 2));
} catch (error) {
  console.error(`Cannot extract ${file}: ${message(error)}`);
  process.exitCode = 1;
} finally {
  await ocr.close();
}
