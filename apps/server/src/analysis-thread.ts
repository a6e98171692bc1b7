import { parentPort, workerData } from 'node:worker_threads';
import { AnalysisFailure } from './modules/analysis/analysis-failure';
import { createPdfAnalyser } from './modules/analysis/analyse-pdf';
import { createOcrEngine } from './modules/analysis/read-pdf/create-ocr-engine';
import type { ThreadData, ThreadReply, ThreadRequest } from './modules/analysis/analyse-in-thread';
import type { LabReport } from './modules/analysis/understand/parse-lab-report';
import { WARM_UP_PDF } from './modules/analysis/warm-up-pdf';

/**
 * The analysis thread (built into dist/analysis-thread.js): reads one PDF at a time for the main
 * thread, which ends it when a document takes too long or too much memory, so a parser that hangs
 * or a bomb takes only this thread down, never the server.
 */
const port = parentPort;
if (port === null) throw new Error('analysis-thread runs as a worker thread only');
// With DecompressionStream pdf.js inflates through zlib into many small chunks, which the C
// allocator keeps after the thread has ended (a bomb stopped at the ceiling left gigabytes held);
// without it pdf.js inflates into one growing buffer, given back to the system when the thread
// ends. pdf.js loads lazily, after this line.
Reflect.deleteProperty(globalThis, 'DecompressionStream');
const ocr = createOcrEngine();
const analyse = createPdfAnalyser(ocr);

/**
 * A document, then the OCR engine stopped if it was started: tesseract's WebAssembly heap and
 * language models hold about 400 MB after a scan, kept for nothing until the next one (which
 * starts a new engine in a second or two).
 */
async function analyseAndRelease(bytes: Uint8Array): Promise<LabReport> {
  try {
    // The main thread enforces the time limit; this signal never fires on its own.
    return await analyse(bytes, new AbortController().signal);
  } finally {
    await ocr.close();
  }
}

port.on('message', (request: ThreadRequest) => {
  analyseAndRelease(request.bytes).then(
    (report) => {
      port.postMessage({ id: request.id, report } satisfies ThreadReply);
    },
    (error: unknown) => {
      port.postMessage({
        id: request.id,
        error: {
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
          code: error instanceof AnalysisFailure ? error.code : null,
          permanent: error instanceof AnalysisFailure && error.permanent,
        },
      } satisfies ThreadReply);
    },
  );
});

if ((workerData as ThreadData | undefined)?.warm === true) {
  // Its result is of no interest, and a document sent meanwhile shares the reader being loaded.
  void analyse(WARM_UP_PDF, new AbortController().signal)
    .catch(() => undefined)
    .then(() => {
      port.postMessage({ ready: true } satisfies ThreadReply);
    });
}
