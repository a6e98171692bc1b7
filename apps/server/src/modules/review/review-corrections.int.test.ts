import type { BiomarkersResponse, HistoricalTest } from '@labtrail/contract/biomarkers';
import type { ChangesResponse, DocumentReview, ReviewResult } from '@labtrail/contract/review';
import { REVIEW_MESSAGES } from '@labtrail/contract/review';
import type { SummaryResponse } from '@labtrail/contract/summaries';
import { TEST_ENTRY_MESSAGES } from '@labtrail/contract/test-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf, tableReport, uploadPdf, waitForAnalyses } from '../../../test/lab-documents';
import { call, signInNewPerson } from '../../../test/sign-in-helpers';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { DOCUMENT_MESSAGES } from '../documents/messages';
import { RESULT_MESSAGES } from '../results/messages';
import { MARKER_IDS } from '../summaries/engine/marker-keys';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const GLUCOSE = MARKER_IDS.get('glucose') ?? 0;
const LDL = MARKER_IDS.get('ldl') ?? 0;
const HAEMOGLOBIN = MARKER_IDS.get('haemoglobin') ?? 0;

/** Haemoglobin on page 1; a high glucose and a high LDL on page 2. */
function report(): Buffer {
  return tableReport([
    [['Haemoglobin', '14.2', 'g/dL', '13.0 - 17.0']],
    [
      ['Glucose', '112', 'mg/dL', '70 - 100'],
      ['LDL Cholesterol', '172', 'mg/dL', '< 100'],
    ],
  ]);
}

interface Person {
  cookie: string;
  document: string;
}

/** A new person with the report uploaded and analysed. */
async function personWithReport(name = 'march.pdf'): Promise<Person> {
  const { cookie } = await signInNewPerson(server);
  const document = await uploadPdf(server.url, cookie, report(), name);
  await waitForAnalyses(server.url, cookie);
  return { cookie, document };
}

async function reviewOf(person: Person, language = 'en-US'): Promise<DocumentReview> {
  const answer = await call(server.url, 'GET', `/v1/user/document/${person.document}/review`, {
    cookie: person.cookie,
    headers: { 'accept-language': language },
  });
  expect(answer.status).toBe(200);
  return answer.json as DocumentReview;
}

function resultOf(review: DocumentReview, biomarkerId: number): ReviewResult {
  const result = review.results.find((candidate) => candidate.biomarker_id === biomarkerId);
  if (result === undefined) throw new Error(`no result of ${String(biomarkerId)}`);
  return result;
}

function correct(person: Person, resultId: string, body: unknown, document = person.document) {
  return call(server.url, 'PATCH', `/v1/user/document/${document}/review/result/${resultId}`, {
    cookie: person.cookie,
    body,
  });
}

function dismiss(person: Person, resultId: string, body: unknown, document = person.document) {
  return call(
    server.url,
    'POST',
    `/v1/user/document/${document}/review/result/${resultId}/dismiss`,
    { cookie: person.cookie, body },
  );
}

function restore(person: Person, dismissalId: string, document = person.document) {
  return call(
    server.url,
    'POST',
    `/v1/user/document/${document}/review/dismissal/${dismissalId}/restore`,
    { cookie: person.cookie },
  );
}

function reanalyse(person: Person, document = person.document) {
  return call(server.url, 'POST', `/v1/user/document/${document}/reanalyse`, {
    cookie: person.cookie,
  });
}

async function historyEntries(person: Person, biomarkerId: number): Promise<HistoricalTest[]> {
  return (await historyOf(server.url, person.cookie))[String(biomarkerId)] ?? [];
}

async function summaryOf(person: Person): Promise<SummaryResponse> {
  return (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie: person.cookie }))
    .json as SummaryResponse;
}

async function latestValue(person: Person, biomarkerId: number): Promise<number | null> {
  const categories = (
    await call(server.url, 'GET', '/v1/health/biomarkers', { cookie: person.cookie })
  ).json as BiomarkersResponse;
  const biomarker = categories
    .flatMap((category) => category.biomarkers)
    .find((candidate) => candidate.biomarker_id === biomarkerId);
  return biomarker?.value ?? null;
}

describe('correcting a value a document gave', () => {
  it('writes the new value into the history, marks it corrected, keeps the change and rewrites the summary', async () => {
    const person = await personWithReport();
    const ldl = resultOf(await reviewOf(person), LDL);
    const before = await summaryOf(person);
    expect(before?.data.concerning_biomarkers).toContain('LDL Cholesterol 172');

    const answer = await correct(person, ldl.result_id, { value: '90', reason: 'Misread' });
    expect(answer.status).toBe(200);
    const review = answer.json as DocumentReview;
    expect(resultOf(review, LDL)).toMatchObject({
      result_id: ldl.result_id,
      value: 90,
      unit: 'mg/dL',
      in_range: true,
      corrected: true,
      page: 2,
      printed: { name: 'LDL Cholesterol', value: '172' },
    });
    expect(resultOf(review, GLUCOSE).corrected).toBe(false);
    expect(review.changes).toEqual([
      expect.objectContaining({
        kind: 'corrected',
        by: 'you',
        reason: 'Misread',
        document_id: person.document,
        document_name: 'march',
        biomarker_id: LDL,
        biomarker_name: 'LDL Cholesterol',
        printed_name: 'LDL Cholesterol',
        before: {
          value: 172,
          value_text: null,
          comparator: null,
          unit: 'mg/dL',
          test_date: '2026-03-12',
        },
        after: {
          value: 90,
          value_text: null,
          comparator: null,
          unit: 'mg/dL',
          test_date: '2026-03-12',
        },
      }),
    ]);

    expect(await historyEntries(person, LDL)).toEqual([
      expect.objectContaining({
        id: ldl.result_id,
        value: 90,
        in_range: true,
        document_id: person.document,
        document_name: 'march',
        page: 2,
        corrected: true,
      }),
    ]);
    expect(await historyEntries(person, GLUCOSE)).toEqual([
      expect.objectContaining({ document_name: 'march', page: 2, corrected: false }),
    ]);
    const after = await summaryOf(person);
    expect(after?.id).not.toBe(before?.id);
    expect(after?.is_read).toBe(false);
    expect(after?.data.concerning_biomarkers).not.toContain('LDL');
  });

  it('reads a value in the unit given with it, a unit alone as the printed value’s, and a new date', async () => {
    const person = await personWithReport();
    const glucose = resultOf(await reviewOf(person), GLUCOSE);

    const inMmol = await correct(person, glucose.result_id, { value: 5, unit: 'mmol/L' });
    expect(resultOf(inMmol.json as DocumentReview, GLUCOSE).value).toBeCloseTo(5 * 18.016, 2);

    const ldl = resultOf(await reviewOf(person), LDL);
    // 172 was printed in mg/dL: read in mmol/L it is beyond what a lab can report (issue 35).
    const beyond = await correct(person, ldl.result_id, { unit: 'mmol/L' });
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe('implausible_entry');
    const haemoglobin = resultOf(await reviewOf(person), HAEMOGLOBIN);
    // 14.2 was printed in g/dL; the person says the lab printed mmol/L.
    const unitOnly = await correct(person, haemoglobin.result_id, { unit: 'mmol/L' });
    expect(resultOf(unitOnly.json as DocumentReview, HAEMOGLOBIN).value).toBeGreaterThan(
      14.2 * 1.6,
    );

    const dated = await correct(person, glucose.result_id, { test_date: '2026-03-10' });
    expect(resultOf(dated.json as DocumentReview, GLUCOSE).test_date).toBe('2026-03-10');
    expect(await historyEntries(person, GLUCOSE)).toEqual([
      expect.objectContaining({ test_date: '2026-03-10T00:00:00.000Z' }),
    ]);
    expect((dated.json as DocumentReview).changes.map((change) => change.kind)).toEqual([
      'corrected',
      'corrected',
      'corrected',
    ]);
  });

  it('refuses what cannot be a correction with a message, and changes nothing', async () => {
    const person = await personWithReport();
    const glucose = resultOf(await reviewOf(person), GLUCOSE);
    const history = await historyOf(server.url, person.cookie);

    const refusals: [unknown, number, string][] = [
      [{}, 400, REVIEW_MESSAGES.nothingToCorrect],
      [{ reason: 'Only a reason' }, 400, REVIEW_MESSAGES.nothingToCorrect],
      [{ value: 'twelve' }, 400, TEST_ENTRY_MESSAGES.valueInvalid],
      [{ value: '' }, 400, TEST_ENTRY_MESSAGES.valueRequired],
      [{ value: '90', unit: 'furlongs' }, 400, REVIEW_MESSAGES.unknownUnit],
      [{ unit: 'furlongs' }, 400, REVIEW_MESSAGES.unknownUnit],
      [{ test_date: '2026-13-01' }, 400, TEST_ENTRY_MESSAGES.dateInvalid],
      [{ test_date: '12.03.2026' }, 400, TEST_ENTRY_MESSAGES.dateFormat],
      [{ test_date: '2999-01-01' }, 400, RESULT_MESSAGES.futureDate],
      [{ test_date: '1899-12-31' }, 400, RESULT_MESSAGES.dateTooEarly(1900)],
      [
        { value: '7000' },
        400,
        'Glucose 7,000 mg/dL is outside what a lab can report (0–6,000 mg/dL); check the value and its unit.',
      ],
      [
        { value: '700', unit: 'mmol/L' },
        400,
        'Glucose 700 mmol/L is outside what a lab can report (0–333 mmol/L); check the value and its unit.',
      ],
      [
        { unit: 'g/dL' },
        400,
        'Glucose 112 g/dL is outside what a lab can report (0–6 g/dL); check the value and its unit.',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await correct(person, glucose.result_id, body);
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({
        body,
        status,
        error: message,
      });
    }
    const unknown = await correct(person, 'no-such-result', { value: '90' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(REVIEW_MESSAGES.resultNotFound);

    expect(await historyOf(server.url, person.cookie)).toEqual(history);
    expect((await reviewOf(person)).changes).toEqual([]);
  });
});

describe('dismissing and restoring a value', () => {
  it('takes the value out of the history, the overview and the summary, keeping why; a restore puts it back as it was', async () => {
    const person = await personWithReport();
    const ldl = resultOf(await reviewOf(person), LDL);
    const [entry] = await historyEntries(person, LDL);
    expect((await summaryOf(person))?.data.concerning_biomarkers).toContain('LDL');

    const answer = await dismiss(person, ldl.result_id, { reason: ' Not my sample ' });
    expect(answer.status).toBe(200);
    const review = answer.json as DocumentReview;
    expect(review.results.map((result) => result.biomarker_id)).not.toContain(LDL);
    expect(review.dismissed).toEqual([
      {
        dismissal_id: expect.any(String) as unknown,
        biomarker_id: LDL,
        biomarker_name: 'LDL Cholesterol',
        value: {
          value: 172,
          value_text: null,
          comparator: null,
          unit: 'mg/dL',
          test_date: '2026-03-12',
        },
        reason: 'Not my sample',
        dismissed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        printed: expect.objectContaining({ name: 'LDL Cholesterol', value: '172' }) as unknown,
        page: 2,
        row_box: expect.objectContaining({ x: expect.closeTo(50 / 595, 2) as unknown }) as unknown,
        value_box: expect.objectContaining({
          x: expect.closeTo(230 / 595, 2) as unknown,
        }) as unknown,
      },
    ]);
    expect(review.changes[0]).toMatchObject({ kind: 'dismissed', reason: 'Not my sample' });
    expect(await historyEntries(person, LDL)).toEqual([]);
    expect(await latestValue(person, LDL)).toBeNull();
    expect((await summaryOf(person))?.data.concerning_biomarkers).not.toContain('LDL');

    const dismissalId = review.dismissed[0]?.dismissal_id ?? '';
    const restored = await restore(person, dismissalId);
    expect(restored.status).toBe(200);
    const back = restored.json as DocumentReview;
    expect(back.dismissed).toEqual([]);
    expect(resultOf(back, LDL)).toMatchObject({ result_id: ldl.result_id, value: 172, page: 2 });
    expect(back.changes.map((change) => change.kind)).toEqual(['restored', 'dismissed']);
    expect(await historyEntries(person, LDL)).toEqual([entry]);
    expect(await latestValue(person, LDL)).toBe(172);

    const again = await restore(person, dismissalId);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(REVIEW_MESSAGES.dismissalNotFound);
  });

  it('wants a reason, and a result of this document', async () => {
    const person = await personWithReport();
    const ldl = resultOf(await reviewOf(person), LDL);

    const blank = await dismiss(person, ldl.result_id, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(REVIEW_MESSAGES.reasonRequired);
    expect((await dismiss(person, ldl.result_id, {})).status).toBe(400);
    const unknown = await dismiss(person, 'no-such-result', { reason: 'Wrong' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(REVIEW_MESSAGES.resultNotFound);
    const noDismissal = await restore(person, 'no-such-dismissal');
    expect(noDismissal.status).toBe(404);
    expect(noDismissal.body.error).toBe(REVIEW_MESSAGES.dismissalNotFound);

    // A value entered by hand belongs to no document: it cannot be dismissed from one.
    const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
      cookie: person.cookie,
      body: [{ biomarker_id: LDL, value: 120, test_date: '2026-03-20' }],
    });
    const manual = (added.body.ids as string[])[0] ?? '';
    expect((await dismiss(person, manual, { reason: 'Wrong' })).status).toBe(404);
    expect((await correct(person, manual, { value: '100' })).status).toBe(404);
    expect(await historyEntries(person, LDL)).toHaveLength(2);
  });
});

describe('another person’s ids', () => {
  it('are answered like ids that do not exist, and change nothing', async () => {
    const owner = await personWithReport();
    const ldl = resultOf(await reviewOf(owner), LDL);
    const dismissed = (
      await dismiss(owner, resultOf(await reviewOf(owner), GLUCOSE).result_id, {
        reason: 'Not mine',
      })
    ).json as DocumentReview;
    const dismissalId = dismissed.dismissed[0]?.dismissal_id ?? '';
    const ownerHistory = await historyOf(server.url, owner.cookie);
    const other = await personWithReport();
    const stranger = { cookie: other.cookie, document: owner.document };

    // The owner's document: the documents' own 404.
    for (const answer of [
      await correct(stranger, ldl.result_id, { value: '90' }),
      await dismiss(stranger, ldl.result_id, { reason: 'Mine now' }),
      await restore(stranger, dismissalId),
      await reanalyse(stranger),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(DOCUMENT_MESSAGES.notFound);
    }
    // Their own document with the owner's result and dismissal.
    const viaOwnDocument = [
      [await correct(other, ldl.result_id, { value: '90' }), REVIEW_MESSAGES.resultNotFound],
      [await dismiss(other, ldl.result_id, { reason: 'Mine' }), REVIEW_MESSAGES.resultNotFound],
      [await restore(other, dismissalId), REVIEW_MESSAGES.dismissalNotFound],
    ] as const;
    for (const [answer, message] of viaOwnDocument) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(message);
    }
    // The owner's document, their own result: still the document's 404.
    const theirs = resultOf(await reviewOf(other), LDL);
    expect((await correct(other, theirs.result_id, { value: '90' }, owner.document)).status).toBe(
      404,
    );

    expect(await historyOf(server.url, owner.cookie)).toEqual(ownerHistory);
    const trail = await call(server.url, 'GET', '/v1/health/changes', { cookie: other.cookie });
    expect(trail.json).toEqual([]);
    expect((await reviewOf(other)).changes).toEqual([]);
  });
});

describe('analysing a document again', () => {
  it('replaces its values with a new reading while the person’s corrections, dismissals and flags hold; a restore still brings a value back', async () => {
    const person = await personWithReport();
    const first = await reviewOf(person);
    await correct(person, resultOf(first, GLUCOSE).result_id, { value: '90', reason: 'Misread' });
    await dismiss(person, resultOf(first, LDL).result_id, { reason: 'Not my sample' });
    const flagged = await call(server.url, 'PUT', '/v1/health/user/biomarker/flag', {
      cookie: person.cookie,
      body: { user_biomarker_id: resultOf(first, HAEMOGLOBIN).result_id, cause: 'Lab mix-up' },
    });
    expect(flagged.status).toBe(200);

    const answer = await reanalyse(person);
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ success: true });
    await waitForAnalyses(server.url, person.cookie);

    const again = await reviewOf(person);
    expect(again.document.status).toBe('done');
    const glucose = resultOf(again, GLUCOSE);
    // A new analysis wrote new rows: the correction found its row again.
    expect(glucose.result_id).not.toBe(resultOf(first, GLUCOSE).result_id);
    expect(glucose).toMatchObject({ value: 90, corrected: true, printed: { value: '112' } });
    expect(again.results.map((result) => result.biomarker_id)).not.toContain(LDL);
    expect(again.dismissed.map((dismissal) => dismissal.biomarker_id)).toEqual([LDL]);
    expect(resultOf(again, HAEMOGLOBIN).flagged).toBe(true);
    expect(await historyEntries(person, HAEMOGLOBIN)).toEqual([
      expect.objectContaining({ flagged: true, flag_cause: 'Lab mix-up' }),
    ]);
    expect(await historyEntries(person, GLUCOSE)).toEqual([
      expect.objectContaining({ value: 90, corrected: true }),
    ]);
    expect(await historyEntries(person, LDL)).toEqual([]);
    expect(await latestValue(person, LDL)).toBeNull();

    const restored = await restore(person, again.dismissed[0]?.dismissal_id ?? '');
    expect(restored.status).toBe(200);
    expect(resultOf(restored.json as DocumentReview, LDL).value).toBe(172);
    expect(await historyEntries(person, LDL)).toEqual([
      expect.objectContaining({ value: 172, page: 2 }),
    ]);

    // Restored, the value stays through the next analysis too.
    expect((await reanalyse(person)).status).toBe(202);
    await waitForAnalyses(server.url, person.cookie);
    const third = await reviewOf(person);
    expect(resultOf(third, LDL).value).toBe(172);
    expect(resultOf(third, GLUCOSE).value).toBe(90);
    expect(third.dismissed).toEqual([]);
  });

  it('is refused while the document is still being analysed', async () => {
    // Without a worker the upload stays waiting for its analysis.
    const api = await startTestServer({ env: { ROLE: 'api' } });
    try {
      const { cookie } = await signInNewPerson(api);
      const document = await uploadPdf(api.url, cookie, report());
      const answer = await call(api.url, 'POST', `/v1/user/document/${document}/reanalyse`, {
        cookie,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(REVIEW_MESSAGES.stillAnalysing);
    } finally {
      await api.close();
    }
  });
});

describe('the trail of changes', () => {
  it('lists the person’s changes newest first, of one biomarker when asked, named in their language', async () => {
    const person = await personWithReport('april.pdf');
    const review = await reviewOf(person);
    await correct(person, resultOf(review, GLUCOSE).result_id, { value: '90' });
    await dismiss(person, resultOf(review, LDL).result_id, { reason: 'Not my sample' });

    const all = await call(server.url, 'GET', '/v1/health/changes', {
      cookie: person.cookie,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(all.status).toBe(200);
    const changes = all.json as ChangesResponse;
    expect(changes.map((change) => [change.kind, change.biomarker_id])).toEqual([
      ['dismissed', LDL],
      ['corrected', GLUCOSE],
    ]);
    expect(changes[1]).toMatchObject({
      by: 'you',
      document_id: person.document,
      document_name: 'april',
      biomarker_name: 'Glukose',
      before: { value: 112 },
      after: { value: 90 },
    });
    expect(Date.parse(changes[0]?.at ?? '')).toBeGreaterThan(Date.parse(changes[1]?.at ?? ''));

    const glucoseOnly = await call(
      server.url,
      'GET',
      `/v1/health/changes?biomarker_id=${String(GLUCOSE)}`,
      { cookie: person.cookie },
    );
    expect((glucoseOnly.json as ChangesResponse).map((change) => change.kind)).toEqual([
      'corrected',
    ]);
    // A number no biomarker id can be is refused, not handed to the database (PostgreSQL errs).
    const absurd = await call(server.url, 'GET', '/v1/health/changes?biomarker_id=1e55', {
      cookie: person.cookie,
    });
    expect(absurd.status).toBe(400);
    expect((await call(server.url, 'GET', '/v1/health/changes')).status).toBe(401);
  });
});
