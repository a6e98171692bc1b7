import type { AccountExport } from '@labtrail/contract/account';
import type { BiomarkersResponse } from '@labtrail/contract/biomarkers';
import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { historyOf, uploadPdf, waitForAnalyses } from '../../../test/lab-documents';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function row(y: number, cells: readonly string[]): PdfText[] {
  const columns = [50, 230, 310, 380];
  return cells.map((text, index) => ({ x: columns[index] ?? 50, y, text }));
}

/** A serology report: two screens printed as words, one measurement. */
function serologyReport(): Buffer {
  return makePdf([
    [
      { x: 50, y: 800, text: 'Riverside Medical Laboratory', size: 14 },
      { x: 350, y: 780, text: 'Report Date: 02/09/2026' },
      ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
      ...row(720, ['HBsAg', 'Reactive', '', 'Non-reactive']),
      ...row(705, ['HIV Ag/Ab Combo', 'Negative', '', 'Negative']),
      ...row(690, ['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0']),
    ],
  ]);
}

function idOf(loinc: string): number {
  const found = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(loinc));
  if (found === undefined) throw new Error(`no biomarker has LOINC ${loinc}`);
  return found.id;
}

const HBSAG = idOf('5196-1');
const HIV = idOf('56888-1');
const HAEMOGLOBIN = idOf('718-7');

it('keeps the word a lab printed for a qualitative result beside its number, from the report to the export', async () => {
  const cookie = await signInWithPhone(server, '+491730077001');
  await uploadPdf(server.url, cookie, serologyReport(), 'serology.pdf');
  const [document] = await waitForAnalyses(server.url, cookie);
  expect(document?.status).toBe('done');

  const history = await historyOf(server.url, cookie);
  expect(history[String(HBSAG)]).toEqual([
    expect.objectContaining({ value: 2, value_text: 'Reactive', in_range: false }),
  ]);
  expect(history[String(HIV)]).toEqual([
    expect.objectContaining({ value: 0, value_text: 'Negative', in_range: true }),
  ]);
  expect(history[String(HAEMOGLOBIN)]?.[0]).toMatchObject({ value: 14.2, value_text: null });

  const biomarkers = (
    (await call(server.url, 'GET', '/v1/health/biomarkers', { cookie })).json as BiomarkersResponse
  ).flatMap((category) => category.biomarkers);
  expect(biomarkers.find((biomarker) => biomarker.biomarker_id === HBSAG)).toMatchObject({
    value: 2,
    value_text: 'Reactive',
    in_range: false,
    value_label: 'Reactive',
  });
  expect(biomarkers.find((biomarker) => biomarker.biomarker_id === HIV)).toMatchObject({
    value: 0,
    value_text: 'Negative',
    in_range: true,
  });

  const summary = (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie }))
    .json as BiomarkersSummary;
  expect(summary.data.concerning_biomarkers).toContain('(HBsAg) Reactive');
  expect(summary.data.concerning_biomarkers).not.toMatch(/HBsAg\) 2|S\/CO/u);

  const exported = (await call(server.url, 'GET', '/v1/user/export', { cookie }))
    .json as AccountExport;
  expect(exported.results.find((result) => result.biomarker_id === HBSAG)).toMatchObject({
    value: 2,
    value_text: 'Reactive',
    source: 'document',
  });
  expect(
    exported.results.find((result) => result.biomarker_id === HAEMOGLOBIN)?.value_text,
  ).toBeNull();
});

it('stores no word for a value entered by hand', async () => {
  const cookie = await signInWithPhone(server, '+491730077002');
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [{ biomarker_id: HBSAG, value: '0.2', test_date: '2026-02-01' }],
  });
  expect(added.status).toBe(200);
  const history = await historyOf(server.url, cookie);
  expect(history[String(HBSAG)]?.[0]).toMatchObject({
    value: 0.2,
    value_text: null,
    in_range: true,
  });
});
