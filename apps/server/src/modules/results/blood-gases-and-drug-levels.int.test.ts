import type { BiomarkersResponse } from '@labtrail/contract/biomarkers';
import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithPhone, TestClock } from '../../../test/sign-in-helpers';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(Date.UTC(2026, 10, 28, 12, 0, 0)) });
});

afterAll(async () => {
  await server.close();
});

function idOf(loinc: string): number {
  const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.loinc.includes(loinc));
  if (biomarker === undefined) throw new Error(`no catalogue biomarker for LOINC ${loinc}`);
  return biomarker.id;
}

// Review 2026-11, F5: these results could not be recorded at all.
describe('blood gases, lactate and drug levels', () => {
  it('are recorded by hand, listed with their unit and band, and a critical one is urgent', async () => {
    const cookie = await signInWithPhone(server, '+491700077001');
    const entries = [
      { loinc: '2744-1', value: 7.2, unit: 'pH' },
      { loinc: '2746-6', value: 7.35, unit: 'pH' },
      { loinc: '2019-8', value: 8.7, unit: 'kPa' },
      { loinc: '2703-7', value: 85, unit: 'mmHg' },
      { loinc: '2524-7', value: 1.1, unit: 'mmol/L' },
      { loinc: '14334-7', value: 0.7, unit: 'mmol/L' },
      { loinc: '10535-3', value: 0.8, unit: 'ng/mL' },
    ];
    const answer = await call(server.url, 'POST', '/v1/health/biomarkers', {
      cookie,
      body: entries.map(({ loinc, value, unit }) => ({
        biomarker_id: idOf(loinc),
        value,
        unit,
        test_date: '2026-11-28',
      })),
    });
    expect(answer.status).toBe(200);

    const listed = await call(server.url, 'GET', '/v1/health/biomarkers', {
      cookie,
      headers: { 'accept-language': 'de' },
    });
    const byId = new Map(
      (listed.json as BiomarkersResponse)
        .flatMap((category) => category.biomarkers)
        .map((biomarker) => [biomarker.biomarker_id, biomarker]),
    );
    expect(byId.get(idOf('2744-1'))).toMatchObject({
      biomarker_name: 'pH-Wert (arteriell)',
      value_label: 'Erniedrigt (Azidose)',
      value: 7.2,
      in_range: false,
    });
    expect(byId.get(idOf('2019-8'))?.value).toBeCloseTo(65.3, 1);
    expect(byId.get(idOf('2019-8'))?.unit).toBe('mmHg');
    expect(byId.get(idOf('14334-7'))).toMatchObject({
      biomarker_name: 'Lithium',
      value: 0.7,
      value_label: 'Therapeutischer Bereich',
    });
    expect(byId.get(idOf('10535-3'))).toMatchObject({ value: 0.8, in_range: true });
    expect(byId.get(idOf('2524-7'))).toMatchObject({
      biomarker_name: 'Laktat',
      value: 1.1,
      in_range: true,
    });

    const summary = await call(server.url, 'GET', '/v1/health/biomarker/summary', {
      cookie,
      headers: { 'accept-language': 'en' },
    });
    const urgent = (summary.json as BiomarkersSummary).data.urgent ?? '';
    // 8.7 kPa is 65.3 mmHg; how many decimals are shown is not this test's matter.
    expect(urgent.split('\n')[0]).toMatch(
      /^\*\*Seek medical care today:\*\* Arterial pH 7\.2 \(Critically Low\) and Arterial pCO2 65\.\d+ mmHg \(Critically High\) are at a critical level/u,
    );
  });
});
