import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../modules/analysis/read-pdf/read-pdf-text';
import { bundleServer } from '../../test/bundle-server';
import type { ServerBundle } from '../../test/bundle-server';
import { signInNewPerson } from '../../test/sign-in-helpers';
import { seedResults } from '../../test/stored-results';
import type { SeededResult } from '../../test/stored-results';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';

const GLUCOSE = 211;
const LDL = 102;
/**
 * Half the most results one person may hold: enough to have taken minutes before (the report was
 * quadratic in one biomarker's history: 23 s at 40,000), while seeding keeps the test quick.
 */
const HISTORY = 50_000;
const FLAGGED = 25;
const HEALTH_EVERY_MS = 25;

let thread: ServerBundle;
let server: TestServer;

beforeAll(async () => {
  thread = await bundleServer(['report-thread']);
  server = await startTestServer({ reportThreadFile: thread.file('report-thread.js') });
});

afterAll(async () => {
  await server.close();
  thread.remove();
});

/**
 * A CSV import's worth of glucose values, three a day from 1930 on (all of one biomarker: the
 * shape that made the report quadratic), the last FLAGGED of them flagged, and two LDL values;
 * written straight into the database in one transaction.
 */
async function seedHistory(userId: string): Promise<void> {
  const day = (index: number) =>
    new Date(Date.UTC(1930, 0, 1) + Math.floor(index / 3) * 86_400_000).toISOString().slice(0, 10);
  const flagged = (index: number) => index >= HISTORY - 2 - FLAGGED && index < HISTORY - 2;
  const row = (index: number, biomarkerId: number, value: number): SeededResult => ({
    user_id: userId,
    biomarker_id: biomarkerId,
    value,
    original_unit: 'mg/dL',
    test_date: day(index),
    flag_cause: flagged(index) ? 'Typed twice' : null,
    flagged_at: flagged(index) ? 1 : null,
    created_at: index,
  });
  const rows = Array.from({ length: HISTORY - 2 }, (_unused, index) =>
    row(index, GLUCOSE, 80 + (index % 40)),
  );
  rows.push(row(HISTORY - 2, LDL, 150), row(HISTORY - 1, LDL, 112));
  await seedResults(server, rows);
}

describe('a person with 50,000 results', () => {
  it('gets their clinician report while another client is answered throughout', async () => {
    const ada = await signInNewPerson(server);
    await seedHistory(ada.userId);

    let reportDone = false;
    // A call, so that each check reads what the report's callback wrote meanwhile.
    const reportIsDone = () => reportDone;
    const download = fetch(`${server.url}/v1/user/export/clinician-report?language=us`, {
      headers: { 'x-client-source': 'website', cookie: ada.cookie },
    }).then(async (response) => {
      const bytes = new Uint8Array(await response.arrayBuffer());
      reportDone = true;
      return { status: response.status, bytes };
    });
    const healthStatuses: number[] = [];
    let answeredBeforeReport = 0;
    while (!reportIsDone()) {
      const health = await fetch(`${server.url}/api/health`);
      await health.arrayBuffer();
      healthStatuses.push(health.status);
      if (!reportIsDone()) answeredBeforeReport += 1;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
    const { status, bytes } = await download;

    expect(status).toBe(200);
    expect(healthStatuses.every((code) => code === 200)).toBe(true);
    expect(answeredBeforeReport).toBeGreaterThanOrEqual(3);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages } = await readPdfText(bytes, { maxPages: 20, ocr: undefined });
    const text = pages
      .flatMap((page) => page.lines.map((line) => line.items.map((item) => item.text).join(' ')))
      .join('\n');
    expect(text).toContain('Results from Jan 1, 1930 to Aug 19, 1975');
    expect(text).toContain('Glucose');
    expect(text).toContain('LDL Cholesterol');
    expect(text).toContain('112 mg/dL');
    expect(text).toContain('Flagged as inaccurate earlier: 5 more values, not listed');
    expect(text.match(/Flagged as inaccurate: /g)).toHaveLength(20);
    expect(text).toContain('Entered by you: 50000 values');
  });
});
