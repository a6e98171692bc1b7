import type { DocumentReview } from '@labtrail/contract/review';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tableReport, uploadPdf, waitForAnalyses } from '../../../test/lab-documents';
import { call, signInNewPerson } from '../../../test/sign-in-helpers';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Two pages: haemoglobin on the first, glucose and a test the catalogue does not know on the second. */
function twoPageReport(): Buffer {
  return tableReport([
    [['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0']],
    [
      ['Glucose', '112 H', 'mg/dL', '70 - 100'],
      ['Frobnicase', '42', 'U/L', '10 - 50'],
    ],
  ]);
}

async function reviewOf(cookie: string, id: string, language = 'en-US') {
  return call(server.url, 'GET', `/v1/user/document/${id}/review`, {
    cookie,
    headers: { 'accept-language': language },
  });
}

it('lists what the analysis read from a document, each value and unmatched line on its page and in its box', async () => {
  const { cookie } = await signInNewPerson(server);
  const id = await uploadPdf(server.url, cookie, twoPageReport(), 'march.pdf');
  await waitForAnalyses(server.url, cookie);

  const answer = await reviewOf(cookie, id);
  expect(answer.status).toBe(200);
  const review = answer.json as DocumentReview;
  expect(review.document).toEqual({
    id,
    display_name: expect.any(String) as unknown,
    report_date: '2026-03-12',
    status: 'done',
    content_kind: 'pdf',
  });
  const glucose = review.results.find((result) => result.biomarker_name === 'Glucose');
  expect(glucose).toMatchObject({
    value: 112,
    unit: 'mg/dL',
    test_date: '2026-03-12',
    flagged: false,
    page: 2,
    printed: { name: 'Glucose', value: '112', unit: 'mg/dL', range: '70 - 100', flag: 'H' },
  });
  // makePdf's y counts from the bottom: the row at y 720 is 122 points from the top of 842.
  const top = (842 - 720) / 842;
  for (const box of [glucose?.row_box, glucose?.value_box]) {
    expect(box?.y).toBeLessThan(top);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(top);
  }
  expect(glucose?.value_box?.x).toBeCloseTo(230 / 595, 2);
  expect(review.results.find((result) => result.page === 1)).toMatchObject({
    biomarker_name: 'Hemoglobin',
    in_range: true,
    printed: { name: 'Haemoglobin', value: '14.2' },
  });
  expect(review.unmatched).toEqual([
    {
      line_id: expect.any(String) as unknown,
      printed: { name: 'Frobnicase', value: '42', unit: 'U/L', range: '10 - 50', flag: null },
      reason: expect.any(String) as unknown,
      page: 2,
      row_box: expect.objectContaining({ x: expect.closeTo(50 / 595, 2) as unknown }) as unknown,
    },
  ]);

  // The line keeps its id from one read to the next, so a correction can name it.
  const again = (await reviewOf(cookie, id, 'de-DE')).json as DocumentReview;
  expect(again.unmatched[0]?.line_id).toBe(review.unmatched[0]?.line_id);
  expect(again.results.map((result) => result.biomarker_name)).toContain('Hämoglobin');
});

it('answers another person’s document like one that does not exist', async () => {
  const owner = await signInNewPerson(server);
  const id = await uploadPdf(server.url, owner.cookie, twoPageReport(), 'mine.pdf');
  await waitForAnalyses(server.url, owner.cookie);
  const other = await signInNewPerson(server);

  const foreign = await reviewOf(other.cookie, id);
  const missing = await reviewOf(other.cookie, 'no-such-document');
  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual(missing.body);
  expect((await call(server.url, 'GET', `/v1/user/document/${id}/review`)).status).toBe(401);
});
