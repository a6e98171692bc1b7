import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import type { BiomarkersSummary, HealthSummary } from '@labtrail/contract/summaries';
import { TEST_ENTRY_MESSAGES } from '@labtrail/contract/test-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithPhone, TestClock } from '../../../test/sign-in-helpers';
import { AUTH_MESSAGES } from '../auth/messages';
import { MARKER_IDS } from '../summaries/engine/marker-keys';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import { RESULT_MESSAGES } from './messages';

let server: TestServer;
let clock: TestClock;
let phoneCounter = 0;

beforeAll(async () => {
  clock = new TestClock(Date.UTC(2026, 5, 15, 12, 0, 0));
  server = await startTestServer({ clock });
});

afterAll(async () => {
  await server.close();
});

function id(key: Parameters<typeof MARKER_IDS.get>[0]): number {
  const found = MARKER_IDS.get(key);
  if (found === undefined) throw new Error(`no catalogue biomarker for ${key}`);
  return found;
}

/** A catalogue biomarker's id by its English name. */
function idOf(name: string): number {
  const found = ALL_BIOMARKERS.find((biomarker) => biomarker.name === name);
  if (found === undefined) throw new Error(`no catalogue biomarker named ${name}`);
  return found.id;
}

async function newPerson(): Promise<string> {
  phoneCounter += 1;
  return signInWithPhone(server, `+4917000${String(phoneCounter).padStart(5, '0')}`);
}

function api(cookie: string) {
  return {
    get: (path: string, headers?: Record<string, string>) =>
      call(server.url, 'GET', path, { cookie, ...(headers === undefined ? {} : { headers }) }),
    post: (path: string, body: unknown) => call(server.url, 'POST', path, { cookie, body }),
    put: (path: string, body?: unknown) =>
      call(server.url, 'PUT', path, { cookie, ...(body === undefined ? {} : { body }) }),
    delete: (path: string) => call(server.url, 'DELETE', path, { cookie }),
  };
}

async function biomarkers(cookie: string, language?: string) {
  const answer = await api(cookie).get(
    '/v1/health/biomarkers',
    language === undefined ? undefined : { 'accept-language': language },
  );
  expect(answer.status).toBe(200);
  return (answer.json as BiomarkersResponse).flatMap((category) => category.biomarkers);
}

async function history(cookie: string): Promise<HistoryResponse> {
  return (await api(cookie).get('/v1/health/biomarkers/history')).json as HistoryResponse;
}

async function summary(cookie: string): Promise<BiomarkersSummary | null> {
  return (await api(cookie).get('/v1/health/biomarker/summary')).json as BiomarkersSummary | null;
}

describe('without a session', () => {
  it.each([
    ['GET', '/v1/health/biomarkers'],
    ['POST', '/v1/health/biomarkers'],
    ['GET', '/v1/health/biomarkers/history'],
    ['DELETE', '/v1/health/user/biomarker/abc'],
    ['PUT', '/v1/health/user/biomarker/flag'],
    ['GET', '/v1/health/biomarker/summary'],
    ['PUT', '/v1/health/biomarker/summary/abc/read'],
    ['GET', '/v1/roadmap/health-summary'],
  ])('%s %s answers 401', async (method, path) => {
    const answer = await call(server.url, method, path, {
      body: method === 'POST' || method === 'PUT' ? {} : undefined,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(AUTH_MESSAGES.notSignedIn);
  });
});

describe('a new person', () => {
  it('sees every catalogue biomarker by category, without values, and no summary yet', async () => {
    const cookie = await newPerson();
    const answer = await api(cookie).get('/v1/health/biomarkers');
    const categories = answer.json as BiomarkersResponse;
    expect(categories.map((category) => category.category)).toEqual(
      expect.arrayContaining(['Heart Health', 'Blood Health', 'Vitals']),
    );
    const all = categories.flatMap((category) => category.biomarkers);
    expect(all.length).toBe(ALL_BIOMARKERS.length);
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const category of categories) {
      const order = category.biomarkers.map((biomarker) => biomarker.sort_order);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const ldl = all.find((biomarker) => biomarker.biomarker_id === id('ldl'));
    expect(ldl).toMatchObject({ value: null, in_range: null, user_biomarker_id: null });
    expect(ldl?.labels.length).toBeGreaterThan(1);
    for (const biomarker of all) expect(biomarker.range_source.trim()).not.toBe('');
    expect(ldl?.loinc).toContain('13457-7');
    expect(await summary(cookie)).toBeNull();
    expect(await history(cookie)).toEqual({});
  });
});

describe('recording values by hand', () => {
  it('shows the value with its range, history and an unread summary that names it', async () => {
    const cookie = await newPerson();
    const answer = await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('ldl'), value: 172, test_date: '2026-06-01' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);

    const ldl = (await biomarkers(cookie)).find((b) => b.biomarker_id === id('ldl'));
    expect(ldl).toMatchObject({ value: 172, in_range: false, test_date: '2026-06-01' });
    expect(ldl?.value_label).toBe('High');
    expect(ldl?.user_biomarker_id).toBe((answer.body.ids as string[])[0]);

    const tests = (await history(cookie))[String(id('ldl'))];
    expect(tests).toHaveLength(1);
    expect(tests?.[0]).toMatchObject({ value: 172, in_range: false, flagged: false });
    expect(tests?.[0]?.test_date).toBe('2026-06-01T00:00:00.000Z');

    const written = await summary(cookie);
    expect(written?.is_read).toBe(false);
    expect(written?.data.concerning_biomarkers).toContain('LDL');
    expect(written?.data.concerning_biomarkers).toContain('172');
  });

  it('converts a value entered in another unit into the canonical one', async () => {
    const cookie = await newPerson();
    await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('ldl'), value: 2.5, unit: 'mmol/L', test_date: '2026-06-01' },
    ]);
    const ldl = (await biomarkers(cookie)).find((b) => b.biomarker_id === id('ldl'));
    expect(ldl?.value).toBeCloseTo(96.7, 0);
    expect(ldl?.in_range).toBe(true);
  });

  it('reads a bare value in the unit the person sees: an SI person’s glucose 5.5 is 5.5 mmol/L', async () => {
    const cookie = await newPerson();
    await api(cookie).put('/v1/user/profile', { sex: null, birth_year: null, unit_system: 'si' });
    // What the spec's call carries (review F1): no unit.
    const answer = await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('fastingGlucose'), value: 5.5, test_date: '2026-06-01' },
      { biomarker_id: id('ldl'), value: 5.0, test_date: '2026-06-01' },
    ]);
    expect(answer.status).toBe(200);

    const shown = await biomarkers(cookie);
    const glucose = shown.find((b) => b.biomarker_id === id('fastingGlucose'));
    expect(glucose).toMatchObject({ value: 5.5, unit: 'mmol/L', in_range: true });
    const ldl = shown.find((b) => b.biomarker_id === id('ldl'));
    expect(ldl).toMatchObject({ value: 5, unit: 'mmol/L', in_range: false });
    expect(ldl?.value_label).toBe('Very High');
    // Glucose 5.5 mmol/L is normal, not critically low; LDL 5 mmol/L (193 mg/dL) is past the
    // statin limit of 190 mg/dL, so the doctor within a day or two, never "reassuring".
    const written = await summary(cookie);
    expect(written?.data.urgent).not.toContain('Seek medical care today');
    expect(written?.data.urgent).toMatch(
      /^\*\*Contact your doctor within the next day or two:\*\* LDL Cholesterol 5 mmol\/L \(Very High\)/u,
    );
    expect(written?.data.overall_impression).not.toMatch(/reassuring/u);
    // Haemoglobin 85 typed beside g/L is 8.5 g/dL; 850 there is no result.
    const refused = await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('haemoglobin'), value: 850, test_date: '2026-06-01' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'Hemoglobin 850 g/L is outside what a lab can report (5–270 g/L); check the value and its unit.',
    );

    const database = openTestDatabase(server);
    try {
      const stored = await database.db
        .selectFrom('results')
        .select(['biomarker_id', 'value', 'original_value', 'original_unit'])
        .where('id', 'in', answer.body.ids as string[])
        .orderBy('biomarker_id')
        .execute();
      expect(stored).toEqual(
        [
          { biomarker_id: id('ldl'), value: 193.35, original_value: 5, original_unit: 'mmol/L' },
          {
            biomarker_id: id('fastingGlucose'),
            value: 99.088,
            original_value: 5.5,
            original_unit: 'mmol/L',
          },
        ].sort((a, b) => a.biomarker_id - b.biomarker_id),
      );
    } finally {
      await database.db.destroy();
    }
  });

  it('reads a bare value in the conventional unit for a person who keeps them, and refuses what no lab can report, naming the limits', async () => {
    const cookie = await newPerson();
    const refusals = [
      [
        { biomarker_id: id('hba1c'), value: 53, unit: '%' },
        'HbA1c 53 % is outside what a lab can report (1–25 %); check the value and its unit.',
        { value: 53, unit: '%', min: 1, max: 25 },
      ],
      [
        { biomarker_id: id('haemoglobin'), value: 85, unit: 'g/dL' },
        'Hemoglobin 85 g/dL is outside what a lab can report (0.5–27 g/dL); check the value and its unit.',
        { value: 85, unit: 'g/dL', min: 0.5, max: 27 },
      ],
      [
        { biomarker_id: idOf('Oxygen Saturation'), value: 105 },
        'Oxygen Saturation 105 % is outside what a lab can report (20–100 %); check the value and its unit.',
        { value: 105, unit: '%', min: 20, max: 100 },
      ],
    ] as const;
    for (const [entry, error, params] of refusals) {
      const answer = await api(cookie).post('/v1/health/biomarkers', [
        { biomarker_id: id('hdl'), value: 55, test_date: '2026-06-01' },
        { ...entry, test_date: '2026-06-01' },
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error, code: 'implausible_entry', params });
    }
    expect(await history(cookie)).toEqual({});

    await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('fastingGlucose'), value: 99, test_date: '2026-06-01' },
    ]);
    const glucose = (await biomarkers(cookie)).find((b) => b.biomarker_id === id('fastingGlucose'));
    expect(glucose).toMatchObject({ value: 99, unit: 'mg/dL', in_range: true });
  });

  it.each([0, '0', '0.0'])(
    'keeps a result of zero (%j): a real value, not a missing one',
    async (value) => {
      const cookie = await newPerson();
      const answer = await api(cookie).post('/v1/health/biomarkers', [
        { biomarker_id: id('crp'), value, test_date: '2026-06-01' },
      ]);
      expect(answer.status).toBe(200);
      const crp = (await biomarkers(cookie)).find((b) => b.biomarker_id === id('crp'));
      expect(crp?.value).toBe(0);
      expect(
        Object.values(await history(cookie))
          .flat()
          .map((test) => test.value),
      ).toEqual([0]);
    },
  );

  it.each([
    [{ value: 'abc' }, TEST_ENTRY_MESSAGES.valueInvalid],
    [{ value: -1 }, TEST_ENTRY_MESSAGES.valueInvalid],
    [{ value: true }, TEST_ENTRY_MESSAGES.valueInvalid],
    [{ value: '' }, TEST_ENTRY_MESSAGES.valueRequired],
    [{ value: null }, TEST_ENTRY_MESSAGES.valueRequired],
    [{ test_date: null }, TEST_ENTRY_MESSAGES.dateRequired],
    [{ test_date: '01/06/2026' }, TEST_ENTRY_MESSAGES.dateFormat],
    [{ test_date: '2026-02-30' }, TEST_ENTRY_MESSAGES.dateInvalid],
    [{ test_date: '2026-06-20' }, RESULT_MESSAGES.futureDate],
    [{ biomarker_id: 999_999 }, RESULT_MESSAGES.unknownBiomarker],
    [{ unit: 'furlongs' }, RESULT_MESSAGES.unknownUnit],
  ])('refuses %j with “%s” and stores none of the batch', async (override, message) => {
    const cookie = await newPerson();
    const answer = await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('hdl'), value: 55, test_date: '2026-06-01' },
      { biomarker_id: id('ldl'), value: 120, test_date: '2026-06-01', ...override },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(await history(cookie)).toEqual({});
    expect(await summary(cookie)).toBeNull();
  });

  it('accepts today in the furthest time zone ahead', async () => {
    const cookie = await newPerson();
    const answer = await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('hdl'), value: 55, test_date: '2026-06-16' },
    ]);
    expect(answer.status).toBe(200);
  });
});

describe('deleting a result', () => {
  it('removes it, rewrites the summary unread, and refuses another person’s result', async () => {
    const owner = await newPerson();
    const other = await newPerson();
    const added = await api(owner).post('/v1/health/biomarkers', [
      { biomarker_id: id('hdl'), value: 35, test_date: '2026-05-01' },
      { biomarker_id: id('hdl'), value: 38, test_date: '2026-06-01' },
    ]);
    const [, latest] = added.body.ids as string[];
    const before = await summary(owner);
    await api(owner).put(`/v1/health/biomarker/summary/${before?.id ?? ''}/read`);

    const refused = await api(other).delete(`/v1/health/user/biomarker/${latest ?? ''}`);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(RESULT_MESSAGES.resultNotFound);
    expect((await history(owner))[String(id('hdl'))]).toHaveLength(2);

    const deleted = await api(owner).delete(`/v1/health/user/biomarker/${latest ?? ''}`);
    expect(deleted.status).toBe(200);
    const hdl = (await biomarkers(owner)).find((b) => b.biomarker_id === id('hdl'));
    expect(hdl?.value).toBe(35);
    const after = await summary(owner);
    expect(after?.id).not.toBe(before?.id);
    expect(after?.is_read).toBe(false);
  });

  it('ends with an empty summary once the last result is gone', async () => {
    const cookie = await newPerson();
    const added = await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('hdl'), value: 55, test_date: '2026-06-01' },
    ]);
    await api(cookie).delete(`/v1/health/user/biomarker/${(added.body.ids as string[])[0] ?? ''}`);
    expect((await summary(cookie))?.data).toMatchObject({
      concerning_biomarkers: '',
      insights: '',
      overall_impression: '',
      next_recommended_test_date: '',
      sections: [],
    });
  });
});

describe('flagging a result as inaccurate', () => {
  it('marks it in the history and leaves it out of the latest value and the analysis', async () => {
    const cookie = await newPerson();
    const added = await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('ldl'), value: 90, test_date: '2026-05-01' },
      { biomarker_id: id('ldl'), value: 250, test_date: '2026-06-01' },
    ]);
    const wrong = (added.body.ids as string[])[1] ?? '';
    expect((await summary(cookie))?.data.concerning_biomarkers).toContain('250');

    const flagged = await api(cookie).put('/v1/health/user/biomarker/flag', {
      user_biomarker_id: wrong,
      bioamarker_id: id('ldl'),
      cause: 'The result is incorrect',
    });
    expect(flagged.status).toBe(200);

    const tests = (await history(cookie))[String(id('ldl'))];
    expect(tests?.map((test) => [test.value, test.flagged, test.flag_cause])).toEqual([
      [90, false, null],
      [250, true, 'The result is incorrect'],
    ]);
    const ldl = (await biomarkers(cookie)).find((b) => b.biomarker_id === id('ldl'));
    expect(ldl).toMatchObject({ value: 90, in_range: true });
    const written = await summary(cookie);
    expect(written?.data.concerning_biomarkers).toBe('');
    expect(written?.is_read).toBe(false);
  });

  it('refuses another person’s result and a biomarker that is not the result’s', async () => {
    const owner = await newPerson();
    const other = await newPerson();
    const added = await api(owner).post('/v1/health/biomarkers', [
      { biomarker_id: id('ldl'), value: 90, test_date: '2026-05-01' },
    ]);
    const result = (added.body.ids as string[])[0] ?? '';
    const foreign = await api(other).put('/v1/health/user/biomarker/flag', {
      user_biomarker_id: result,
      bioamarker_id: id('ldl'),
      cause: 'The result is missing',
    });
    expect(foreign.status).toBe(404);
    const mismatch = await api(owner).put('/v1/health/user/biomarker/flag', {
      user_biomarker_id: result,
      bioamarker_id: id('hdl'),
      cause: 'The result is missing',
    });
    expect(mismatch.status).toBe(400);
    expect((await history(owner))[String(id('ldl'))]?.[0]?.flagged).toBe(false);
  });
});

describe('the summary', () => {
  it('is marked read by its owner only, and a new change starts it unread again', async () => {
    const owner = await newPerson();
    const other = await newPerson();
    await api(owner).post('/v1/health/biomarkers', [
      { biomarker_id: id('hdl'), value: 55, test_date: '2026-06-01' },
    ]);
    const first = await summary(owner);
    const foreign = await api(other).put(`/v1/health/biomarker/summary/${first?.id ?? ''}/read`);
    expect(foreign.status).toBe(404);
    expect((await summary(owner))?.is_read).toBe(false);

    const marked = await api(owner).put(`/v1/health/biomarker/summary/${first?.id ?? ''}/read`);
    expect(marked.json).toEqual({ success: true, id: first?.id, is_read: true });
    expect((await summary(owner))?.is_read).toBe(true);

    await api(owner).post('/v1/health/biomarkers', [
      { biomarker_id: id('hdl'), value: 58, test_date: '2026-06-10' },
    ]);
    expect((await summary(owner))?.is_read).toBe(false);
  });

  it('is written in German for a German interface', async () => {
    const cookie = await newPerson();
    await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('ldl'), value: 172, test_date: '2026-06-01' },
    ]);
    const german = await api(cookie).get('/v1/health/biomarker/summary', {
      'accept-language': 'de',
    });
    const data = (german.json as BiomarkersSummary).data;
    expect(data.concerning_biomarkers).toContain('LDL-Cholesterin');
    expect(data.overall_impression).toContain('keine Diagnose');
    const names = (await biomarkers(cookie, 'de')).map((biomarker) => biomarker.biomarker_name);
    expect(names).toContain('LDL-Cholesterin');
  });
});

describe('the health roadmap', () => {
  it('counts results and names what to focus on', async () => {
    const cookie = await newPerson();
    await api(cookie).post('/v1/health/biomarkers', [
      { biomarker_id: id('ldl'), value: 172, test_date: '2026-06-01' },
      { biomarker_id: id('hdl'), value: 65, test_date: '2026-06-01' },
    ]);
    const roadmap = (await api(cookie).get('/v1/roadmap/health-summary')).json as HealthSummary;
    expect(roadmap).toMatchObject({
      biomarkers_total: ALL_BIOMARKERS.length,
      with_data: 2,
      in_range: 1,
      out_of_range: 1,
    });
    expect(roadmap.focus.map((item) => item.biomarker_id)).toEqual([id('ldl')]);
    expect(roadmap.next_recommended_test_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

it('describes every results and summary call in the OpenAPI document', async () => {
  const document = (await call(server.url, 'GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(operations).toEqual(
    expect.arrayContaining([
      'GET /v1/health/biomarkers',
      'POST /v1/health/biomarkers',
      'GET /v1/health/biomarkers/history',
      'DELETE /v1/health/user/biomarker/{id}',
      'PUT /v1/health/user/biomarker/flag',
      'GET /v1/health/biomarker/summary',
      'PUT /v1/health/biomarker/summary/{id}/read',
      'GET /v1/roadmap/health-summary',
    ]),
  );
});
