import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../../test/start-test-server';
import type { TestServer } from '../../../../test/start-test-server';
import { call, signInWithPhone } from '../../../../test/sign-in-helpers';
import { startLlmStandIn } from '../../../../test/llm-stand-in';
import type { LlmStandIn } from '../../../../test/llm-stand-in';
import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import { MARKER_IDS } from '../engine/marker-keys';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup) await close();
  cleanup = [];
});

type Entry = { biomarker_id: number | undefined; value: number; test_date: string };

const LDL_172: Entry = { biomarker_id: MARKER_IDS.get('ldl'), value: 172, test_date: '2025-06-01' };

/** A person who enters values, and how to read their summary. */
async function enter(
  server: TestServer,
  phone: string,
  entries: readonly Entry[],
): Promise<() => Promise<BiomarkersSummary>> {
  const cookie = await signInWithPhone(server, phone);
  await call(server.url, 'POST', '/v1/health/biomarkers', { cookie, body: entries });
  return async () =>
    (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie }))
      .json as BiomarkersSummary;
}

async function summaryAfterEntry(
  standIn: LlmStandIn,
  entries: readonly Entry[] = [LDL_172],
): Promise<{ server: TestServer; read: () => Promise<BiomarkersSummary> }> {
  const server = await startTestServer({
    env: { LLM_BASE_URL: standIn.url, LLM_MODEL: 'test-model', LLM_API_KEY: 'secret-key' },
  });
  cleanup.push(() => server.close());
  return { server, read: await enter(server, '+4917099900001', entries) };
}

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('prose through an OpenAI-compatible endpoint', () => {
  it('rewrites insights and impression when the facts survive, keeping everything else', async () => {
    const standIn = await startLlmStandIn((text) => ({
      status: 200,
      content: `Gently put: ${text}`,
    }));
    cleanup.push(() => standIn.close());
    const { read } = await summaryAfterEntry(standIn);
    const summary = await eventually(read, (s) => s.data.insights.startsWith('Gently put:'));
    expect(summary.data.insights).toMatch(/^Gently put: You have results for/);
    expect(summary.data.overall_impression.startsWith('Gently put:')).toBe(true);
    expect(summary.data.concerning_biomarkers).toContain('172 mg/dL');
    expect(standIn.requests[0]?.authorization).toBe('Bearer secret-key');
    expect(standIn.requests[0]?.body.model).toBe('test-model');
  });

  it('hands the model many values moving the wrong way as a list, to keep as one', async () => {
    const standIn = await startLlmStandIn((text) => ({
      status: 200,
      content: `Gently put: ${text}`,
    }));
    cleanup.push(() => standIn.close());
    const worsening = (
      [
        ['ldl', 110, 172],
        ['triglycerides', 140, 235],
        ['alt', 30, 62],
        ['ggt', 35, 90],
        ['hsCrp', 1.5, 4.2],
      ] as const
    ).flatMap(([key, before, now]): Entry[] => [
      { biomarker_id: MARKER_IDS.get(key), value: before, test_date: '2025-01-01' },
      { biomarker_id: MARKER_IDS.get(key), value: now, test_date: '2025-06-01' },
    ]);
    const { read } = await summaryAfterEntry(standIn, worsening);
    const summary = await eventually(read, (s) => s.data.insights.startsWith('Gently put:'));
    const lead = 'Moving the wrong way since the previous test:\n\n- ';
    const asked = standIn.requests.flatMap(
      (request) => request.body.messages as { role: string; content: string }[],
    );
    expect(asked.some((message) => message.content.includes(lead))).toBe(true);
    expect(asked.some((message) => message.content.includes('a list stays a list'))).toBe(true);
    expect(summary.data.insights).toContain(lead);
    expect(summary.data.insights.match(/^- .*, up from /gmu)).toHaveLength(5);
  });

  it('keeps the rules’ text when the model drops a number', async () => {
    const standIn = await startLlmStandIn(() => ({
      status: 200,
      content: 'Your cholesterol is a bit high.',
    }));
    cleanup.push(() => standIn.close());
    const { read } = await summaryAfterEntry(standIn);
    await eventually(
      () => Promise.resolve(standIn.requests.length),
      (count) => count >= 4,
    );
    const summary = await read();
    expect(summary.data.insights).toContain('172 mg/dL');
    expect(summary.data.insights).not.toContain('a bit high');
  });

  it('never rewords a summary with a critical value', async () => {
    const standIn = await startLlmStandIn((text) => ({
      status: 200,
      content: `Gently put: ${text}`,
    }));
    cleanup.push(() => standIn.close());
    const potassium = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('2823-3'))?.id;
    const { server, read } = await summaryAfterEntry(standIn, [
      LDL_172,
      { biomarker_id: potassium, value: 6.9, test_date: '2025-06-01' },
    ]);
    // A second person's routine summary is reworded: by then the first one's would have been too.
    const readOther = await enter(server, '+4917099900002', [LDL_172]);
    await eventually(readOther, (s) => s.data.insights.startsWith('Gently put:'));
    const summary = await read();
    expect(summary.data.urgent).toMatch(/^\*\*Seek medical care today/u);
    expect(summary.data.insights).toMatch(/^You have results for/u);
    expect(summary.data.overall_impression).toMatch(/^\*\*Seek medical care today/u);
    expect(JSON.stringify(standIn.requests)).not.toContain('Potassium');
  });

  // Review F10: potassium 6.4 with HbA1c 8.5 was reworded into "Your results look fine overall".
  it('never rewords a summary with a value that needs a doctor within a day or two', async () => {
    const standIn = await startLlmStandIn(() => ({
      status: 200,
      content: 'Your results look fine overall; enjoy your day.',
    }));
    cleanup.push(() => standIn.close());
    const potassium = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('2823-3'))?.id;
    const hba1c = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('4548-4'))?.id;
    const { server, read } = await summaryAfterEntry(standIn, [
      { biomarker_id: potassium, value: 6.4, test_date: '2025-06-01' },
      { biomarker_id: hba1c, value: 8.5, test_date: '2025-06-01' },
    ]);
    const readOther = await enter(server, '+4917099900003', [LDL_172]);
    await eventually(readOther, (s) => s.data.insights.startsWith('Your results look fine'));
    const summary = await read();
    expect(summary.data.urgent).toMatch(
      /^\*\*Contact your doctor within the next day or two:\*\*/u,
    );
    expect(summary.data.overall_impression).toMatch(
      /^\*\*Contact your doctor within the next day or two:\*\* Potassium 6\.4 mmol\/L/u,
    );
    expect(JSON.stringify(summary.data)).not.toContain('look fine');
  });

  it('keeps the rules’ text when the endpoint fails', async () => {
    const standIn = await startLlmStandIn(() => ({ status: 500 }));
    cleanup.push(() => standIn.close());
    const { read } = await summaryAfterEntry(standIn);
    await eventually(
      () => Promise.resolve(standIn.requests.length),
      (count) => count >= 4,
    );
    expect((await read()).data.insights).toContain('172 mg/dL');
  });
});
