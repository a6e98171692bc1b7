import { makeScannedPdf } from '@labtrail/testkit/make-scanned-pdf';
import { afterEach, describe, expect, it } from 'vitest';
import { labReport, uploadPdf, waitForAnalyses } from '../../../test/lab-documents';
import { signInWithPhone } from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { ANALYSIS_LIMITS } from './analysis-rules';
import { createDocumentJobsRepository } from './document-jobs-repository';

/**
 * Issue 17: documents are claimed fairly across people, so that one person's queue of slow or
 * hostile documents holds up another's by at most the one in analysis.
 */
let running: TestServer | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** The worker's log, in order: which document it claimed and analysed when. */
function workerLog(server: TestServer) {
  return server.logs
    .filter((line) => line.msg === 'document claimed' || line.msg === 'document analysed')
    .map((line) => ({ event: String(line.msg), document: String(line.document) }));
}

describe('the analysis queue', () => {
  it('reads another person’s report after at most one of a person’s queued slow documents', async () => {
    const server = await startTestServer();
    running = server;
    const personA = await signInWithPhone(server, '+4917311000001');
    const personB = await signInWithPhone(server, '+4917311000002');
    // Scans: each takes the OCR seconds, while a text report takes a fraction of one.
    const scans: string[] = [];
    for (const value of [11.5, 12.5, 13.5])
      scans.push(
        await uploadPdf(
          server.url,
          personA,
          makeScannedPdf([`Haemoglobin      ${String(value)}      g/dL      13.0 - 17.0`]),
          `scan-${String(value)}.pdf`,
        ),
      );
    const report = await uploadPdf(
      server.url,
      personB,
      labReport({ haemoglobin: 14.1, ldl: 99, hba1c: 5.2 }),
    );
    await waitForAnalyses(server.url, personA, 90_000);
    await waitForAnalyses(server.url, personB, 30_000);

    const log = workerLog(server);
    const claims = log.filter((line) => line.event === 'document claimed');
    // First come first served would read all three scans before the report.
    expect(claims.map((line) => line.document)).toEqual([scans[0], report, scans[1], scans[2]]);
    const reportAnalysed = log.findIndex(
      (line) => line.event === 'document analysed' && line.document === report,
    );
    const secondScanClaimed = log.findIndex(
      (line) => line.event === 'document claimed' && line.document === scans[1],
    );
    expect(reportAnalysed).toBeGreaterThanOrEqual(0);
    expect(reportAnalysed).toBeLessThan(secondScanClaimed);
  }, 120_000);

  it('lets workers claiming at once take one document of each person, and no more', async () => {
    // An API process only: the documents wait, and the claims below are the only ones.
    const server = await startTestServer({ env: { ROLE: 'api' } });
    running = server;
    const people = {
      a: await signInWithPhone(server, '+4917311000011'),
      b: await signInWithPhone(server, '+4917311000012'),
      c: await signInWithPhone(server, '+4917311000013'),
    };
    const owner = new Map<string, string>();
    for (const [person, count] of [
      ['a', 3],
      ['b', 1],
      ['c', 1],
    ] as const) {
      for (let index = 0; index < count; index += 1) {
        const values = { haemoglobin: 13 + index, ldl: 99, hba1c: 5.2 };
        owner.set(await uploadPdf(server.url, people[person], labReport(values)), person);
      }
    }

    const database = openTestDatabase(server);
    try {
      const jobs = createDocumentJobsRepository(database.db, database.kind);
      const claim = async () => {
        const now = Date.now();
        const claimed = await jobs.claimNext(now, now + 60_000, ANALYSIS_LIMITS);
        return claimed === undefined ? undefined : owner.get(claimed.id);
      };
      // Two workers at once: a's oldest and b's, never two of a's.
      expect((await Promise.all([claim(), claim()])).sort()).toEqual(['a', 'b']);
      // a and b each have one in analysis: c is next, then nobody until one ends.
      expect(await claim()).toBe('c');
      expect(await claim()).toBeUndefined();
      await database.db
        .updateTable('documents')
        .set({ status: 'done', claimed_until: null })
        .where('status', '=', 'processing')
        .execute();
      expect(await claim()).toBe('a');
    } finally {
      await database.db.destroy();
    }
  });
});
