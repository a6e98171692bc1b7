import type {
  CatalogueSearchResponse,
  DocumentReview,
  PrivateAliasesResponse,
} from '@labtrail/contract/review';
import { REVIEW_MESSAGES } from '@labtrail/contract/review';
import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf, tableReport, uploadPdf, waitForAnalyses } from '../../../test/lab-documents';
import { call, signInNewPerson } from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';

const ALT = 501;
const GLUCOSE = 211;
const HEMOGLOBIN = 1001;
const HBSAG = 1802;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** A report with haemoglobin, which the catalogue knows, and rows of names it does not. */
function report(date: string, rows: readonly (readonly string[])[]): Buffer {
  return tableReport([[['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0'], ...rows]], date);
}

async function analysed(cookie: string, pdf: Buffer): Promise<DocumentReview> {
  const id = await uploadPdf(server.url, cookie, pdf);
  await waitForAnalyses(server.url, cookie);
  return reviewOf(cookie, id);
}

async function reviewOf(cookie: string, id: string): Promise<DocumentReview> {
  const answer = await call(server.url, 'GET', `/v1/user/document/${id}/review`, { cookie });
  expect(answer.status).toBe(200);
  return answer.json as DocumentReview;
}

function lineNamed(review: DocumentReview, name: string) {
  const line = review.unmatched.find((each) => each.printed.name === name);
  if (line === undefined) throw new Error(`no unmatched line ${name}`);
  return line;
}

function mapLine(
  cookie: string,
  review: DocumentReview,
  lineId: string,
  body: Record<string, unknown>,
) {
  return call(
    server.url,
    'POST',
    `/v1/user/document/${review.document.id}/review/line/${lineId}/map`,
    { cookie, body },
  );
}

async function summaryOf(cookie: string): Promise<BiomarkersSummary> {
  const answer = await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie });
  return answer.json as BiomarkersSummary;
}

async function aliasesOf(cookie: string, language = 'en-US'): Promise<PrivateAliasesResponse> {
  const answer = await call(server.url, 'GET', '/v1/user/aliases', {
    cookie,
    headers: { 'accept-language': language },
  });
  expect(answer.status).toBe(200);
  return answer.json as PrivateAliasesResponse;
}

/** The trail of changes as the database keeps it: the review presents it. */
async function changesOf(documentId: string) {
  const database = openTestDatabase(server);
  try {
    return await database.db
      .selectFrom('result_changes')
      .selectAll()
      .where('document_id', '=', documentId)
      .execute();
  } finally {
    await database.db.destroy();
  }
}

describe('mapping an unmatched line to a biomarker', () => {
  it('makes the line a value of the document, in the history and the summary, and remembers the name', async () => {
    const { cookie } = await signInNewPerson(server);
    const review = await analysed(
      cookie,
      report('12/03/2026', [['Frobnicase', '95', 'U/L', '10 - 50']]),
    );
    const line = lineNamed(review, 'Frobnicase');
    const before = await summaryOf(cookie);
    await call(server.url, 'PUT', `/v1/health/biomarker/summary/${before.id}/read`, { cookie });
    expect(before.data.concerning_biomarkers).not.toContain('ALT');

    const answer = await mapLine(cookie, review, line.line_id, { biomarker_id: ALT });

    expect(answer.status).toBe(200);
    const mapped = answer.json as DocumentReview;
    expect(mapped.unmatched).toEqual([]);
    expect(mapped.results.find((result) => result.biomarker_id === ALT)).toMatchObject({
      biomarker_name: 'Alanine Aminotransferase (ALT)',
      value: 95,
      unit: 'U/L',
      test_date: '2026-03-12',
      in_range: false,
      mapped: true,
      printed: { name: 'Frobnicase', value: '95', unit: 'U/L', range: '10 - 50' },
      page: 1,
      row_box: line.row_box,
    });
    expect(await reviewOf(cookie, review.document.id)).toEqual(mapped);
    expect((await historyOf(server.url, cookie))[ALT]).toMatchObject([
      { value: 95, test_date: expect.stringMatching(/^2026-03-12/) as unknown },
    ]);
    const after = await summaryOf(cookie);
    expect(after.id).not.toBe(before.id);
    expect(after.is_read).toBe(false);
    expect(after.data.concerning_biomarkers).toContain('ALT');
    expect(await changesOf(review.document.id)).toEqual([
      expect.objectContaining({
        kind: 'mapped',
        biomarker_id: ALT,
        printed_name: 'Frobnicase',
        row_key: 'page 1|frobnicase|95',
        before: null,
        reason: null,
      }),
    ]);
    const [change] = await changesOf(review.document.id);
    expect(JSON.parse(change?.after ?? 'null')).toEqual({
      value: 95,
      value_text: null,
      comparator: null,
      unit: 'U/L',
      test_date: '2026-03-12',
    });
    expect(await aliasesOf(cookie)).toEqual([
      {
        alias_id: expect.any(String) as unknown,
        printed_name: 'Frobnicase',
        biomarker_id: ALT,
        biomarker_name: 'Alanine Aminotransferase (ALT)',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      },
    ]);
    expect((await aliasesOf(cookie, 'de-DE'))[0]?.biomarker_name).toBe(
      'Alanin-Aminotransferase (ALT/GPT)',
    );
  });

  it('maps every line of the document printing the name, and a new mapping of it replaces the biomarker', async () => {
    const { cookie } = await signInNewPerson(server);
    const review = await analysed(
      cookie,
      report('14/03/2026', [
        ['Zuckerwert', '5,2', 'mmol/L', '3,9 - 5,5'],
        ['Glucosewert mmol', '99', 'mg/dL', '70 - 100'],
        ['ZUCKERWERT', '6,1', 'mmol/L', '3,9 - 5,5'],
      ]),
    );
    const answer = await mapLine(cookie, review, lineNamed(review, 'Zuckerwert').line_id, {
      biomarker_id: GLUCOSE,
    });
    expect(answer.status).toBe(200);
    const mapped = answer.json as DocumentReview;
    expect(
      mapped.results
        .filter((result) => result.biomarker_id === GLUCOSE)
        .map((result) => [result.printed?.name, Math.round(result.value)])
        .sort(([, a = 0], [, b = 0]) => Number(a) - Number(b)),
    ).toEqual([
      ['Zuckerwert', 94],
      ['ZUCKERWERT', 110],
    ]);
    expect(mapped.unmatched.map((line) => line.printed.name)).toEqual(['Glucosewert mmol']);
    expect(await changesOf(review.document.id)).toHaveLength(2);

    const again = await mapLine(cookie, mapped, lineNamed(mapped, 'Glucosewert mmol').line_id, {
      biomarker_id: GLUCOSE,
    });
    expect(again.status).toBe(200);
    expect((await aliasesOf(cookie)).map((alias) => alias.printed_name)).toEqual([
      'Glucosewert mmol',
      'Zuckerwert',
    ]);
  });
});

describe('later documents', () => {
  it('arrive with the mapped name read as the biomarker, until the mapping is forgotten', async () => {
    const { cookie } = await signInNewPerson(server);
    const first = await analysed(
      cookie,
      report('12/03/2026', [['Frobnicase', '40', 'U/L', '10 - 50']]),
    );
    await mapLine(cookie, first, lineNamed(first, 'Frobnicase').line_id, { biomarker_id: ALT });

    const second = await analysed(
      cookie,
      report('02/04/2026', [['frobnicase', '44', 'U/L', '10 - 50']]),
    );
    expect(second.unmatched).toEqual([]);
    expect(second.results.find((result) => result.biomarker_id === ALT)).toMatchObject({
      value: 44,
      test_date: '2026-04-02',
      mapped: true,
      printed: { name: 'frobnicase', value: '44' },
    });
    // Read by the analysis, not changed by the person: nothing in the trail.
    expect(await changesOf(second.document.id)).toEqual([]);

    const [alias] = await aliasesOf(cookie);
    const forgotten = await call(
      server.url,
      'DELETE',
      `/v1/user/aliases/${alias?.alias_id ?? ''}`,
      {
        cookie,
      },
    );
    expect(forgotten.status).toBe(200);
    expect(forgotten.json).toEqual({ success: true });
    expect(await aliasesOf(cookie)).toEqual([]);

    const third = await analysed(
      cookie,
      report('20/04/2026', [['Frobnicase', '47', 'U/L', '10 - 50']]),
    );
    expect(third.results.map((result) => result.biomarker_id)).toEqual([HEMOGLOBIN]);
    expect(third.unmatched.map((line) => line.printed.name)).toEqual(['Frobnicase']);
    // Forgetting the name leaves the values it gave.
    expect(((await historyOf(server.url, cookie))[ALT] ?? []).map((test) => test.value)).toEqual([
      40, 44,
    ]);
  });

  it('keep a mapped line unmatched, saying why, when its value cannot be read as the biomarker', async () => {
    const { cookie } = await signInNewPerson(server);
    const first = await analysed(
      cookie,
      report('12/03/2026', [['Frobnicase', '40', 'U/L', '10 - 50']]),
    );
    await mapLine(cookie, first, lineNamed(first, 'Frobnicase').line_id, { biomarker_id: ALT });

    const second = await analysed(
      cookie,
      report('02/04/2026', [['Frobnicase', '40', 'mg/dL', '10 - 50']]),
    );
    expect(second.results.map((result) => result.biomarker_id)).toEqual([HEMOGLOBIN]);
    expect(lineNamed(second, 'Frobnicase').reason).toMatch(
      /^mapped by you to Alanine Aminotransferase \(ALT\), but unit "mg\/dL"/,
    );
  });
});

describe('what the mapping refuses', () => {
  let owner: string;
  let review: DocumentReview;

  beforeAll(async () => {
    owner = (await signInNewPerson(server)).cookie;
    review = await analysed(
      owner,
      report('12/03/2026', [
        ['Frobnicase', '42', 'U/L', '10 - 50'],
        ['Frobnistatus', 'Negative', '', 'Negative'],
      ]),
    );
  });

  async function nothingChanged() {
    const now = await reviewOf(owner, review.document.id);
    expect(now.unmatched).toEqual(review.unmatched);
    expect(now.results).toEqual(review.results);
    expect(await aliasesOf(owner)).toEqual([]);
  }

  it('answers a line that does not exist, and another person’s document, with the same 404', async () => {
    const frobnicase = lineNamed(review, 'Frobnicase');
    const unknown = await mapLine(owner, review, 'no-such-line', { biomarker_id: ALT });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: REVIEW_MESSAGES.lineNotFound, code: 'line_not_found' });

    const other = (await signInNewPerson(server)).cookie;
    const foreign = await mapLine(other, review, frobnicase.line_id, { biomarker_id: ALT });
    const missing = await call(
      server.url,
      'POST',
      `/v1/user/document/no-such-document/review/line/${frobnicase.line_id}/map`,
      { cookie: other, body: { biomarker_id: ALT } },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual(unknown.body);
    expect(await aliasesOf(other)).toEqual([]);

    const signedOut = await call(
      server.url,
      'POST',
      `/v1/user/document/${review.document.id}/review/line/${frobnicase.line_id}/map`,
      { body: { biomarker_id: ALT } },
    );
    expect(signedOut.status).toBe(401);
    await nothingChanged();
  });

  it('refuses a biomarker the catalogue does not have', async () => {
    const answer = await mapLine(owner, review, lineNamed(review, 'Frobnicase').line_id, {
      biomarker_id: 999_999,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'unknown_biomarker', error: 'Unknown biomarker' });
    await nothingChanged();
  });

  it('refuses a unit the biomarker cannot take, and takes the unit the person chooses', async () => {
    const line = lineNamed(review, 'Frobnicase');
    const refused = await mapLine(owner, review, line.line_id, { biomarker_id: GLUCOSE });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: REVIEW_MESSAGES.unknownUnit, code: 'unknown_unit' });
    const badChoice = await mapLine(owner, review, line.line_id, {
      biomarker_id: GLUCOSE,
      unit: 'parsecs',
    });
    expect(badChoice.body).toEqual(refused.body);
    await nothingChanged();
  });

  it('refuses a value the biomarker cannot have', async () => {
    const answer = await mapLine(owner, review, lineNamed(review, 'Frobnicase').line_id, {
      biomarker_id: HEMOGLOBIN,
      unit: 'g/dL',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: REVIEW_MESSAGES.implausibleValue,
      code: 'implausible_value',
    });
    await nothingChanged();
  });

  it('refuses a value that is no reading of the biomarker, and reads it as one it is', async () => {
    const line = lineNamed(review, 'Frobnistatus');
    const refused = await mapLine(owner, review, line.line_id, { biomarker_id: GLUCOSE });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: REVIEW_MESSAGES.unreadableLine,
      code: 'unreadable_line',
    });
    await nothingChanged();

    const taken = await mapLine(owner, review, line.line_id, { biomarker_id: HBSAG });
    expect(taken.status).toBe(200);
    expect((taken.json as DocumentReview).results).toContainEqual(
      expect.objectContaining({ biomarker_id: HBSAG, value: 0, value_text: 'Negative' }),
    );
  });

  it('answers a line already mapped as one that is gone', async () => {
    const line = lineNamed(review, 'Frobnicase');
    expect(
      (await mapLine(owner, review, line.line_id, { biomarker_id: GLUCOSE, unit: 'mg/dL' })).status,
    ).toBe(200);
    const again = await mapLine(owner, review, line.line_id, { biomarker_id: GLUCOSE });
    expect(again.status).toBe(404);
    expect((await historyOf(server.url, owner))[GLUCOSE]).toHaveLength(1);
  });
});

describe('forgetting a mapping', () => {
  it('answers another person’s mapping like one that does not exist', async () => {
    const owner = (await signInNewPerson(server)).cookie;
    const review = await analysed(
      owner,
      report('12/03/2026', [['Frobnicase', '40', 'U/L', '10 - 50']]),
    );
    await mapLine(owner, review, lineNamed(review, 'Frobnicase').line_id, { biomarker_id: ALT });
    const [alias] = await aliasesOf(owner);
    const other = (await signInNewPerson(server)).cookie;

    const foreign = await call(server.url, 'DELETE', `/v1/user/aliases/${alias?.alias_id ?? ''}`, {
      cookie: other,
    });
    const missing = await call(server.url, 'DELETE', '/v1/user/aliases/no-such-alias', {
      cookie: other,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: REVIEW_MESSAGES.aliasNotFound, code: 'alias_not_found' });
    expect(missing.body).toEqual(foreign.body);
    expect(await aliasesOf(owner)).toHaveLength(1);
    expect(await aliasesOf(other)).toEqual([]);
  });
});

describe('searching the catalogue', () => {
  async function search(cookie: string, q: string, language: string) {
    const answer = await call(
      server.url,
      'GET',
      `/v1/health/catalogue?q=${encodeURIComponent(q)}`,
      {
        cookie,
        headers: { 'accept-language': language },
      },
    );
    expect(answer.status).toBe(200);
    return answer.json as CatalogueSearchResponse;
  }

  it('finds biomarkers by name and by alias, named in the person’s language', async () => {
    const { cookie } = await signInNewPerson(server);
    expect((await search(cookie, 'Glucose', 'en-US'))[0]).toMatchObject({
      biomarker_id: GLUCOSE,
      biomarker_name: 'Glucose',
      unit: 'mg/dL',
      units: expect.arrayContaining(['mmol/L']) as unknown,
      matched: null,
    });
    expect((await search(cookie, 'sgpt', 'en-US'))[0]).toMatchObject({
      biomarker_id: ALT,
      matched: 'SGPT',
    });
    expect((await search(cookie, 'Hämoglobin', 'de-DE'))[0]).toMatchObject({
      biomarker_id: HEMOGLOBIN,
      biomarker_name: 'Hämoglobin',
      category: 'Blutbild',
      matched: null,
    });
    expect(await search(cookie, 'blutzucker', 'de-DE')).toContainEqual(
      expect.objectContaining({
        biomarker_id: GLUCOSE,
        biomarker_name: 'Glukose',
        matched: 'Blutzucker',
      }),
    );
    expect(await search(cookie, 'frobnicase', 'en-US')).toEqual([]);
  });

  it('needs a session and words to look for', async () => {
    const { cookie } = await signInNewPerson(server);
    expect((await call(server.url, 'GET', '/v1/health/catalogue?q=glucose')).status).toBe(401);
    const empty = await call(server.url, 'GET', '/v1/health/catalogue?q=', { cookie });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('invalid_request');
  });
});
