import type { HistoryResponse } from '@labtrail/contract/biomarkers';
import type { CsvImportResponse, CsvPreviewResponse } from '@labtrail/contract/results-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewPerson, TestClock } from '../../../test/sign-in-helpers';
import { countStoredResults, seedResults } from '../../../test/stored-results';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';

const LDL = 102;
const GLUCOSE = 211;
const POTASSIUM = 902;
const CRP = 301;
const HBSAG = 1802;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(Date.UTC(2026, 0, 5, 9, 0, 0)) });
});

afterAll(async () => {
  await server.close();
});

/** Results a lab reports but a person cannot type in: a bound ('<0.5') and a word. */
async function insertLabResults(userId: string): Promise<void> {
  const row = { user_id: userId, test_date: '2025-06-01', created_at: 1 };
  await seedResults(server, [
    { ...row, biomarker_id: CRP, value: 0.5, original_unit: 'mg/L', comparator: '<' },
    { ...row, biomarker_id: HBSAG, value: 0, original_unit: 'S/CO', value_text: 'Non-reactive' },
  ]);
}

/** A person with values typed in (one in another unit, one flagged as inaccurate) and lab results. */
async function personWithResults() {
  const person = await signInNewPerson(server);
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie: person.cookie,
    body: [
      { biomarker_id: LDL, value: 172, test_date: '2025-06-01' },
      { biomarker_id: GLUCOSE, value: 90, test_date: '2025-06-01' },
      { biomarker_id: GLUCOSE, value: '5.4', unit: 'mmol/L', test_date: '2025-07-01' },
      { biomarker_id: POTASSIUM, value: 2.9, test_date: '2025-07-01' },
    ],
  });
  expect(added.status).toBe(200);
  const ids = added.body.ids as string[];
  const flagged = await call(server.url, 'PUT', '/v1/health/user/biomarker/flag', {
    cookie: person.cookie,
    body: { user_biomarker_id: ids[3], cause: 'Sample sat too long, says the lab' },
  });
  expect(flagged.status).toBe(200);
  await insertLabResults(person.userId);
  return person;
}

async function exportCsv(cookie: string, language = 'en') {
  return fetch(`${server.url}/v1/user/export/csv`, {
    headers: { cookie, 'accept-language': language },
  });
}

function preview(cookie: string, csv: string) {
  return call(server.url, 'POST', '/v1/user/import/csv/preview', { cookie, body: { csv } });
}

function confirm(cookie: string, csv: string) {
  return call(server.url, 'POST', '/v1/user/import/csv', { cookie, body: { csv } });
}

/** What a person sees of each result, without ids and sources. */
async function historyOf(cookie: string) {
  const answer = await call(server.url, 'GET', '/v1/health/biomarkers/history', { cookie });
  const history = answer.json as HistoryResponse;
  return Object.entries(history)
    .flatMap(([biomarkerId, tests]) =>
      tests.map((test) => ({
        biomarkerId,
        date: test.test_date,
        value: test.value,
        unit: test.unit,
        comparator: test.comparator,
        value_text: test.value_text,
        in_range: test.in_range,
        value_label: test.value_label,
        flagged: test.flagged,
        flag_cause: test.flag_cause,
      })),
    )
    .sort((first, second) => JSON.stringify(first).localeCompare(JSON.stringify(second)));
}

async function auditActions(userId: string): Promise<string[]> {
  const { db } = openTestDatabase(server);
  try {
    const events = await db
      .selectFrom('audit_events')
      .select('action')
      .where('user_id', '=', userId)
      .orderBy('at')
      .execute();
    return events.map((event) => event.action);
  } finally {
    await db.destroy();
  }
}

describe('downloading one’s results as CSV', () => {
  it('gives one line per result with range, flag and source, as a private download', async () => {
    const ada = await personWithResults();

    const answer = await exportCsv(ada.cookie);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="labtrail-results-2026-01-05.csv"',
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await answer.text()).split('\r\n');
    expect(lines[0]).toBe(
      'date,biomarker,loinc,value,comparator,unit,range_min,range_max,range_text,flag,flagged_reason,source_document',
    );
    expect(lines).toContain(
      '2025-06-01,LDL Cholesterol,13457-7,172,,mg/dL,,100,Optimal,H,,entered by you',
    );
    expect(lines).toContain(
      '2025-06-01,C-Reactive Protein,1988-5,0.5,<,mg/L,,5,Normal,N,,entered by you',
    );
    expect(lines.find((line) => line.includes('HBsAg'))).toMatch(/,Non-reactive,,S\/CO,.*,N,,/u);
    expect(lines.find((line) => line.startsWith('2025-07-01,Potassium'))).toMatch(
      /,L,"Sample sat too long, says the lab",entered by you$/u,
    );
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(await auditActions(ada.userId)).toEqual(['csv_exported']);
  });

  it('names biomarkers and sources in German for a German request', async () => {
    const ada = await personWithResults();
    const text = await (await exportCsv(ada.cookie, 'de')).text();
    expect(text).toContain(
      '2025-06-01,LDL-Cholesterin,13457-7,172,,mg/dL,,100,Optimal,H,,von Ihnen eingegeben',
    );
  });

  it('holds only the person’s own results, and needs a session', async () => {
    await personWithResults();
    const newcomer = await signInNewPerson(server);
    expect(await (await exportCsv(newcomer.cookie)).text()).toBe(
      'date,biomarker,loinc,value,comparator,unit,range_min,range_max,range_text,flag,flagged_reason,source_document\r\n',
    );
    expect((await fetch(`${server.url}/v1/user/export/csv`)).status).toBe(401);
  });
});

describe('importing results from CSV', () => {
  it('round trip: a fresh account imports an export and ends with the same results, flags included', async () => {
    const ada = await personWithResults();
    const csv = await (await exportCsv(ada.cookie)).text();
    const bea = await signInNewPerson(server);

    const previewed = await preview(bea.cookie, csv);

    expect(previewed.status).toBe(200);
    const shown = previewed.json as CsvPreviewResponse;
    expect(shown.unmatched).toEqual([]);
    expect(shown.already_present).toBe(0);
    expect(shown.rows).toHaveLength(6);
    expect(shown.rows).toContainEqual(
      expect.objectContaining({
        biomarker_id: CRP,
        value: 0.5,
        comparator: '<',
        unit: 'mg/L',
        printed: { name: 'C-Reactive Protein', value: '0.5', unit: 'mg/L' },
      }),
    );
    expect(shown.rows).toContainEqual(
      expect.objectContaining({
        biomarker_id: POTASSIUM,
        flagged_reason: 'Sample sat too long, says the lab',
      }),
    );
    expect(await countStoredResults(server, bea.userId)).toBe(0);

    const imported = await confirm(bea.cookie, csv);

    expect(imported.status).toBe(200);
    expect(imported.json as CsvImportResponse).toEqual({
      added: 6,
      already_present: 0,
      unmatched: 0,
    });
    expect(await historyOf(bea.cookie)).toEqual(await historyOf(ada.cookie));
    expect(await auditActions(bea.userId)).toEqual(['csv_imported']);
  });

  it('adds nothing twice: neither a second import nor one’s own export', async () => {
    const ada = await personWithResults();
    const csv = await (await exportCsv(ada.cookie)).text();
    const bea = await signInNewPerson(server);
    await confirm(bea.cookie, csv);

    const again = (await preview(bea.cookie, csv)).json as CsvPreviewResponse;
    expect(again.rows).toEqual([]);
    expect(again.already_present).toBe(6);
    expect((await confirm(bea.cookie, csv)).json).toEqual({
      added: 0,
      already_present: 6,
      unmatched: 0,
    });
    expect((await confirm(ada.cookie, csv)).json).toEqual({
      added: 0,
      already_present: 6,
      unmatched: 0,
    });
    expect(await countStoredResults(server, bea.userId)).toBe(6);
    expect(await countStoredResults(server, ada.userId)).toBe(6);
  });

  it('reads a German file and lists what it cannot match', async () => {
    const person = await signInNewPerson(server);
    const csv = [
      'Datum;Parameter;Wert;Einheit',
      '01.03.2025;Glukose;5,4;mmol/l',
      '01.03.2025;Foo;1;mg',
      '01.03.2025;Kalium;4;mg',
    ].join('\n');

    const previewed = await call(server.url, 'POST', '/v1/user/import/csv/preview', {
      cookie: person.cookie,
      body: { csv },
      headers: { 'accept-language': 'de' },
    });

    const shown = previewed.json as CsvPreviewResponse;
    expect(shown.rows).toEqual([
      expect.objectContaining({
        line: 2,
        date: '2025-03-01',
        biomarker_name: 'Glukose',
        unit: 'mg/dL',
      }),
    ]);
    expect(shown.unmatched).toEqual([
      {
        line: 3,
        text: '01.03.2025;Foo;1;mg',
        reason: '„Foo“ ist kein Biomarker, den Labtrail kennt',
      },
      {
        line: 4,
        text: '01.03.2025;Kalium;4;mg',
        reason: 'die Einheit „mg“ lässt sich nicht in mmol/L umrechnen',
      },
    ]);
    expect((await confirm(person.cookie, csv)).json).toEqual({
      added: 1,
      already_present: 0,
      unmatched: 2,
    });
  });

  it('adds none of a German file without units, listing each line with why (review F2)', async () => {
    const person = await signInNewPerson(server);
    const csv = [
      'Datum;Parameter;Wert;Einheit',
      '2025-11-28;LDL-Cholesterin;4,1;',
      '2025-11-28;Cholesterin;5,2;',
      '2025-11-28;Glukose nüchtern;5,5;',
      '2025-11-28;Hämoglobin;8,6;',
      '2025-11-28;Calcium;2,4;',
    ].join('\n');
    const german = { cookie: person.cookie, body: { csv }, headers: { 'accept-language': 'de' } };

    const previewed = await call(server.url, 'POST', '/v1/user/import/csv/preview', german);

    const shown = previewed.json as CsvPreviewResponse;
    expect(shown.rows).toEqual([]);
    expect(shown.unmatched.map((line) => [line.line, line.reason])).toEqual(
      [
        [2, 'LDL-Cholesterin', 'mg/dL, mmol/L oder g/L'],
        [3, 'Gesamtcholesterin', 'mg/dL, mmol/L oder g/L'],
        [4, 'Nüchternglukose', 'mg/dL, mmol/L oder g/L'],
        [5, 'Hämoglobin', 'g/dL, g/L oder mmol/L'],
        [6, 'Calcium (gesamt)', 'mg/dL, mmol/L oder mEq/L'],
      ].map(([line, name, units]) => [
        line,
        `es fehlt die Einheit, und ${String(name)} wird in ${String(units)} angegeben; ergänzen Sie die Einheit, damit der Wert nicht in der falschen gelesen wird`,
      ]),
    );
    const imported = await call(server.url, 'POST', '/v1/user/import/csv', german);
    expect(imported.json).toEqual({ added: 0, already_present: 0, unmatched: 5 });
    expect(await countStoredResults(server, person.userId)).toBe(0);
  });

  it('refuses a file it cannot read with a clear reason and writes nothing', async () => {
    const person = await signInNewPerson(server);

    const unclosed = await confirm(person.cookie, 'date,biomarker,value\n"2025-01-02,Glucose,90\n');
    expect(unclosed.status).toBe(400);
    expect(unclosed.body).toEqual({
      error: 'The file cannot be read: the quote opened on line 2 is never closed.',
      code: 'invalid_csv',
    });
    const ambiguous = await confirm(
      person.cookie,
      'date,biomarker,value\n03/05/2025,Glucose,90\n04/06/2025,Glucose,91\n',
    );
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.code).toBe('ambiguous_dates');
    const notText = await call(server.url, 'POST', '/v1/user/import/csv', {
      cookie: person.cookie,
      body: { file: 'x' },
    });
    expect(notText.status).toBe(400);
    expect(notText.body.code).toBe('invalid_request');
    const huge = await preview(
      person.cookie,
      `date,biomarker,value\n${'2025-01-02,Glucose,90\n'.repeat(100_000)}`,
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({
      error: 'The file is larger than 2 MB.',
      code: 'csv_too_large',
      params: { megabytes: 2 },
    });
    expect(await countStoredResults(server, person.userId)).toBe(0);
  });

  it('needs a session', async () => {
    const body = { csv: 'date,biomarker,value\n2025-01-02,Glucose,90\n' };
    expect((await call(server.url, 'POST', '/v1/user/import/csv/preview', { body })).status).toBe(
      401,
    );
    expect((await call(server.url, 'POST', '/v1/user/import/csv', { body })).status).toBe(401);
  });
});
