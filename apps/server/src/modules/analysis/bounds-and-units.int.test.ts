import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import type { DocumentsResponse } from '@labtrail/contract/documents';
import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';

let server: TestServer;
let phoneCounter = 0;

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

function report(lines: readonly (readonly string[])[]): Buffer {
  return makePdf([
    [
      { x: 50, y: 800, text: 'Riverside Medical Laboratory', size: 14 },
      { x: 350, y: 780, text: 'Report Date: 02/09/2026' },
      ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
      ...lines.flatMap((cells, index) => row(720 - index * 15, cells)),
    ],
  ]);
}

/** The catalogue id of the biomarker a LOINC code names. */
function idOf(loinc: string): string {
  const found = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(loinc));
  if (found === undefined) throw new Error(`no biomarker has LOINC ${loinc}`);
  return String(found.id);
}

/** A new person, signed in by phone: their session cookie. */
async function newPerson(): Promise<string> {
  phoneCounter += 1;
  return signInWithPhone(server, `+4917300${String(phoneCounter).padStart(5, '0')}`);
}

async function analysed(bytes: Buffer): Promise<{ cookie: string; documentId: string }> {
  const cookie = await newPerson();
  const form = new FormData();
  form.append('other', new Blob([bytes], { type: 'application/pdf' }), 'September.pdf');
  const response = await fetch(`${server.url}/v2/user/document`, {
    method: 'POST',
    headers: { 'x-client-source': 'website', cookie },
    body: form,
  });
  const { user_document_id: documentId } = (await response.json()) as { user_document_id: string };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const categories = (await call(server.url, 'GET', '/v1/user/documents', { cookie }))
      .json as DocumentsResponse;
    const status = categories
      .flatMap((category) => category.documents)
      .find((document) => document.user_document_id === documentId)?.status;
    if (status === 'done') return { cookie, documentId };
    if (status === 'failed' || Date.now() > deadline)
      throw new Error(`document ended ${String(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

async function read(cookie: string) {
  const history = (await call(server.url, 'GET', '/v1/health/biomarkers/history', { cookie }))
    .json as HistoryResponse;
  const biomarkers = (await call(server.url, 'GET', '/v1/health/biomarkers', { cookie }))
    .json as BiomarkersResponse;
  const summary = (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie }))
    .json as BiomarkersSummary;
  return { history, biomarkers: biomarkers.flatMap((category) => category.biomarkers), summary };
}

describe('values a report prints as bounds', () => {
  it('are stored with their comparator and judged as bounds: "eGFR >60" is not kidney disease, "CRP <5" no inflammation', async () => {
    const { cookie } = await analysed(
      report([
        ['eGFR', '>60', 'mL/min/1.73m2', '>60'],
        ['CRP', '<5', 'mg/L', '<5'],
      ]),
    );
    const { history, biomarkers, summary } = await read(cookie);
    expect(history[idOf('98979-8')]?.[0]).toMatchObject({
      value: 60,
      comparator: '>',
      in_range: true,
    });
    expect(history[idOf('1988-5')]?.[0]).toMatchObject({
      value: 5,
      comparator: '<',
      in_range: true,
    });
    expect(biomarkers.find((b) => String(b.biomarker_id) === idOf('98979-8'))).toMatchObject({
      value_comparator: '>',
      in_range: true,
    });
    expect(summary.data.insights).not.toMatch(/kidney|inflammation/iu);
    expect(summary.data.concerning_biomarkers).toBe('');
    expect(
      summary.data.sections.map((section) => section.explanatory_description).join('\n'),
    ).toContain('>60');
  });
});

describe('a value printed without a unit', () => {
  it('is read in the unit its printed reference range shows, never in a guessed one', async () => {
    const { cookie, documentId } = await analysed(
      report([
        ['Glucose', '5.5', '', '3.9 - 5.5'],
        ['Vitamin D (25-OH)', '50', '', ''],
      ]),
    );
    const { history, summary } = await read(cookie);
    const glucose = history[idOf('2345-7')]?.[0];
    expect(glucose?.value).toBeCloseTo(99, 0);
    expect(glucose?.in_range).toBe(true);
    expect(summary.data.urgent ?? '').toBe('');
    expect(history[idOf('62292-8')]).toBeUndefined();
    const database = openTestDatabase(server);
    try {
      const stored = await database.db
        .selectFrom('results')
        .select(['original_value', 'original_unit'])
        .where('document_id', '=', documentId)
        .execute();
      // The printed number, in the unit its printed range showed.
      expect(stored).toEqual([{ original_value: 5.5, original_unit: 'mmol/L' }]);
    } finally {
      await database.db.destroy();
    }
    expect(await unmatchedOf(documentId)).toEqual([
      expect.objectContaining({
        name: 'Vitamin D (25-OH)',
        reason: expect.stringMatching(/no unit/u) as unknown,
      }),
    ]);
  });
});

describe('a value whose normal range differs between women and men', () => {
  it('is in range only if it is for both while sex is unknown, and names both bands', async () => {
    const cookie = await newPerson();
    await call(server.url, 'POST', '/v1/health/biomarkers', {
      cookie,
      body: [
        { biomarker_id: Number(idOf('718-7')), value: 12.5, test_date: '2026-01-10' },
        { biomarker_id: Number(idOf('2857-1')), value: 1.1, test_date: '2026-01-10' },
      ],
    });
    const { biomarkers } = await read(cookie);
    const haemoglobin = biomarkers.find((b) => String(b.biomarker_id) === idOf('718-7'));
    expect(haemoglobin).toMatchObject({
      in_range: false,
      value_label: expect.stringMatching(/^Normal \(women\) \/ .+ \(men\)$/u) as unknown,
      by_sex: { female: { in_range: true }, male: { in_range: false } },
      age_dependent: false,
    });
    const psa = biomarkers.find((b) => String(b.biomarker_id) === idOf('2857-1'));
    // PSA is a men's test: for women it is not judged, so both sets are shown (review F16).
    expect(psa).toMatchObject({
      by_sex: {
        female: { value_label: 'Not Judged (Test for Men)' },
        male: { value_label: 'Normal', in_range: true },
      },
      age_dependent: true,
      in_range: true,
    });
  });
});

describe('a critical value read from a report', () => {
  it('puts an urgent line first in the analysis', async () => {
    const { cookie } = await analysed(report([['Potassium', '6.9', 'mmol/L', '3.5 - 5.1']]));
    const { summary } = await read(cookie);
    expect(summary.data.urgent).toMatch(/^\*\*Seek medical care today/u);
    expect(summary.data.overall_impression).not.toMatch(/mild|not alarming/iu);
  });
});

describe('measurements whose units are not convertible', () => {
  it('keeps Lp(a) in nmol/L and mg/dL apart, and D-dimer in FEU, each with its own cut-offs', async () => {
    const { cookie } = await analysed(
      report([
        ['Lipoprotein(a)', '100', 'nmol/L', '< 75'],
        ['D-Dimer', '0.4', 'mg/L FEU', '< 0.5'],
      ]),
    );
    const { history } = await read(cookie);
    expect(history[idOf('43583-4')]?.[0]).toMatchObject({ value: 100, in_range: false });
    expect(history[idOf('10835-7')]).toBeUndefined();
    expect(history[idOf('48065-7')]?.[0]).toMatchObject({ value: 0.4, in_range: true });
  });
});
