import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText } from '@labtrail/testkit/make-pdf';
import { expect } from 'vitest';
import { ALL_BIOMARKERS } from '../src/modules/biomarkers/catalogue/catalogue';
import { historyOf, uploadPdf, waitForAnalyses } from './lab-documents';
import { call, signInWithPhone } from './sign-in-helpers';
import type { TestServer } from './start-test-server';

/**
 * A person's record with every kind of result the FHIR export writes — by hand, flagged, blood
 * pressure, a vital sign, and a report with a measurement, a censored value and a qualitative
 * screen — for the export's tests and the export → import round trip.
 */
export function idOf(name: string): number {
  const found = ALL_BIOMARKERS.find((biomarker) => biomarker.name === name);
  if (found === undefined) throw new Error(`no biomarker is called ${name}`);
  return found.id;
}

export const LDL = idOf('LDL Cholesterol');
export const GLUCOSE = idOf('Fasting Glucose');
export const SYSTOLIC = idOf('Systolic Blood Pressure');
export const DIASTOLIC = idOf('Diastolic Blood Pressure');
export const WEIGHT = idOf('Body Weight');
export const HBSAG = idOf('Hepatitis B Surface Antigen (HBsAg)');
export const CRP = idOf('C-Reactive Protein');
export const HAEMOGLOBIN = idOf('Hemoglobin');

function row(y: number, cells: readonly string[]): PdfText[] {
  const columns = [50, 230, 310, 380];
  return cells.map((text, index) => ({ x: columns[index] ?? 50, y, text }));
}

/** A lab report with a measurement, a censored value and a qualitative screen. */
export const REPORT = makePdf([
  [
    { x: 50, y: 800, text: 'Riverside Medical Laboratory', size: 14 },
    { x: 350, y: 780, text: 'Report Date: 02/09/2026' },
    ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
    ...row(720, ['HBsAg', 'Reactive', '', 'Non-reactive']),
    ...row(705, ['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0']),
    ...row(690, ['CRP', '<0.5', 'mg/L', '< 5.0']),
  ],
]);

/** A person with results of every kind the export writes: by hand, flagged, and from a report. */
export async function personWithRecord(server: TestServer, phone: string) {
  const cookie = await signInWithPhone(server, phone);
  const me = await call(server.url, 'GET', '/v1/user/me', { cookie });
  const userId = (me.body.data as { user_id: string }).user_id;
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [
      { biomarker_id: LDL, value: 172, test_date: '2026-06-01' },
      { biomarker_id: GLUCOSE, value: 310, test_date: '2026-06-01' },
      { biomarker_id: SYSTOLIC, value: 142, test_date: '2026-06-02' },
      { biomarker_id: DIASTOLIC, value: 91, test_date: '2026-06-02' },
      { biomarker_id: WEIGHT, value: 72.5, test_date: '2026-06-02' },
    ],
  });
  expect(added.status).toBe(200);
  const glucose = (await historyOf(server.url, cookie))[String(GLUCOSE)]?.[0];
  const flagged = await call(server.url, 'PUT', '/v1/health/user/biomarker/flag', {
    cookie,
    body: { user_biomarker_id: glucose?.id, biomarker_id: GLUCOSE, cause: 'Not fasting' },
  });
  expect(flagged.status).toBe(200);
  const documentId = await uploadPdf(server.url, cookie, REPORT, 'Riverside.pdf');
  const [document] = await waitForAnalyses(server.url, cookie);
  expect(document?.status).toBe('done');
  return { cookie, userId, documentId };
}
