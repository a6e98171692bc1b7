import { makeBlankContentPdf } from '@labtrail/testkit/make-hostile-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../test/bundle-server';
import type { ServerBundle } from '../../test/bundle-server';
import { labReport, listDocuments, uploadPdf, waitForAnalyses } from '../../test/lab-documents';
import { signInWithPhone } from '../../test/sign-in-helpers';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';

/**
 * Issue 35 point 5: small PDFs whose drawing instructions are far beyond a lab report's. A 490 KB
 * file of four Flate streams of 120 MB of spaces is under both unpacking limits, yet held the only
 * analysis thread for 80–112 s before failing at the memory ceiling, and another person's report
 * waited 125 s behind three of them. Read in the analysis thread, as the built server reads them.
 */
const MB = 1024 * 1024;
/** The target for another person's report behind any three hostile documents. */
const OTHER_REPORT_READY_MS = 45_000;
/** Each hostile document ends within this (today's reading took 80–112 s). */
const HOSTILE_FAILS_WITHIN_MS = 15_000;

let bundle: ServerBundle;
let server: TestServer;

beforeAll(async () => {
  bundle = await bundleServer(['analysis-thread']);
  server = await startTestServer({ analysisThreadFile: bundle.file('analysis-thread.js') });
}, 60_000);

afterAll(async () => {
  await server.close();
  bundle.remove();
});

/** When the worker claimed and when it gave up each document, from its log (pino's `time`). */
function claimToFailureMs(document: string): number {
  const at = (msg: string) =>
    Number(server.logs.find((line) => line.msg === msg && line.document === document)?.time);
  return at('document analysis failed') - at('document claimed');
}

describe('PDFs of far more drawing instructions than a lab report', () => {
  it('fail within seconds with a reason, and another person’s report is read meanwhile', async () => {
    const personA = await signInWithPhone(server, '+4917335000001');
    const personB = await signInWithPhone(server, '+4917335000002');
    const layouts = ['contents-array', 'pages', 'forms'] as const;
    const hostile: string[] = [];
    for (const layout of layouts) {
      const pdf = makeBlankContentPdf({ streamBytes: 120 * MB, streams: 4, layout });
      expect(pdf.length).toBeLessThan(600 * 1024);
      hostile.push(await uploadPdf(server.url, personA, pdf, `${layout}.pdf`));
    }
    const uploaded = Date.now();
    await uploadPdf(server.url, personB, labReport({ haemoglobin: 14.1, ldl: 99, hba1c: 5.2 }));

    const [report] = await waitForAnalyses(server.url, personB, OTHER_REPORT_READY_MS);
    expect(report?.status).toBe('done');
    expect(Date.now() - uploaded).toBeLessThan(OTHER_REPORT_READY_MS);

    await waitForAnalyses(server.url, personA, 3 * HOSTILE_FAILS_WITHIN_MS);
    const documents = await listDocuments(server.url, personA);
    for (const id of hostile) {
      expect(documents.find((document) => document.user_document_id === id)).toMatchObject({
        status: 'failed',
        error: 'A page of this document holds far more drawing instructions than a lab report.',
      });
      expect(claimToFailureMs(id)).toBeLessThan(HOSTILE_FAILS_WITHIN_MS);
    }
  }, 180_000);
});
