import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFhir } from '../../../test/fhir-files';
import { personWithRecord } from '../../../test/fhir-record';
import { historyOf, waitForAnalyses } from '../../../test/lab-documents';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** What a person sees of each result: what was measured, when, how it reads, and any flag. */
function resultsOf(history: HistoryResponse) {
  return Object.fromEntries(
    Object.entries(history).map(([biomarkerId, tests]) => [
      biomarkerId,
      tests.map((test) => ({
        test_date: test.test_date,
        value: test.value,
        comparator: test.comparator,
        value_text: test.value_text,
        unit: test.unit,
        in_range: test.in_range,
        value_label: test.value_label,
        flagged: test.flagged,
        flag_cause: test.flag_cause,
      })),
    ]),
  );
}

/** The overview's latest value per biomarker with data, with its ranges. */
async function overviewOf(cookie: string) {
  const answer = await call(server.url, 'GET', '/v1/health/biomarkers', { cookie });
  return (answer.json as BiomarkersResponse)
    .flatMap((category) => category.biomarkers)
    .filter((biomarker) => biomarker.value !== null)
    .map((biomarker) => ({
      biomarker_id: biomarker.biomarker_id,
      value: biomarker.value,
      in_range: biomarker.in_range,
      range_min: biomarker.range_min,
      range_max: biomarker.range_max,
      labels: biomarker.labels,
    }))
    .sort((a, b) => a.biomarker_id - b.biomarker_id);
}

async function exportedRecord(cookie: string): Promise<string> {
  const answer = await call(server.url, 'GET', '/v1/user/export/fhir?documents=true', { cookie });
  expect(answer.status).toBe(200);
  return JSON.stringify(answer.json);
}

describe('a FHIR export imported into a fresh account', () => {
  it('gives the same results, with the same ranges and flags', async () => {
    const ada = await personWithRecord(server, '+491730099001');
    const record = await exportedRecord(ada.cookie);
    const bea = await signInWithPhone(server, '+491730099002');

    const imported = await importFhir(server.url, bea, record, 'ada-record.json');
    expect(imported.status).toBeLessThan(300);
    const [document] = await waitForAnalyses(server.url, bea);
    expect(document?.status).toBe('done');

    const adaResults = resultsOf(await historyOf(server.url, ada.cookie));
    expect(Object.keys(adaResults).length).toBeGreaterThanOrEqual(8);
    expect(resultsOf(await historyOf(server.url, bea))).toEqual(adaResults);
    expect(await overviewOf(bea)).toEqual(await overviewOf(ada.cookie));
  });

  it('adds nothing when a person imports their own export', async () => {
    const ada = await personWithRecord(server, '+491730099003');
    const before = await historyOf(server.url, ada.cookie);

    const imported = await importFhir(server.url, ada.cookie, await exportedRecord(ada.cookie));
    expect(imported.status).toBeLessThan(300);
    await waitForAnalyses(server.url, ada.cookie);

    expect(resultsOf(await historyOf(server.url, ada.cookie))).toEqual(resultsOf(before));
  });
});
