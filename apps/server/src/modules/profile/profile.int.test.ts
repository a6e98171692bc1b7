import type { AccountExport } from '@labtrail/contract/account';
import type { Biomarker, BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import type { SummaryResponse } from '@labtrail/contract/summaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewPerson } from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import type { DatabaseHandle } from '../../db/create-database';

const HAEMOGLOBIN = 1001;
const TESTOSTERONE = 601;
const GLUCOSE = 201;
const TEST_DATE = '2026-06-01';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Reads the server's database directly, closing the connection after (a pool left open would
 * hold the test database past its teardown). */
async function readDatabase<T>(work: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const database = openTestDatabase(server);
  try {
    return await work(database.db);
  } finally {
    await database.db.destroy();
  }
}

async function setProfile(cookie: string, body: unknown) {
  return call(server.url, 'PUT', '/v1/user/profile', { cookie, body });
}

async function biomarker(cookie: string, id: number): Promise<Biomarker> {
  const answer = await call(server.url, 'GET', '/v1/health/biomarkers', { cookie });
  const found = (answer.json as BiomarkersResponse)
    .flatMap((category) => category.biomarkers)
    .find((candidate) => candidate.biomarker_id === id);
  if (found === undefined) throw new Error(`no biomarker ${String(id)}`);
  return found;
}

async function addValue(cookie: string, id: number, value: number, unit?: string) {
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [
      { biomarker_id: id, value, test_date: TEST_DATE, ...(unit === undefined ? {} : { unit }) },
    ],
  });
  expect(added.status).toBe(200);
}

describe('the personal profile', () => {
  it('starts with nothing given, keeps what is set, and deletes back to nothing', async () => {
    const { cookie } = await signInNewPerson(server);
    expect((await call(server.url, 'GET', '/v1/user/profile', { cookie })).json).toEqual(
      PROFILE_NOT_GIVEN,
    );

    const given = { sex: 'male', birth_year: 1981, unit_system: 'si' };
    expect((await setProfile(cookie, given)).json).toEqual(given);
    expect((await call(server.url, 'GET', '/v1/user/profile', { cookie })).json).toEqual(given);

    expect((await setProfile(cookie, PROFILE_NOT_GIVEN)).status).toBe(200);
    expect((await call(server.url, 'GET', '/v1/user/profile', { cookie })).json).toEqual(
      PROFILE_NOT_GIVEN,
    );
  });

  it('refuses a year of birth outside 1900 to this year, and other bad input, with a clear message', async () => {
    const { cookie } = await signInNewPerson(server);
    const thisYear = new Date().getUTCFullYear();
    for (const year of [1899, thisYear + 1]) {
      const refused = await setProfile(cookie, {
        sex: null,
        birth_year: year,
        unit_system: 'conventional',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: `Year of birth must be a whole year between 1900 and ${String(thisYear)}`,
        code: 'invalid_birth_year',
      });
    }
    for (const body of [
      { sex: 'other', birth_year: null, unit_system: 'si' },
      { sex: null, birth_year: 1980.5, unit_system: 'si' },
      { sex: null, birth_year: null, unit_system: 'metric' },
      { sex: null, birth_year: null },
    ]) {
      const refused = await setProfile(cookie, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/^Invalid /u);
      expect(JSON.stringify(refused.body)).not.toMatch(/at .*\.ts/u);
    }
    expect((await call(server.url, 'GET', '/v1/user/profile', { cookie })).json).toEqual(
      PROFILE_NOT_GIVEN,
    );
  });

  it('is only ever the person’s own, needs a session, and goes with the account', async () => {
    const ada = await signInNewPerson(server);
    const bea = await signInNewPerson(server);
    await setProfile(ada.cookie, { sex: 'female', birth_year: 1970, unit_system: 'si' });
    expect(
      (await call(server.url, 'GET', '/v1/user/profile', { cookie: bea.cookie })).json,
    ).toEqual(PROFILE_NOT_GIVEN);
    expect((await call(server.url, 'GET', '/v1/user/profile')).status).toBe(401);
    expect((await setProfile('', PROFILE_NOT_GIVEN)).status).toBe(401);

    expect((await call(server.url, 'DELETE', '/v1/user', { cookie: ada.cookie })).status).toBe(200);
    const rows = await readDatabase((db) =>
      db
        .selectFrom('personal_profiles')
        .select('user_id')
        .where('user_id', '=', ada.userId)
        .execute(),
    );
    expect(rows).toEqual([]);
  });
});

describe('ranges and units that fit the person', () => {
  it('shows the overview’s haemoglobin against the range of the sex given', async () => {
    const { cookie } = await signInNewPerson(server);
    await addValue(cookie, HAEMOGLOBIN, 12.5);
    const unknown = await biomarker(cookie, HAEMOGLOBIN);
    expect(unknown.in_range).toBe(false);
    expect(unknown.by_sex).not.toBeNull();
    expect(unknown.ranges_for).toBeNull();
    const summaryBefore = (
      await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie })
    ).json as SummaryResponse;

    await setProfile(cookie, { sex: 'female', birth_year: null, unit_system: 'conventional' });
    const woman = await biomarker(cookie, HAEMOGLOBIN);
    expect(woman).toMatchObject({
      in_range: true,
      value_label: 'Normal',
      range_min: 12,
      range_max: 16,
      by_sex: null,
      ranges_for: { sex: 'female', min_age: null, max_age: null },
    });
    const summaryAfter = (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie }))
      .json as SummaryResponse;
    expect(summaryAfter?.id).not.toBe(summaryBefore?.id);

    await setProfile(cookie, { sex: 'male', birth_year: null, unit_system: 'conventional' });
    expect(await biomarker(cookie, HAEMOGLOBIN)).toMatchObject({
      in_range: false,
      value_label: 'Mild Anemia',
      range_min: 13,
    });
    const roadmap = await call(server.url, 'GET', '/v1/roadmap/health-summary', { cookie });
    expect(roadmap.body.out_of_range).toBe(1);
  });

  it('judges testosterone by the man’s age at the test', async () => {
    const { cookie } = await signInNewPerson(server);
    await addValue(cookie, TESTOSTERONE, 230);
    await setProfile(cookie, { sex: 'male', birth_year: 1996, unit_system: 'conventional' });
    expect(await biomarker(cookie, TESTOSTERONE)).toMatchObject({
      in_range: false,
      range_min: 264,
    });
    await setProfile(cookie, { sex: 'male', birth_year: 1981, unit_system: 'conventional' });
    expect(await biomarker(cookie, TESTOSTERONE)).toMatchObject({
      in_range: true,
      range_min: 190,
      ranges_for: { sex: 'male', min_age: 40, max_age: null },
    });
  });

  it('answers values, ranges, history, analysis and CSV in SI units when chosen; stored values stay', async () => {
    const { cookie, userId } = await signInNewPerson(server);
    await addValue(cookie, GLUCOSE, 126);
    // Entered in SI, stored in the catalogue's unit, read back as entered.
    await addValue(cookie, HAEMOGLOBIN, 135, 'g/L');

    await setProfile(cookie, { sex: 'female', birth_year: 1980, unit_system: 'si' });

    const haemoglobin = await biomarker(cookie, HAEMOGLOBIN);
    expect(haemoglobin).toMatchObject({ value: 135, unit: 'g/L', range_min: 120, range_max: 160 });
    expect(haemoglobin.labels.find((label) => label.name === 'Normal')).toMatchObject({
      min: 120,
      max: 160,
    });
    const glucose = await biomarker(cookie, GLUCOSE);
    expect(glucose.unit).toBe('mmol/L');
    expect(glucose.value).toBeCloseTo(6.99, 2);
    const history = (await call(server.url, 'GET', '/v1/health/biomarkers/history', { cookie }))
      .json as HistoryResponse;
    expect(history[String(HAEMOGLOBIN)]?.[0]).toMatchObject({ value: 135, unit: 'g/L' });
    const summary = (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie }))
      .json as SummaryResponse;
    expect(JSON.stringify(summary?.data.sections)).toContain('135 g/L');
    const csv = await fetch(`${server.url}/v1/user/export/csv`, {
      headers: { cookie, 'x-client-source': 'website' },
    });
    expect(await csv.text()).toContain(',135,,g/L,120,160,');

    const stored = await readDatabase((db) =>
      db
        .selectFrom('results')
        .select(['value', 'original_value', 'original_unit'])
        .where('user_id', '=', userId)
        .where('biomarker_id', '=', HAEMOGLOBIN)
        .executeTakeFirstOrThrow(),
    );
    expect(stored).toEqual({ value: 13.5, original_value: 135, original_unit: 'g/L' });

    await setProfile(cookie, { sex: 'female', birth_year: 1980, unit_system: 'conventional' });
    expect(await biomarker(cookie, HAEMOGLOBIN)).toMatchObject({ value: 13.5, unit: 'g/dL' });
    const exported = (await call(server.url, 'GET', '/v1/user/export', { cookie }))
      .json as AccountExport;
    expect(exported.personal_profile?.unit_system).toBe('conventional');
  });
});
