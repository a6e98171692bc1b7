import type { BiomarkersResponse } from '@labtrail/contract/biomarkers';
import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { FHIR_IMPORT_MAX_BYTES } from '@labtrail/contract/fhir-import';
import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionBundle,
  importFhir,
  loincCode,
  observation,
  quantity,
} from '../../../test/fhir-files';
import { historyOf, listDocuments, waitForAnalyses } from '../../../test/lab-documents';
import { call, signInWithEmail, signInWithPhone } from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';

let server: TestServer;
let mail: MailCatcher;
let phoneCounter = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ env: { SMTP_URL: mail.url } });
});

afterAll(async () => {
  await server.close();
  await mail.close();
});

function idOf(loinc: string): string {
  const found = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(loinc));
  if (found === undefined) throw new Error(`no biomarker has LOINC ${loinc}`);
  return String(found.id);
}

async function newPerson(): Promise<string> {
  phoneCounter += 1;
  return signInWithPhone(server, `+4917311${String(phoneCounter).padStart(5, '0')}`);
}

async function unmatchedOf(documentId: string): Promise<{ name: string; reason: string }[]> {
  const database = openTestDatabase(server);
  try {
    const found = await database.db
      .selectFrom('documents')
      .select('unmatched')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    return JSON.parse(found.unmatched ?? '[]') as { name: string; reason: string }[];
  } finally {
    await database.db.destroy();
  }
}

/** A record of two visits, with every kind of value issue 22 names. */
const RECORD = collectionBundle(
  [
    observation({
      id: 'glucose',
      loinc: '2345-7',
      name: 'Glucose',
      date: '2026-02-10T08:15:00+01:00',
      value: quantity(5.5, 'mmol/L'),
    }),
    observation({
      id: 'crp',
      loinc: '1988-5',
      name: 'CRP',
      date: '2026-02-10',
      value: quantity(0.5, 'mg/L', '<'),
    }),
    observation({
      id: 'hbsag',
      loinc: '5196-1',
      name: 'HBsAg',
      date: '2026-02-10',
      value: {
        valueCodeableConcept: { coding: [{ display: 'Reactive' }], text: 'Reactive' },
      },
    }),
    observation({
      id: 'hiv',
      loinc: '56888-1',
      name: 'HIV Ag/Ab',
      date: '2026-02-10',
      value: { valueString: 'Negative' },
    }),
    observation({
      id: 'haemoglobin',
      loinc: '718-7',
      name: 'Hemoglobin',
      date: '2026-03-01',
      value: quantity(14.2, 'g/dL'),
      note: 'Sample slightly haemolysed',
    }),
    observation({
      id: 'wbc',
      loinc: '6690-2',
      name: 'Leukocytes',
      date: '2026-03-01',
      value: quantity(6.1, '10*9/L'),
    }),
    observation({
      id: 'bp',
      loinc: '85354-9',
      name: 'Blood pressure panel',
      category: 'vital-signs',
      date: '2026-03-01',
      component: [
        { code: loincCode('8480-6', 'Systolic blood pressure'), ...quantity(132, 'mm[Hg]') },
        { code: loincCode('8462-4', 'Diastolic blood pressure'), ...quantity(86, 'mm[Hg]') },
      ],
    }),
    observation({
      id: 'unknown',
      loinc: '99999-9',
      name: 'Mystery marker',
      date: '2026-03-01',
      value: quantity(4.2, 'mg/dL'),
    }),
    observation({
      id: 'sodium',
      loinc: '2951-2',
      name: 'Sodium',
      date: '2026-03-01',
      value: quantity(140, 'mg'),
    }),
    observation({
      id: 'withdrawn',
      loinc: '2093-3',
      name: 'Cholesterol',
      date: '2026-03-01',
      status: 'entered-in-error',
      value: quantity(300, 'mg/dL'),
    }),
    observation({ id: 'empty', loinc: '2823-3', name: 'Potassium', date: '2026-03-01' }),
  ],
  '2026-03-01',
);

describe('a FHIR Bundle', () => {
  it('adds its results in the catalogue’s units, lists what it cannot take and mails the person', async () => {
    const cookie = await signInWithEmail(server.url, mail, 'grace@example.org');
    const answer = await importFhir(
      server.url,
      cookie,
      JSON.stringify(RECORD),
      'Portal export.json',
    );
    expect(answer.status).toBe(200);
    const documentId = String(answer.body.user_document_id);

    const [document, ...others] = await waitForAnalyses(server.url, cookie);
    expect(others).toEqual([]);
    expect(document).toMatchObject({
      user_document_id: documentId,
      display_name: 'Portal export',
      report_date: '2026-03-01',
      status: 'done',
    });

    const history = await historyOf(server.url, cookie);
    expect(history[idOf('2345-7')]).toEqual([
      expect.objectContaining({
        value: 99.088,
        unit: 'mg/dL',
        test_date: '2026-02-10T00:00:00.000Z',
        source: 'document',
        document_id: documentId,
      }),
    ]);
    expect(history[idOf('1988-5')]?.[0]).toMatchObject({ value: 0.5, comparator: '<' });
    expect(history[idOf('5196-1')]?.[0]).toMatchObject({ value_text: 'Reactive', in_range: false });
    expect(history[idOf('56888-1')]?.[0]).toMatchObject({ value_text: 'Negative', in_range: true });
    expect(history[idOf('718-7')]?.[0]).toMatchObject({ value: 14.2, flagged: false });
    expect(history[idOf('6690-2')]?.[0]).toMatchObject({ value: 6.1 });
    expect(history[idOf('8480-6')]?.[0]).toMatchObject({ value: 132, unit: 'mmHg' });
    expect(history[idOf('8462-4')]?.[0]).toMatchObject({ value: 86 });
    expect(Object.keys(history)).toHaveLength(8);

    const biomarkers = (
      (await call(server.url, 'GET', '/v1/health/biomarkers', { cookie }))
        .json as BiomarkersResponse
    ).flatMap((category) => category.biomarkers);
    expect(
      biomarkers.find((biomarker) => String(biomarker.biomarker_id) === idOf('2345-7')),
    ).toMatchObject({ value: 99.088, in_range: true });

    expect(await unmatchedOf(documentId)).toEqual([
      expect.objectContaining({
        name: 'Mystery marker',
        reason: 'LOINC 99999-9 is not in the catalogue',
      }),
      expect.objectContaining({
        name: 'Sodium',
        reason: 'unit mg cannot be converted to mmol/L for Sodium',
      }),
      expect.objectContaining({
        name: 'Cholesterol',
        reason: "the result's status is entered-in-error",
      }),
      expect.objectContaining({ name: 'Potassium', reason: 'no value' }),
    ]);

    const ready = await mail.lastMailTo('grace@example.org', { subject: 'Your analysis is ready' });
    expect(ready.text).toContain('Portal export');
    expect(ready.text).toContain('found 8 results');
  });

  it('is refused when imported again, and a copy of its values adds nothing twice', async () => {
    const cookie = await newPerson();
    const bytes = JSON.stringify(RECORD);
    expect((await importFhir(server.url, cookie, bytes)).status).toBe(200);
    await waitForAnalyses(server.url, cookie);
    const before = await historyOf(server.url, cookie);

    const again = await importFhir(server.url, cookie, bytes);
    expect(again).toEqual({
      status: 409,
      body: {
        error: expect.stringMatching(
          /^This file was already imported on \d{4}-\d{2}-\d{2}$/u,
        ) as unknown,
        code: 'already_imported',
        params: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u) as unknown },
      },
    });
    // The same values in other bytes (another export of the same record) add no value twice.
    const copy = await importFhir(server.url, cookie, JSON.stringify(RECORD, null, 2), 'copy.json');
    expect(copy.status).toBe(200);
    const documents = await waitForAnalyses(server.url, cookie);
    expect(documents).toHaveLength(2);
    expect(await historyOf(server.url, cookie)).toEqual(before);
  });
});

describe('a single resource', () => {
  it('imports one Observation', async () => {
    const cookie = await newPerson();
    const single = observation({
      id: 'tsh',
      loinc: '3016-3',
      name: 'TSH',
      date: '2025-11-20T07:30:00Z',
      value: quantity(2.1, 'm[IU]/L'),
    });
    expect((await importFhir(server.url, cookie, JSON.stringify(single))).status).toBe(200);
    const [document] = await waitForAnalyses(server.url, cookie);
    expect(document).toMatchObject({ status: 'done', report_date: '2025-11-20' });
    const history = await historyOf(server.url, cookie);
    expect(history[idOf('3016-3')]).toEqual([
      expect.objectContaining({ value: 2.1, test_date: '2025-11-20T00:00:00.000Z' }),
    ]);
  });

  it('keeps each Observation’s reference range, so a changed range is not called a trend (review F17)', async () => {
    const cookie = await newPerson();
    const tsh = (id: string, date: string, value: number, low: number, high: number) =>
      observation({
        id,
        loinc: '3016-3',
        name: 'TSH',
        date,
        value: {
          ...quantity(value, 'm[IU]/L'),
          referenceRange: [
            { low: { value: low, unit: 'mIU/L' }, high: { value: high, unit: 'mIU/L' } },
          ],
          performer: [{ display: 'City Diagnostics Laboratory' }],
        },
      });
    const bundle = collectionBundle(
      [tsh('tsh-may', '2026-05-01', 3.0, 0.4, 4.0), tsh('tsh-nov', '2026-11-20', 6.0, 0.27, 6.2)],
      '2026-11-20',
    );
    expect((await importFhir(server.url, cookie, JSON.stringify(bundle))).status).toBe(200);
    await waitForAnalyses(server.url, cookie);

    const history = await historyOf(server.url, cookie);
    expect(
      history[idOf('3016-3')]?.map(({ value, printed_range, break_before }) => ({
        value,
        printed_range,
        break_before,
      })),
    ).toEqual([
      { value: 3, printed_range: '0.4 - 4', break_before: null },
      { value: 6, printed_range: '0.27 - 6.2', break_before: 'range' },
    ]);
    const summaryIn = async (language: string) =>
      (
        (
          await call(server.url, 'GET', '/v1/health/biomarker/summary', {
            cookie,
            headers: { 'accept-language': language },
          })
        ).json as BiomarkersSummary
      ).data.insights;
    const us = await summaryIn('us');
    expect(us).toContain('Not called a trend, because the two results were not measured alike:');
    expect(us).toMatch(/TSH[^\n]*\(the lab's reference range changed in between\)/u);
    expect(us).not.toContain('Moving the wrong way');
    expect(await summaryIn('de')).toContain(
      '(dazwischen hat sich der Referenzbereich des Labors geändert)',
    );
  });

  it('lists an Observation no lab can report with the limits, and adds the rest', async () => {
    const cookie = await newPerson();
    const bundle = collectionBundle(
      [
        observation({
          id: 'hba1c',
          loinc: '4548-4',
          name: 'HbA1c',
          date: '2026-03-01',
          value: quantity(53, '%'),
        }),
        observation({
          id: 'spo2',
          loinc: '59408-5',
          name: 'SpO2',
          date: '2026-03-01',
          value: quantity(105, '%'),
        }),
        observation({
          id: 'hb',
          loinc: '718-7',
          name: 'Hemoglobin',
          date: '2026-03-01',
          value: quantity(14.2, 'g/dL'),
        }),
      ],
      '2026-03-01',
    );
    expect((await importFhir(server.url, cookie, JSON.stringify(bundle))).status).toBe(200);
    const [document] = await waitForAnalyses(server.url, cookie);
    expect(await unmatchedOf(String(document?.user_document_id))).toEqual([
      expect.objectContaining({
        name: 'HbA1c',
        reason:
          'HbA1c 53 % is outside what a lab can report (1–25 %); check the value and its unit.',
      }),
      expect.objectContaining({
        name: 'SpO2',
        reason:
          'Oxygen Saturation 105 % is outside what a lab can report (20–100 %); check the value and its unit.',
      }),
    ]);
    const history = await historyOf(server.url, cookie);
    expect(Object.keys(history)).toEqual([idOf('718-7')]);
  });

  it('imports a DiagnosticReport’s contained Observations, dated by the report', async () => {
    const cookie = await newPerson();
    const report = {
      resourceType: 'DiagnosticReport',
      status: 'final',
      code: { text: 'Metabolic panel' },
      effectiveDateTime: '2026-01-05',
      contained: [
        observation({ id: 'g', loinc: '2345-7', name: 'Glucose', value: quantity(92, 'mg/dL') }),
        observation({
          id: 'c',
          loinc: '2160-0',
          name: 'Creatinine',
          value: quantity(80, 'umol/L'),
        }),
      ],
      result: [{ reference: '#g' }, { reference: '#c' }, { reference: '#missing' }],
    };
    expect((await importFhir(server.url, cookie, JSON.stringify(report))).status).toBe(200);
    const [document] = await waitForAnalyses(server.url, cookie);
    expect(document).toMatchObject({ status: 'done', report_date: '2026-01-05' });
    const history = await historyOf(server.url, cookie);
    expect(history[idOf('2345-7')]?.[0]).toMatchObject({
      value: 92,
      test_date: '2026-01-05T00:00:00.000Z',
    });
    expect(history[idOf('2160-0')]?.[0]).toMatchObject({ value: 0.9048, unit: 'mg/dL' });
    expect(await unmatchedOf(String(document?.user_document_id))).toEqual([
      expect.objectContaining({
        name: '#missing',
        reason: 'the report refers to a result that is not in the file',
      }),
    ]);
  });
});

describe('a file that is no FHIR import', () => {
  it('is refused with the error body and leaves nothing behind', async () => {
    const cookie = await newPerson();
    expect(await importFhir(server.url, cookie, '%PDF-1.7 not json')).toEqual({
      status: 415,
      body: {
        error: 'File must be a FHIR Bundle, Observation or DiagnosticReport in JSON',
        code: 'not_fhir',
      },
    });
    const patient = await importFhir(
      server.url,
      cookie,
      JSON.stringify({ resourceType: 'Patient', id: 'p' }),
    );
    expect(patient.status).toBe(415);
    expect(patient.body.code).toBe('not_fhir');
    const badObservation = await importFhir(
      server.url,
      cookie,
      JSON.stringify({ resourceType: 'Observation', status: 'final' }),
    );
    expect(badObservation.body.code).toBe('not_fhir');
    expect(await listDocuments(server.url, cookie)).toEqual([]);
  });

  it('is refused over 10 MB, its own limit', async () => {
    const cookie = await newPerson();
    const huge = Buffer.alloc(FHIR_IMPORT_MAX_BYTES + 1, 0x20);
    expect(await importFhir(server.url, cookie, huge)).toEqual({
      status: 413,
      body: {
        error:
          'The file is larger than 10 MB. Please export a shorter period and import each file on its own.',
        code: 'fhir_too_large',
        params: { megabytes: 10 },
      },
    });
    expect(await listDocuments(server.url, cookie)).toEqual([]);
  });

  it('is refused without the file field', async () => {
    const cookie = await newPerson();
    const form = new FormData();
    form.append('other', new Blob(['{}'], { type: 'application/json' }), 'record.json');
    const response = await fetch(`${server.url}/v1/user/import/fhir`, {
      method: 'POST',
      headers: { 'x-client-source': 'website', cookie },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'missing_file' });
  });
});

describe('an imported file', () => {
  it('is its owner’s alone: another person sees none of it, and its owner can fetch it as FHIR JSON', async () => {
    const owner = await newPerson();
    const stranger = await newPerson();
    const answer = await importFhir(server.url, owner, JSON.stringify(RECORD));
    const documentId = String(answer.body.user_document_id);
    await waitForAnalyses(server.url, owner);

    expect(await historyOf(server.url, stranger)).toEqual({});
    expect(await listDocuments(server.url, stranger)).toEqual([]);
    expect(
      (await call(server.url, 'GET', `/v1/user/document/${documentId}`, { cookie: stranger }))
        .status,
    ).toBe(404);

    const download = await fetch(`${server.url}/v1/user/document/${documentId}`, {
      headers: { cookie: owner },
    });
    expect(download.headers.get('content-type')).toBe('application/fhir+json');
    expect(JSON.parse(await download.text())).toEqual(RECORD);
  });

  it('is written to the audit log', async () => {
    const cookie = await newPerson();
    const answer = await importFhir(server.url, cookie, JSON.stringify(RECORD));
    const database = openTestDatabase(server);
    try {
      const events = await database.db
        .selectFrom('audit_events')
        .select(['action', 'subject_id'])
        .where('subject_id', '=', String(answer.body.user_document_id))
        .execute();
      expect(events).toEqual([
        { action: 'fhir_imported', subject_id: answer.body.user_document_id },
      ]);
    } finally {
      await database.db.destroy();
    }
  });

  it('needs a signed-in person', async () => {
    expect((await importFhir(server.url, '', JSON.stringify(RECORD))).status).toBe(401);
  });
});
