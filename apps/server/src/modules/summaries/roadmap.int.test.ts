import type { HealthSummary } from '@labtrail/contract/summaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithPhone, TestClock } from '../../../test/sign-in-helpers';
import { biomarkerByLoinc } from './engine/crafted-results';
import { MARKER_IDS } from './engine/marker-keys';
import type { MarkerKey } from './engine/marker-keys';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(Date.UTC(2026, 5, 15, 12, 0, 0)) });
});

afterAll(async () => {
  await server.close();
});

/** A marker the rules name, or any catalogue biomarker by its id. */
function id(key: MarkerKey | number): number {
  if (typeof key === 'number') return key;
  const found = MARKER_IDS.get(key);
  if (found === undefined) throw new Error(`no catalogue biomarker for ${key}`);
  return found;
}

async function roadmapAfter(
  phone: string,
  entries: readonly { key: MarkerKey | number; value: number; test_date: string }[],
  language = 'us',
): Promise<HealthSummary> {
  const cookie = await signInWithPhone(server, phone);
  if (entries.length > 0) {
    const entered = await call(server.url, 'POST', '/v1/health/biomarkers', {
      cookie,
      body: entries.map((entry) => ({
        biomarker_id: id(entry.key),
        value: entry.value,
        test_date: entry.test_date,
      })),
    });
    expect(entered.status).toBe(200);
  }
  const answer = await call(server.url, 'GET', '/v1/roadmap/health-summary', {
    cookie,
    headers: { 'accept-language': language },
  });
  expect(answer.status).toBe(200);
  return answer.json as HealthSummary;
}

describe('GET /v1/roadmap/health-summary: the next tests', () => {
  it('says when to test each biomarker again and why, soonest first', async () => {
    const roadmap = await roadmapAfter('+4917011100001', [
      { key: 'hdl', value: 65, test_date: '2026-06-01' },
      { key: 'triglycerides', value: 172, test_date: '2026-06-01' },
      { key: 'ferritin', value: 100, test_date: '2024-01-10' },
      { key: 'hba1c', value: 5.5, test_date: '2025-06-01' },
      { key: 'hba1c', value: 6.0, test_date: '2026-06-01' },
      { key: 'ldl', value: 170, test_date: '2026-06-01' },
      { key: 'haemoglobin', value: 6.1, test_date: '2026-06-01' },
      { key: 'tsh', value: 25, test_date: '2026-06-14' },
    ]);
    expect(roadmap.next_tests).toEqual([
      {
        biomarker_id: id('haemoglobin'),
        biomarker_name: 'Hemoglobin',
        due_date: '2026-06-15',
        reason: 'critical',
        overdue: false,
      },
      {
        biomarker_id: id('ferritin'),
        biomarker_name: 'Ferritin',
        due_date: '2026-06-15',
        reason: 'routine',
        overdue: true,
      },
      {
        biomarker_id: id('tsh'),
        biomarker_name: 'TSH (Thyroid-Stimulating Hormone)',
        due_date: '2026-06-16',
        reason: 'prompt',
        overdue: false,
      },
      {
        biomarker_id: id('ldl'),
        biomarker_name: 'LDL Cholesterol',
        due_date: '2026-09-01',
        reason: 'far_out_of_range',
        overdue: false,
      },
      {
        biomarker_id: id('hba1c'),
        biomarker_name: 'HbA1c',
        due_date: '2026-09-01',
        reason: 'worsening',
        overdue: false,
      },
      {
        biomarker_id: id('triglycerides'),
        biomarker_name: 'Triglycerides',
        due_date: '2026-12-01',
        reason: 'out_of_range',
        overdue: false,
      },
      {
        biomarker_id: id('hdl'),
        biomarker_name: 'HDL Cholesterol',
        due_date: '2027-06-01',
        reason: 'routine',
        overdue: false,
      },
    ]);
    expect(roadmap.next_recommended_test_date).toBe('2026-06-15');
  });

  // Review F3: creatinine 3.9 mg/dL, just inside its alert limit, was due again in 6 months.
  it('is within two days of a value that needs a doctor soon, never in the past', async () => {
    const fresh = await roadmapAfter('+4917011100004', [
      { key: 'creatinine', value: 3.9, test_date: '2026-06-14' },
    ]);
    expect(fresh.next_tests).toEqual([
      {
        biomarker_id: id('creatinine'),
        biomarker_name: 'Creatinine',
        due_date: '2026-06-16',
        reason: 'prompt',
        overdue: false,
      },
    ]);
    expect(fresh.next_recommended_test_date).toBe('2026-06-16');
    const older = await roadmapAfter('+4917011100005', [
      { key: 'creatinine', value: 3.9, test_date: '2026-06-01' },
    ]);
    expect(older.next_tests[0]).toMatchObject({
      due_date: '2026-06-15',
      reason: 'prompt',
      overdue: true,
    });
  });

  it('lists a reactive HIV screen for a confirmatory test now, never a 3-month retest (F9, F22)', async () => {
    const hiv = biomarkerByLoinc('56888-1').id;
    const fit = biomarkerByLoinc('29771-3').id;
    const entries = [
      { key: hiv, value: 12.5, test_date: '2026-06-10' },
      { key: fit, value: 1, test_date: '2026-06-10' },
      { key: 'lpaMolar' as const, value: 120, test_date: '2026-06-10' },
      { key: 'ldl' as const, value: 90, test_date: '2026-06-10' },
    ];
    const roadmap = await roadmapAfter('+4917011100006', entries);
    expect(roadmap.next_tests).toEqual([
      {
        biomarker_id: hiv,
        biomarker_name: 'HIV-1/2 Antigen/Antibody Screen',
        due_date: '2026-06-15',
        reason: 'confirm',
        overdue: false,
      },
      {
        biomarker_id: fit,
        biomarker_name: 'Fecal Immunochemical Test (FIT)',
        due_date: '2026-07-10',
        reason: 'colonoscopy',
        overdue: false,
      },
      {
        biomarker_id: id('ldl'),
        biomarker_name: 'LDL Cholesterol',
        due_date: '2027-06-10',
        reason: 'routine',
        overdue: false,
      },
    ]);
    expect(roadmap.next_recommended_test_date).toBe('2026-06-15');
    const german = await roadmapAfter('+4917011100007', entries.slice(0, 1), 'de');
    expect(german.next_tests).toEqual([
      expect.objectContaining({
        biomarker_name: 'HIV-1/2-Antigen/Antikörper-Suchtest',
        due_date: '2026-06-15',
        reason: 'confirm',
      }),
    ]);
  });

  it('names the biomarkers in the language asked for', async () => {
    const roadmap = await roadmapAfter(
      '+4917011100002',
      [{ key: 'ldl', value: 190, test_date: '2026-06-01' }],
      'de',
    );
    expect(roadmap.next_tests.map((test) => test.biomarker_name)).toEqual(['LDL-Cholesterin']);
  });

  it('lists nothing before the first result', async () => {
    const roadmap = await roadmapAfter('+4917011100003', []);
    expect(roadmap.next_tests).toEqual([]);
    expect(roadmap.next_recommended_test_date).toBeNull();
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await call(server.url, 'GET', '/api/openapi.json')).json as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const answer = JSON.stringify(
      document.paths['/v1/roadmap/health-summary']?.get?.responses['200'],
    );
    expect(answer).toContain('next_tests');
    expect(answer).toContain('far_out_of_range');
  });
});
