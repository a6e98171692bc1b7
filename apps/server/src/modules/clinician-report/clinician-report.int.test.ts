import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewPerson } from '../../../test/sign-in-helpers';
import { seedResults } from '../../../test/stored-results';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { readPdfText } from '../analysis/read-pdf/read-pdf-text';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';

const LDL = 102;
const GLUCOSE = 211;
const CRP = 301;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function addEntries(
  cookie: string,
  entries: { biomarker_id: number; value: number; test_date: string }[],
): Promise<string[]> {
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', { cookie, body: entries });
  expect(added.status).toBe(200);
  return added.body.ids as string[];
}

/** A value printed as a bound, as only a lab report gives one: written as the analysis writes it. */
async function addCensoredValue(userId: string, biomarkerId: number, bound: number, date: string) {
  await seedResults(server, [
    {
      user_id: userId,
      biomarker_id: biomarkerId,
      value: bound,
      original_unit: 'mg/L',
      comparator: '<',
      test_date: date,
    },
  ]);
}

/** A person with values in three categories: out of range, previous values, flagged, censored. */
async function personWithResults() {
  const person = await signInNewPerson(server);
  const ids = await addEntries(person.cookie, [
    { biomarker_id: LDL, value: 150, test_date: '2025-11-02' },
    { biomarker_id: LDL, value: 112, test_date: '2026-03-01' },
    { biomarker_id: GLUCOSE, value: 260, test_date: '2026-02-01' },
    { biomarker_id: GLUCOSE, value: 95, test_date: '2026-03-01' },
    { biomarker_id: CRP, value: 42.5, test_date: '2026-03-01' },
  ]);
  const flagged = await call(server.url, 'PUT', '/v1/health/user/biomarker/flag', {
    cookie: person.cookie,
    body: { user_biomarker_id: ids[2], biomarker_id: GLUCOSE, cause: 'Not fasting, wrong tube' },
  });
  expect(flagged.status).toBe(200);
  await addCensoredValue(person.userId, CRP, 5, '2025-12-10');
  return person;
}

async function downloadReport(cookie: string, query = '', headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/v1/user/export/clinician-report${query}`, {
    headers: { 'x-client-source': 'website', cookie, ...headers },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The report's text as the project's own PDF reader reads it: one line per printed line. */
async function textOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { pages } = await readPdfText(bytes, { maxPages: 50, ocr: undefined });
  const text = pages
    .flatMap((page) => page.lines.map((line) => line.items.map((item) => item.text).join(' ')))
    .join('\n');
  return { text, pages: pages.length };
}

function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThan(from);
  return text.slice(from, to);
}

describe('the report for a clinician', () => {
  it('gives every latest and previous value, out-of-range ones first, flags, dates and the analysis', async () => {
    const ada = await personWithResults();

    const { response, bytes } = await downloadReport(ada.cookie, '?language=us');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="labtrail-report-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text } = await textOf(bytes);
    expect(text).toContain('Laboratory results for your clinician');
    expect(text).toContain('Prepared for: +4917399');
    expect(text).toContain('Results from Nov 2, 2025 to Mar 1, 2026');
    for (const name of ['LDL Cholesterol', 'Glucose', 'C-Reactive Protein'])
      expect(text).toContain(name);
    for (const latest of ['112 mg/dL', '95 mg/dL', '42.5 mg/L']) expect(text).toContain(latest);
    expect(text).toContain('150 mg/dL');
    expect(text).toContain('<5 mg/L');
    expect(text).toContain('Nov 2, 2025');
    expect(text).toContain('<100 mg/dL');
    expect(text).toContain('70–140 mg/dL');
    expect(text).toContain('improving');
    expect(text).toContain(
      'Flagged as inaccurate: 260 mg/dL (Feb 1, 2026) - Not fasting, wrong tube',
    );

    const attention = between(text, 'Needs attention', 'All results by category');
    expect(attention).toContain('C-Reactive Protein');
    expect(attention).toContain('LDL Cholesterol');
    expect(attention.indexOf('C-Reactive Protein')).toBeLessThan(
      attention.indexOf('LDL Cholesterol'),
    );
    expect(attention).not.toContain('Glucose');
    const categories = between(text, 'All results by category', 'Analysis');
    expect(categories.indexOf('Heart Health')).toBeLessThan(
      categories.indexOf('Insulin Sensitivity'),
    );
    expect(categories.indexOf('Insulin Sensitivity')).toBeLessThan(
      categories.indexOf('Inflammatory'),
    );

    expect(text).toMatch(/You have results for/);
    expect(text).not.toContain('**');
    expect(text).toContain('Entered by you: 6 values');
    expect(text).toMatch(/Page 1 of \d+ - Not a diagnosis/);
  });

  it('is written in German on request, and in the interface language without one', async () => {
    const ada = await personWithResults();

    const asked = await textOf((await downloadReport(ada.cookie, '?language=de')).bytes);
    const byInterface = await textOf(
      (await downloadReport(ada.cookie, '', { 'accept-language': 'de-DE,de;q=0.9' })).bytes,
    );

    for (const { text } of [asked, byInterface]) {
      for (const heading of [
        'Auffällige Werte',
        'Alle Ergebnisse nach Bereich',
        'Auswertung',
        'Quellen',
      ])
        expect(text).toContain(heading);
      expect(text).toContain('Laborwerte für Ihre Ärztin oder Ihren Arzt');
      for (const name of ['LDL-Cholesterin', 'Glukose', 'C-reaktives Protein'])
        expect(text).toContain(name);
      expect(text).toContain('42,5 mg/L');
      expect(text).toContain('Als ungenau markiert');
      expect(text).toContain('Von Ihnen eingegeben: 6 Werte');
      expect(text).toMatch(/Seite 1 von \d+ - Keine Diagnose/);
    }
  });

  // Review F4: potassium 6.2 read "within the next few weeks"; the report prints the summary's
  // first line, so the clinician sees the same step the person was told.
  it('opens the analysis with the prompt tier’s instruction for a value near an alert limit', async () => {
    const person = await signInNewPerson(server);
    const potassium = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('2823-3'));
    if (potassium === undefined) throw new Error('no potassium in the catalogue');
    await addEntries(person.cookie, [
      { biomarker_id: potassium.id, value: 6.2, test_date: '2026-03-01' },
    ]);
    const flat = async (language: string) =>
      (
        await textOf((await downloadReport(person.cookie, `?language=${language}`)).bytes)
      ).text.replace(/\s+/g, ' ');
    const english = await flat('us');
    expect(english).toContain(
      'Contact your doctor within the next day or two: Potassium 6.2 mmol/L (Moderately High) is close to a level that needs care the same day.',
    );
    expect(english).not.toContain('within the next few weeks');
    expect(await flat('de')).toContain(
      'Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt: Kalium 6,2 mmol/L (Mäßig erhöht) liegt nahe an einem Bereich',
    );
  });

  it('runs to several pages for many results, with a page number on each', async () => {
    const { cookie } = await signInNewPerson(server);
    const measured = ALL_BIOMARKERS.filter((biomarker) => biomarker.text_values === undefined);
    const entries = measured.slice(0, 90).flatMap((biomarker) =>
      ['2026-01-10', '2026-02-10'].map((date) => ({
        biomarker_id: biomarker.id,
        value: biomarker.plausible.min + (biomarker.plausible.max - biomarker.plausible.min) / 100,
        test_date: date,
      })),
    );
    await addEntries(cookie, entries);

    const { text, pages } = await textOf((await downloadReport(cookie, '?language=us')).bytes);

    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${String(pages)} of ${String(pages)}`);
    for (const biomarker of measured.slice(0, 90))
      expect(text).toContain(biomarker.name.slice(0, 12));
  });

  it('shows another person only their own, empty report', async () => {
    await personWithResults();
    const bob = await signInNewPerson(server);

    const { response, bytes } = await downloadReport(bob.cookie, '?language=us');

    expect(response.status).toBe(200);
    const { text } = await textOf(bytes);
    expect(text).toContain('No results yet');
    expect(text).toContain('No analysis has been written yet');
    expect(text).not.toContain('LDL');
    expect(text).not.toContain('Needs attention');
  });

  it('prints Greek and Cyrillic as they are, and a character its font lacks as a visible box', async () => {
    const zoe = await signInNewPerson(server);
    const documentId = crypto.randomUUID();
    const { db } = openTestDatabase(server);
    try {
      await db
        .insertInto('documents')
        .values({
          id: documentId,
          user_id: zoe.userId,
          display_name: 'Ζωή Петрова 血液.pdf',
          document_type: 'blood_panel',
          report_date: '2026-03-01',
          size: 1000,
          sha256: 'a'.repeat(64),
          blob_key: documentId,
          content_kind: 'pdf',
          status: 'done',
          attempts: 1,
          error: null,
          unmatched: null,
          claimed_until: null,
          created_at: Date.now(),
          updated_at: Date.now(),
        })
        .execute();
    } finally {
      await db.destroy();
    }
    await seedResults(server, [
      {
        user_id: zoe.userId,
        biomarker_id: LDL,
        value: 112,
        original_unit: 'mg/dL',
        test_date: '2026-03-01',
        source: 'document',
        document_id: documentId,
      },
    ]);

    const { response, bytes } = await downloadReport(zoe.cookie, '?language=us');

    expect(response.status).toBe(200);
    const { text } = await textOf(bytes);
    expect(text).toContain('Ζωή Петрова □□.pdf (Mar 1, 2026): 1 value');
    expect(text).not.toContain('?');
  });

  it('is on record in the audit log', async () => {
    const ada = await signInNewPerson(server);
    await downloadReport(ada.cookie);

    const { db } = openTestDatabase(server);
    try {
      const events = await db
        .selectFrom('audit_events')
        .select(['action', 'subject_id'])
        .where('user_id', '=', ada.userId)
        .execute();
      expect(events).toEqual([{ action: 'clinician_report_exported', subject_id: null }]);
    } finally {
      await db.destroy();
    }
  });

  it('needs a session and refuses a language it does not write', async () => {
    expect((await call(server.url, 'GET', '/v1/user/export/clinician-report')).status).toBe(401);
    const { cookie } = await signInNewPerson(server);
    const refused = await call(server.url, 'GET', '/v1/user/export/clinician-report?language=fr', {
      cookie,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(expect.any(String));
  });
});
