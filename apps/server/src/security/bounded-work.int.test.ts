import { FHIR_IMPORT_MAX_BYTES } from '@labtrail/contract/fhir-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionBundle, importFhir, observation, quantity } from '../../test/fhir-files';
import { listDocuments, tableReport, uploadPdf, waitForAnalyses } from '../../test/lab-documents';
import { call, MINUTE, signInNewPerson, TestClock } from '../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { REANALYSIS_RATE_LIMIT } from '../modules/review/admit-reanalysis';

// Issue 35 point 1: what one signed-in person can make the server store and do is bounded, with
// a refusal that names the cap and what to do instead.

const GLUCOSE = 211;
const GLUCOSE_LOINC = '2345-7';

/** `count` glucose values on as many days, from 2000-01-01 on (all in the past). */
function days(count: number): string[] {
  return Array.from({ length: count }, (_unused, index) =>
    new Date(Date.UTC(2000, 0, 1 + index)).toISOString().slice(0, 10),
  );
}

function glucoseCsv(count: number, value = 90): string {
  return `date,biomarker,value,unit\n${days(count)
    .map((day) => `${day},Glucose,${String(value)},mg/dL`)
    .join('\n')}\n`;
}

function glucoseBundle(count: number): string {
  const observations = days(count).map((day, index) =>
    observation({
      id: `glucose-${String(index)}`,
      loinc: GLUCOSE_LOINC,
      name: 'Glucose',
      date: day,
      value: quantity(90, 'mg/dL'),
    }),
  );
  return JSON.stringify(collectionBundle(observations, '2024-01-01'));
}

function importCsv(server: TestServer, cookie: string, csv: string, step: '' | '/preview' = '') {
  return call(server.url, 'POST', `/v1/user/import/csv${step}`, { cookie, body: { csv } });
}

async function resultCount(server: TestServer, userId: string): Promise<number> {
  const { db } = openTestDatabase(server);
  try {
    const row = await db
      .selectFrom('results')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

const TOO_MANY_VALUES = {
  error:
    'The file holds more than 5,000 values, the most one import may add. Please split it into smaller files and import them one after another.',
  code: 'too_many_values',
  params: { count: 5000 },
};

function tooManyResults(count: number) {
  return {
    error: `This would take your history past ${count.toLocaleString('en-US')} results, the most Labtrail keeps for one person. Please delete documents or results you no longer need, then try again.`,
    code: 'too_many_results',
    params: { count },
  };
}

describe('values per import (5,000 by default)', () => {
  let server: TestServer;

  beforeAll(async () => {
    // No worker: an imported FHIR file would stay waiting, so what the upload stored shows.
    server = await startTestServer({ env: { ROLE: 'api' } });
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses a CSV file of 5,001 new values whole, in its preview and its import', async () => {
    const person = await signInNewPerson(server);
    const csv = glucoseCsv(5001);

    const preview = await importCsv(server, person.cookie, csv, '/preview');
    expect({ status: preview.status, body: preview.body }).toEqual({
      status: 413,
      body: TOO_MANY_VALUES,
    });
    const imported = await importCsv(server, person.cookie, csv);
    expect({ status: imported.status, body: imported.body }).toEqual({
      status: 413,
      body: TOO_MANY_VALUES,
    });
    expect(await resultCount(server, person.userId)).toBe(0);

    // Only the values the person does not have yet count: 5,010 lines, of which 5,000 are new.
    expect((await importCsv(server, person.cookie, glucoseCsv(10))).json).toMatchObject({
      added: 10,
    });
    const fits = await importCsv(server, person.cookie, glucoseCsv(5010));
    expect(fits.status).toBe(200);
    expect(fits.json).toMatchObject({ added: 5000, already_present: 10 });
    expect(await resultCount(server, person.userId)).toBe(5010);
  });

  it('refuses a FHIR file of 5,001 values before keeping it', async () => {
    const person = await signInNewPerson(server);
    expect(await importFhir(server.url, person.cookie, glucoseBundle(5001))).toEqual({
      status: 413,
      body: TOO_MANY_VALUES,
    });
    expect(await listDocuments(server.url, person.cookie)).toEqual([]);
  });

  it(`refuses a FHIR file over ${String(FHIR_IMPORT_MAX_BYTES / 1024 / 1024)} MB, even one with few values`, async () => {
    const person = await signInNewPerson(server);
    const bundle = JSON.parse(glucoseBundle(1)) as { entry: { resource: object }[] };
    // A patient-portal export's narrative can be long; this one is only long.
    bundle.entry[0] = {
      resource: {
        resourceType: 'Patient',
        id: 'patient',
        text: { status: 'generated', div: `<div>${'x'.repeat(FHIR_IMPORT_MAX_BYTES)}</div>` },
      },
    };
    expect(await importFhir(server.url, person.cookie, JSON.stringify(bundle))).toEqual({
      status: 413,
      body: {
        error:
          'The file is larger than 5 MB. Please export a shorter period and import each file on its own.',
        code: 'fhir_too_large',
        params: { megabytes: 5 },
      },
    });
    expect(await listDocuments(server.url, person.cookie)).toEqual([]);
  });
});

describe('results per person (MAX_RESULTS_PER_PERSON, here 5)', () => {
  const CAP = 5;
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { MAX_RESULTS_PER_PERSON: String(CAP) } });
  });

  afterAll(async () => {
    await server.close();
  });

  function enter(cookie: string, count: number, value = 90) {
    return call(server.url, 'POST', '/v1/health/biomarkers', {
      cookie,
      body: days(count).map((day) => ({ biomarker_id: GLUCOSE, value, test_date: day })),
    });
  }

  it('refuses values typed in that would take the person past the cap, all of them', async () => {
    const person = await signInNewPerson(server);
    expect((await enter(person.cookie, 4)).status).toBe(200);
    const refused = await enter(person.cookie, 2, 95);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 413,
      body: tooManyResults(CAP),
    });
    expect(await resultCount(server, person.userId)).toBe(4);
    // Up to the cap itself is fine.
    expect((await enter(person.cookie, 1, 95)).status).toBe(200);
  });

  it('refuses a CSV or FHIR import that would take the person past it, storing nothing', async () => {
    const person = await signInNewPerson(server);
    expect((await enter(person.cookie, 3)).status).toBe(200);
    const csv = glucoseCsv(3, 100);
    for (const step of ['/preview', ''] as const) {
      const refused = await importCsv(server, person.cookie, csv, step);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 413,
        body: tooManyResults(CAP),
      });
    }
    expect(await importFhir(server.url, person.cookie, glucoseBundle(3))).toEqual({
      status: 413,
      body: tooManyResults(CAP),
    });
    expect(await resultCount(server, person.userId)).toBe(3);
    expect(await listDocuments(server.url, person.cookie)).toEqual([]);
  });

  it('lets only one of two imports at once into the last room', async () => {
    const person = await signInNewPerson(server);
    const answers = await Promise.all([
      importCsv(server, person.cookie, glucoseCsv(3, 100)),
      importCsv(server, person.cookie, glucoseCsv(3, 110)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 413]);
    expect(await resultCount(server, person.userId)).toBe(3);
  });

  it('fails a document whose values do not fit, with a reason the person can read', async () => {
    const person = await signInNewPerson(server);
    expect((await enter(person.cookie, CAP)).status).toBe(200);
    await uploadPdf(
      server.url,
      person.cookie,
      tableReport([
        [
          ['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0'],
          ['LDL Cholesterol', '172', 'mg/dL', '< 100'],
        ],
      ]),
    );
    const [document] = await waitForAnalyses(server.url, person.cookie);
    expect(document).toMatchObject({
      status: 'failed',
      error:
        'Your history has no room for the values of this document: it would hold more results than Labtrail keeps for one person. Please delete documents or results you no longer need, then analyse the document again.',
    });
    const german = await call(server.url, 'GET', '/v1/user/documents', {
      cookie: person.cookie,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(JSON.stringify(german.json)).toContain(
      'Ihr Verlauf hat keinen Platz für die Werte dieses Dokuments',
    );
    expect(await resultCount(server, person.userId)).toBe(CAP);
  });
});

describe('analysing a document again', () => {
  const clock = new TestClock();
  let server: TestServer;

  beforeAll(async () => {
    // No worker: a document queued again stays waiting, so every queuing shows.
    server = await startTestServer({ env: { ROLE: 'api' }, clock });
  });

  afterAll(async () => {
    await server.close();
  });

  async function markAnalysed(documentId: string): Promise<void> {
    const { db } = openTestDatabase(server);
    try {
      await db
        .updateTable('documents')
        .set({ status: 'done' })
        .where('id', '=', documentId)
        .execute();
    } finally {
      await db.destroy();
    }
  }

  function reanalyse(cookie: string, documentId: string) {
    return call(server.url, 'POST', `/v1/user/document/${documentId}/reanalyse`, { cookie });
  }

  it(`queues a document once in a burst, and answers 429 after ${String(REANALYSIS_RATE_LIMIT.analyses)} calls in 10 minutes`, async () => {
    expect(REANALYSIS_RATE_LIMIT).toEqual({ analyses: 30, windowMs: 10 * MINUTE });
    const person = await signInNewPerson(server);
    const report = tableReport([[['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0']]]);
    const document = await uploadPdf(server.url, person.cookie, report);
    await markAnalysed(document);

    const burst = await Promise.all(
      Array.from({ length: 40 }, () => reanalyse(person.cookie, document)),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const limited = burst.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0]?.headers.get('retry-after')).toBe(String(10 * 60));
    expect(limited[0]?.body).toEqual({
      error:
        'You have asked for many documents to be analysed again in a short time. Please try again in 10 minutes.',
      code: 'too_many_reanalyses',
      params: { minutes: 10 },
    });

    // The limit is the person's, over all their documents; someone else is not held back.
    const other = await uploadPdf(server.url, person.cookie, report, 'other.pdf');
    await markAnalysed(other);
    expect((await reanalyse(person.cookie, other)).status).toBe(429);
    const stranger = await signInNewPerson(server);
    const theirs = await uploadPdf(server.url, stranger.cookie, report);
    await markAnalysed(theirs);
    expect((await reanalyse(stranger.cookie, theirs)).status).toBe(202);

    // Once the window is over, the person may ask again.
    clock.advance(10 * MINUTE);
    expect((await reanalyse(person.cookie, other)).status).toBe(202);
  });
});
