import type { Language } from '@labtrail/contract/auth';
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

/** A person who enters values, and how to read their summary (in English unless asked). */
async function enter(
  server: TestServer,
  phone: string,
  entries: readonly Entry[],
): Promise<(language?: Language) => Promise<BiomarkersSummary>> {
  const cookie = await signInWithPhone(server, phone);
  await call(server.url, 'POST', '/v1/health/biomarkers', { cookie, body: entries });
  return async (language = 'us') =>
    (
      await call(server.url, 'GET', '/v1/health/biomarker/summary', {
        cookie,
        headers: { 'accept-language': language === 'de' ? 'de-DE' : 'en-US' },
      })
    ).json as BiomarkersSummary;
}

async function summaryAfterEntry(
  standIn: LlmStandIn,
  entries: readonly Entry[] = [LDL_172],
): Promise<{ server: TestServer; read: (language?: Language) => Promise<BiomarkersSummary> }> {
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

const DISCLAIMER = {
  us: '*This summary is generated from your results by fixed rules. It is not a diagnosis and not medical advice; please discuss your results with a doctor.*',
  de: '*Diese Zusammenfassung wird nach festen Regeln aus Ihren Ergebnissen erstellt. Sie ist keine Diagnose und keine medizinische Beratung; bitte besprechen Sie Ihre Ergebnisse mit einer Ärztin oder einem Arzt.*',
} as const;

const NOTABLE = {
  us: /^Some of your values need attention: they are important to discuss with your doctor soon/u,
  de: /^Einige Ihrer Werte brauchen Aufmerksamkeit: Besprechen Sie sie bald mit Ihrer Ärztin oder Ihrem Arzt/u,
} as const;

describe('prose through an OpenAI-compatible endpoint', () => {
  it('rewrites the insights when the facts survive, keeping everything else', async () => {
    const standIn = await startLlmStandIn((text) => ({
      status: 200,
      content: `Gently put: ${text}`,
    }));
    cleanup.push(() => standIn.close());
    const { read } = await summaryAfterEntry(standIn);
    const summary = await eventually(read, (s) => s.data.insights.startsWith('Gently put:'));
    expect(summary.data.insights).toMatch(/^Gently put: You have results for/);
    // The impression is its tier line and the disclaimer, all of it to keep: it is not sent.
    expect(summary.data.overall_impression).toMatch(NOTABLE.us);
    expect(JSON.stringify(standIn.requests)).not.toContain('Some of your values need attention');
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
      (count) => count >= 2,
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
      (count) => count >= 2,
    );
    expect((await read()).data.insights).toContain('172 mg/dL');
  });
});

/** Review F10's values, less the potassium: a summary that is not urgent, so the model sees it. */
const HBA1C_AND_LDL: Entry[] = [
  { biomarker_id: MARKER_IDS.get('hba1c'), value: 8.5, test_date: '2025-06-01' },
  LDL_172,
];

function writtenInGerman(instruction: string): boolean {
  return instruction.includes('auf Deutsch');
}

/**
 * An adversarial model marks what it wrote with `mark` (so a landed rewording shows) and
 * changes the text with `change`; a second person's routine summary, reworded in English,
 * shows when the queue has reached past the first person's job.
 */
async function afterAdversary(
  change: (text: string, german: boolean) => string,
  entries: readonly Entry[] = HBA1C_AND_LDL,
): Promise<{ read: (language?: Language) => Promise<BiomarkersSummary> }> {
  const mark = { us: 'Put simply: ', de: 'Kurz gesagt: ' };
  const standIn = await startLlmStandIn((text, instruction) => {
    const german = writtenInGerman(instruction);
    return { status: 200, content: `${mark[german ? 'de' : 'us']}${change(text, german)}` };
  });
  cleanup.push(() => standIn.close());
  const { server, read } = await summaryAfterEntry(standIn, entries);
  const readOther = await enter(server, '+4917099900002', [LDL_172]);
  await eventually(readOther, (s) => s.data.insights.startsWith(mark.us));
  return { read };
}

function withoutSentencesAboutDoctors(text: string): string {
  return text
    .split(/(?<=[.:])\s+/u)
    .filter((sentence) => !/doctor|Ärztin|Arzt/u.test(sentence))
    .join(' ');
}

describe('a rewording that would soften keeps the rules’ text (review F10)', () => {
  it('keeps the impression when the model drops the sentences about doctors (potassium 6.4, HbA1c 8.5)', async () => {
    const potassium = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('2823-3'))?.id;
    const { read } = await afterAdversary(withoutSentencesAboutDoctors, [
      { biomarker_id: potassium, value: 6.4, test_date: '2025-06-01' },
      { biomarker_id: MARKER_IDS.get('hba1c'), value: 8.5, test_date: '2025-06-01' },
    ]);
    for (const language of ['us', 'de'] as const) {
      const impression = (await read(language)).data.overall_impression;
      expect(impression).not.toMatch(/^(Put simply|Kurz gesagt)/u);
      expect(impression).toContain(DISCLAIMER[language]);
      expect(impression).toMatch(language === 'us' ? /your doctor/u : /Ihre Ärztin|Ihrer Ärztin/u);
    }
  });

  it('keeps the impression when the model drops the sentences about doctors (HbA1c 8.5, LDL 172)', async () => {
    const { read } = await afterAdversary(withoutSentencesAboutDoctors);
    for (const language of ['us', 'de'] as const) {
      const summary = (await read(language)).data;
      expect(summary.overall_impression).toMatch(NOTABLE[language]);
      expect(summary.overall_impression.endsWith(DISCLAIMER[language])).toBe(true);
    }
  });

  it('keeps the insights when a band label is turned into reassurance', async () => {
    const { read } = await afterAdversary((text) =>
      text
        .replace('(Diabetes Range)', '(a little above average)')
        .replace('(Diabetesbereich)', '(etwas über dem Durchschnitt)'),
    );
    const us = (await read('us')).data.insights;
    const de = (await read('de')).data.insights;
    expect(us).toContain('- **Values in the diabetes range:** HbA1c 8.5 % (Diabetes Range)');
    expect(us).not.toContain('a little above average');
    expect(de).toContain('- **Werte im Diabetesbereich:** HbA1c 8,5 % (Diabetesbereich)');
    expect(de).not.toContain('Durchschnitt');
  });

  it('keeps the impression when the model drops the disclaimer', async () => {
    const { read } = await afterAdversary((text) => text.replace(/\n\n\*[^*]+\*$/u, ''));
    for (const language of ['us', 'de'] as const) {
      const impression = (await read(language)).data.overall_impression;
      expect(impression).toMatch(NOTABLE[language]);
      expect(impression.endsWith(DISCLAIMER[language])).toBe(true);
    }
  });

  it('keeps the German text when the model writes the German field in English', async () => {
    const { read } = await afterAdversary((text, german) =>
      german
        ? text
            .replace(
              /Sie haben Ergebnisse für (\*\*\d+) von (\d+\*\*) Biomarkern: (\*\*\d+\*\*) [^*]+(\*\*\d+\*\*) außerhalb\./u,
              'You have results for $1 of $2 biomarkers: $3 are in their desired range and $4 are not.',
            )
            .replace('Werte im Diabetesbereich', 'Values in the diabetes range')
            .replace('Erhöhte atherogene Blutfette', 'Raised blood fats')
        : text,
    );
    const de = (await read('de')).data;
    expect(de.insights).toMatch(/^Sie haben Ergebnisse für \*\*2 von /u);
    expect(de.insights).toContain('- **Werte im Diabetesbereich:** HbA1c 8,5 % (Diabetesbereich)');
    expect(de.overall_impression).toMatch(NOTABLE.de);
    // The English field, reworded faithfully, lands.
    expect((await read('us')).data.insights).toMatch(/^Put simply: You have results for/u);
  });

  it('lets a faithful rewording land in both languages', async () => {
    const { read } = await afterAdversary((text) =>
      text
        .replace('You have results for', 'There are results for')
        .replace('Sie haben Ergebnisse für', 'Es liegen Ergebnisse vor für'),
    );
    const us = (await read('us')).data;
    const de = (await read('de')).data;
    expect(us.insights).toMatch(/^Put simply: There are results for \*\*2 of /u);
    expect(us.insights).toContain('HbA1c 8.5 % (Diabetes Range)');
    expect(us.overall_impression).toMatch(NOTABLE.us);
    expect(us.overall_impression.endsWith(DISCLAIMER.us)).toBe(true);
    expect(de.insights).toMatch(/^Kurz gesagt: Es liegen Ergebnisse vor für \*\*2 von /u);
    expect(de.overall_impression).toMatch(NOTABLE.de);
  });
});

// Issue 35 point 6: a stand-in that kept every number but added an instruction and a phishing
// link had its text stored.
describe('a rewording that adds to the rules keeps the rules’ text (issue 35)', () => {
  const ADDED = {
    us: 'You can stop taking your medication. [verify your account](https://evil.example/login)',
    de: 'Sie können Ihre Medikamente absetzen. [Konto bestätigen](https://evil.example/login)',
  } as const;

  it.each([
    ['an instruction and a phishing link', (german: boolean) => ADDED[german ? 'de' : 'us']],
    ['a phishing link alone', () => '[verify your account](https://evil.example/login)'],
    [
      'an instruction alone',
      (german: boolean) =>
        german ? 'Setzen Sie Ihr Statin ab.' : 'You can stop taking your medication.',
    ],
    [
      'a sentence of its own',
      (german: boolean) =>
        german ? 'Ihre Werte sehen gut aus.' : 'Your results look fine overall.',
    ],
  ])('stores the rules’ text when the model adds %s, every number kept', async (_, added) => {
    // Only the first person's text (the one with HbA1c) is tampered with: the second person's
    // faithful rewording lands and shows the queue has passed the first one's job.
    const { read } = await afterAdversary((text, german) =>
      text.includes('HbA1c') ? `${text}\n\n${added(german)}` : text,
    );
    for (const language of ['us', 'de'] as const) {
      const summary = (await read(language)).data;
      expect(summary.insights).toMatch(
        language === 'us'
          ? /^You have results for \*\*2 of /u
          : /^Sie haben Ergebnisse für \*\*2 von /u,
      );
      expect(summary.overall_impression).toMatch(NOTABLE[language]);
      expect(summary.overall_impression.endsWith(DISCLAIMER[language])).toBe(true);
      const stored = `${summary.insights}\n${summary.overall_impression}`;
      for (const text of [
        'evil.example',
        'medication',
        'Medikamente',
        'Statin ab',
        'look fine',
        'sehen gut aus',
      ])
        expect(stored).not.toContain(text);
    }
  });
});
