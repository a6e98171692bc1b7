import type { Biomarker, BiomarkersResponse } from '@labtrail/contract/biomarkers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewPerson } from '../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import type { DatabaseHandle } from '../db/create-database';
import { createDemoAccount, DEMO_EMAIL } from './create-demo-account';

const NOW = Date.UTC(2026, 10, 28);

let server: TestServer;
let cookie: string;

async function withDatabase<T>(work: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const database = openTestDatabase(server);
  try {
    return await work(database.db);
  } finally {
    await database.db.destroy();
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const person = await signInNewPerson(server);
  cookie = person.cookie;
  // The demo person is found by his address: giving it to the person signed in lets the test read
  // the demo through the API as anyone signed in as him would.
  await withDatabase((db) =>
    db.updateTable('users').set({ email: DEMO_EMAIL }).where('id', '=', person.userId).execute(),
  );
  await withDatabase((db) => createDemoAccount({ db, clock: { now: () => NOW } }));
});

afterAll(async () => {
  await server.close();
});

async function biomarkers(): Promise<Biomarker[]> {
  const answer = await call(server.url, 'GET', '/v1/health/biomarkers', { cookie });
  return (answer.json as BiomarkersResponse).flatMap((category) => category.biomarkers);
}

describe('the demo person', () => {
  it('is a man with a year of birth in his profile', async () => {
    const profile = await call(server.url, 'GET', '/v1/user/profile', { cookie });
    expect(profile.json).toEqual({ sex: 'male', birth_year: 1971, unit_system: 'conventional' });
  });

  it("has every value judged by men's ranges, none by women's too", async () => {
    const measured = (await biomarkers()).filter((biomarker) => biomarker.value !== null);
    expect(measured.length).toBeGreaterThan(150);
    for (const biomarker of measured) {
      expect(biomarker.by_sex, biomarker.biomarker_name).toBeNull();
      expect(biomarker.value_label ?? '', biomarker.biomarker_name).not.toMatch(/women/u);
    }
    const testosterone = measured.find(
      (biomarker) => biomarker.biomarker_name === 'Testosterone, Free',
    );
    expect(testosterone?.ranges_for?.sex).toBe('male');
  });

  it('has his PSA judged by the upper limit for his age (50–59 years: 3.5 ng/mL)', async () => {
    const psa = (await biomarkers()).find((biomarker) => biomarker.loinc.includes('2857-1'));
    expect(psa?.ranges_for).toEqual({ sex: 'male', min_age: 50, max_age: 60 });
    expect(psa?.range_max).toBe(3.5);
  });
});
