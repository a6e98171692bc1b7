import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import type { BiomarkersSummary, HealthSummary } from '@labtrail/contract/summaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionBundle, importFhir, observation, quantity } from '../../test/fhir-files';
import { historyOf, tableReport, uploadPdf, waitForAnalyses } from '../../test/lab-documents';
import { call, signInNewPerson, TestClock } from '../../test/sign-in-helpers';
import { seedResults } from '../../test/stored-results';
import { openTestDatabase, startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { ALL_BIOMARKERS } from '../modules/biomarkers/catalogue/catalogue';
import { RESULT_MESSAGES } from '../modules/results/messages';

/*
 * Issue 35, points 3 and 4: a test date inside the living world and one set of physiological
 * limits, whichever way a value comes in. Before, a FHIR Observation dated 2999-01-01 became the
 * "latest" glucose, so a critical 450 mg/dL entered today read "97 (Normal)" with no alert and the
 * next test fell due in the year 3000; and 7,000 mg/dL glucose was taken by hand.
 */

const TODAY = '2026-06-15';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(Date.parse(`${TODAY}T12:00:00Z`)) });
});

afterAll(async () => {
  await server.close();
});

/** The catalogue's Glucose, the biomarker LOINC 2345-7 names. */
const GLUCOSE = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('2345-7'));
if (GLUCOSE === undefined) throw new Error('no biomarker for LOINC 2345-7');
const GLUCOSE_ID = GLUCOSE.id;

const LIMITS_MESSAGE =
  'Glucose 7,000 mg/dL is outside what a lab can report (0–6,000 mg/dL); check the value and its unit.';

function enter(cookie: string, entries: unknown[]) {
  return call(server.url, 'POST', '/v1/health/biomarkers', { cookie, body: entries });
}

async function unmatchedReasons(documentId: string): Promise<string[]> {
  const { db } = openTestDatabase(server);
  try {
    const found = await db
      .selectFrom('documents')
      .select('unmatched')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    return (JSON.parse(found.unmatched ?? '[]') as { reason: string }[]).map((line) => line.reason);
  } finally {
    await db.destroy();
  }
}

/** A glucose row as data stored before the date rule would hold it, written straight to the file. */
async function seedLegacyGlucose(userId: string, value: number, testDate: string): Promise<void> {
  await seedResults(server, [
    {
      user_id: userId,
      biomarker_id: GLUCOSE_ID,
      value,
      original_unit: 'mg/dL',
      test_date: testDate,
      created_at: 1,
    },
  ]);
}

function glucoseFile(value: number, date: string): string {
  return JSON.stringify(
    collectionBundle(
      [
        observation({
          id: 'glucose',
          loinc: '2345-7',
          name: 'Glucose',
          date,
          value: quantity(value, 'mg/dL'),
        }),
      ],
      date,
    ),
  );
}

describe('a test date from another era', () => {
  it('is refused from a FHIR file, never becomes the latest when already stored, and a critical glucose entered today is urgent', async () => {
    const { cookie, userId } = await signInNewPerson(server);

    const imported = await importFhir(server.url, cookie, glucoseFile(97, '2999-01-01'));
    expect(imported.status).toBe(200);
    const [document] = await waitForAnalyses(server.url, cookie);
    expect(document?.status).toBe('done');
    expect(await unmatchedReasons(document?.user_document_id ?? '')).toEqual([
      '2999-01-01 is in the future',
    ]);
    expect(await historyOf(server.url, cookie)).toEqual({});

    // Stored before the rule existed: it stays in the history, where the person can delete it.
    await seedLegacyGlucose(userId, 97, '2999-01-01');
    await seedLegacyGlucose(userId, 97, '0001-01-01');
    const entered = await enter(cookie, [
      { biomarker_id: GLUCOSE_ID, value: 450, unit: 'mg/dL', test_date: TODAY },
    ]);
    expect(entered.status).toBe(200);

    const summary = await call(server.url, 'GET', '/v1/health/biomarker/summary', {
      cookie,
      headers: { 'accept-language': 'en' },
    });
    const urgent = (summary.json as BiomarkersSummary).data.urgent ?? '';
    expect(urgent).toMatch(/^\*\*Seek medical care today:\*\* Glucose 450 mg\/dL/u);

    const overview = (await call(server.url, 'GET', '/v1/health/biomarkers', { cookie }))
      .json as BiomarkersResponse;
    const glucose = overview
      .flatMap((category) => category.biomarkers)
      .find((biomarker) => biomarker.biomarker_id === GLUCOSE_ID);
    expect(glucose).toMatchObject({ value: 450, test_date: TODAY });

    const roadmap = (await call(server.url, 'GET', '/v1/roadmap/health-summary', { cookie }))
      .json as HealthSummary;
    expect(roadmap.next_recommended_test_date).not.toBeNull();
    expect(roadmap.next_recommended_test_date?.slice(0, 4)).toBe('2026');
    expect(roadmap.next_tests.map((test) => test.due_date.slice(0, 4))).toEqual(['2026']);

    const history = await historyOf(server.url, cookie);
    expect((history[String(GLUCOSE_ID)] ?? []).map((test) => test.test_date.slice(0, 10))).toEqual([
      '0001-01-01',
      TODAY,
      '2999-01-01',
    ]);
  });

  it('is refused by hand, saying why: before 1900, before the person’s year of birth, in the future', async () => {
    const { cookie } = await signInNewPerson(server);
    const entry = { biomarker_id: GLUCOSE_ID, value: 90, unit: 'mg/dL' };

    const ancient = await enter(cookie, [{ ...entry, test_date: '1899-12-31' }]);
    expect(ancient.status).toBe(400);
    expect(ancient.body).toEqual({
      error: RESULT_MESSAGES.dateTooEarly(1900),
      code: 'date_too_early',
      params: { year: 1900 },
    });
    expect(ancient.body.error).toBe('The test date is before 1900.');

    const profile = await call(server.url, 'PUT', '/v1/user/profile', {
      cookie,
      body: { sex: null, birth_year: 1980, unit_system: 'conventional' },
    });
    expect(profile.status).toBe(200);
    const unborn = await enter(cookie, [{ ...entry, test_date: '1979-12-31' }]);
    expect(unborn.status).toBe(400);
    expect(unborn.body).toEqual({
      error: 'The test date is before your year of birth (1980).',
      code: 'date_before_birth',
      params: { year: 1980 },
    });
    const future = await enter(cookie, [{ ...entry, test_date: '2999-01-01' }]);
    expect(future.body).toEqual({ error: RESULT_MESSAGES.futureDate, code: 'future_date' });

    expect(await historyOf(server.url, cookie)).toEqual({});
    expect((await enter(cookie, [{ ...entry, test_date: '1980-01-01' }])).status).toBe(200);
  });

  it('printed on a PDF is no test date: the values are dated by the upload', async () => {
    const { cookie } = await signInNewPerson(server);
    await uploadPdf(
      server.url,
      cookie,
      tableReport([[['Glucose', '112', 'mg/dL', '70 - 100']]], '12/03/2999'),
    );
    const [document] = await waitForAnalyses(server.url, cookie);
    expect(document?.status).toBe('done');
    expect(document?.report_date).toBe(TODAY);
    const history: HistoryResponse = await historyOf(server.url, cookie);
    expect(
      Object.values(history)
        .flat()
        .map((test) => test.test_date.slice(0, 10)),
    ).toEqual([TODAY]);
  });
});

describe('glucose 7,000 mg/dL', () => {
  it('is refused the same way by hand, in a CSV line and in a FHIR Observation, naming the limits', async () => {
    const { cookie } = await signInNewPerson(server);

    const byHand = await enter(cookie, [
      { biomarker_id: GLUCOSE_ID, value: 7000, unit: 'mg/dL', test_date: TODAY },
    ]);
    expect(byHand.status).toBe(400);
    expect(byHand.body).toEqual({
      error: LIMITS_MESSAGE,
      code: 'implausible_entry',
      params: { value: 7000, unit: 'mg/dL', min: 0, max: 6000 },
    });

    const csv = await call(server.url, 'POST', '/v1/user/import/csv/preview', {
      cookie,
      headers: { 'accept-language': 'en' },
      body: { csv: `date,biomarker,value,unit\n${TODAY},Glucose,7000,mg/dL\n` },
    });
    expect(csv.status).toBe(200);
    expect((csv.json as { unmatched: { reason: string }[] }).unmatched).toEqual([
      expect.objectContaining({ reason: LIMITS_MESSAGE }),
    ]);

    await importFhir(server.url, cookie, glucoseFile(7000, TODAY));
    const [document] = await waitForAnalyses(server.url, cookie);
    expect(await unmatchedReasons(document?.user_document_id ?? '')).toEqual([LIMITS_MESSAGE]);
    expect(await historyOf(server.url, cookie)).toEqual({});
  });
});
