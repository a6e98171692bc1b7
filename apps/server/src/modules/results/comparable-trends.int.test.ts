import type { HistoricalTest } from '@labtrail/contract/biomarkers';
import type { BiomarkersSummary, HealthSummary } from '@labtrail/contract/summaries';
import type { GeneratedReport } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedReport } from '../../../test/generated-reports';
import { historyOf, labReport, uploadPdf, waitForAnalyses } from '../../../test/lab-documents';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { MARKER_IDS } from '../summaries/engine/marker-keys';

let server: TestServer;
let phones = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function newPerson(): Promise<string> {
  phones += 1;
  return signInWithPhone(server, `+4917023${String(phones).padStart(6, '0')}`);
}

async function summaryOf(cookie: string, language = 'us'): Promise<BiomarkersSummary> {
  const answer = await call(server.url, 'GET', '/v1/health/biomarker/summary', {
    cookie,
    headers: { 'accept-language': language },
  });
  expect(answer.status).toBe(200);
  return answer.json as BiomarkersSummary;
}

/** Two generated table reports from different labs that print at least one biomarker alike. */
function reportsOfTwoLabs(): [GeneratedReport, GeneratedReport, number[]] {
  const first = generatedReport(1, 'table');
  for (let seed = 2; seed < 200; seed += 1) {
    const second = generatedReport(seed, 'table');
    const shared = first.truth.results
      .map((result) => result.biomarker_id)
      .filter((id) => second.truth.results.some((result) => result.biomarker_id === id));
    if (
      second.truth.lab !== first.truth.lab &&
      second.truth.report_date > first.truth.report_date &&
      shared.length > 0
    )
      return [first, second, shared];
  }
  throw new Error('no second lab prints a biomarker of the first report');
}

const ldlId = MARKER_IDS.get('ldl');

describe('comparable trends (issue 23)', () => {
  it('marks a break in the history where a biomarker moves to another lab', async () => {
    const cookie = await newPerson();
    const [first, second, shared] = reportsOfTwoLabs();
    await uploadPdf(server.url, cookie, first.pdf, 'first.pdf');
    await uploadPdf(server.url, cookie, second.pdf, 'second.pdf');
    expect((await waitForAnalyses(server.url, cookie)).map((one) => one.status)).toEqual([
      'done',
      'done',
    ]);
    const history = await historyOf(server.url, cookie);
    for (const id of shared) {
      const tests: HistoricalTest[] = history[String(id)] ?? [];
      expect(tests.map((test) => [test.lab, test.break_before])).toEqual([
        [first.truth.lab, null],
        [second.truth.lab, 'lab'],
      ]);
    }
    const single = first.truth.results.find((result) => !shared.includes(result.biomarker_id));
    if (single !== undefined)
      expect(history[String(single.biomarker_id)]?.[0]?.break_before).toBeNull();
  });

  it('says the lab changed instead of calling the change a trend, and keeps the printed unit and range', async () => {
    const cookie = await newPerson();
    await uploadPdf(
      server.url,
      cookie,
      labReport({ haemoglobin: 14, ldl: 130, hba1c: 5.2 }, '12/03/2025'),
    );
    await waitForAnalyses(server.url, cookie);
    await uploadPdf(
      server.url,
      cookie,
      labReport(
        { haemoglobin: 14, ldl: 175, hba1c: 5.2 },
        '12/03/2026',
        'Westside Pathology Laboratory',
      ),
    );
    await waitForAnalyses(server.url, cookie);

    const ldl = (await historyOf(server.url, cookie))[String(ldlId)] ?? [];
    expect(
      ldl.map(({ lab, method, printed_unit, printed_range, break_before }) => ({
        lab,
        method,
        printed_unit,
        printed_range,
        break_before,
      })),
    ).toEqual([
      {
        lab: 'City Diagnostics Laboratory',
        method: null,
        printed_unit: 'mg/dL',
        printed_range: '< 100',
        break_before: null,
      },
      {
        lab: 'Westside Pathology Laboratory',
        method: null,
        printed_unit: 'mg/dL',
        printed_range: '< 100',
        break_before: 'lab',
      },
    ]);
    const us = (await summaryOf(cookie)).data;
    expect(us.insights).toContain(
      'Not called a trend, because the two results were not measured alike:',
    );
    expect(us.insights).toMatch(/LDL[^\n]*up from 130 mg\/dL[^\n]*\(the lab changed in between\)/u);
    expect(us.insights).not.toContain('Moving the wrong way');
    expect((await summaryOf(cookie, 'de')).data.insights).toContain(
      '(dazwischen hat das Labor gewechselt)',
    );
    const roadmap = (await call(server.url, 'GET', '/v1/roadmap/health-summary', { cookie }))
      .json as HealthSummary;
    expect(roadmap.focus.find((item) => item.biomarker_id === ldlId)?.trend).toBe('unknown');
  });

  it('calls the same rise a trend when one lab measured both values', async () => {
    const cookie = await newPerson();
    await uploadPdf(
      server.url,
      cookie,
      labReport({ haemoglobin: 14, ldl: 130, hba1c: 5.2 }, '12/03/2025'),
    );
    await waitForAnalyses(server.url, cookie);
    await uploadPdf(server.url, cookie, labReport({ haemoglobin: 14, ldl: 175, hba1c: 5.2 }));
    await waitForAnalyses(server.url, cookie);
    const ldl = (await historyOf(server.url, cookie))[String(ldlId)] ?? [];
    expect(ldl.map((test) => test.break_before)).toEqual([null, null]);
    expect((await summaryOf(cookie)).data.insights).toContain('Moving the wrong way');
  });

  it('names no lab for a value entered by hand, and sees no break beside it', async () => {
    const cookie = await newPerson();
    await uploadPdf(
      server.url,
      cookie,
      labReport({ haemoglobin: 14, ldl: 130, hba1c: 5.2 }, '12/03/2025'),
    );
    await waitForAnalyses(server.url, cookie);
    const entered = await call(server.url, 'POST', '/v1/health/biomarkers', {
      cookie,
      body: [{ biomarker_id: ldlId, value: 175, test_date: '2026-03-12' }],
    });
    expect(entered.status).toBe(200);
    const ldl = (await historyOf(server.url, cookie))[String(ldlId)] ?? [];
    expect(ldl.at(-1)).toMatchObject({
      source: 'manual',
      lab: null,
      method: null,
      printed_unit: null,
      printed_range: null,
      break_before: null,
    });
  });
});
