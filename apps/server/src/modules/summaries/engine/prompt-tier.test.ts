import type { SummaryData } from '@labtrail/contract/summaries';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import type { AnalysedResult } from './analysed-result';
import { analyseResults } from './analyse-results';
import { biomarkerByLoinc, markerRow, resultRow } from './crafted-results';

/** The clinical review's test date (2026-11); results are from the same day. */
const TODAY = '2026-11-28';

const PROMPT = {
  us: '**Contact your doctor within the next day or two:**',
  de: '**Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt:**',
} as const;
const CRITICAL = {
  us: '**Seek medical care today:**',
  de: '**Lassen Sie sich heute noch ärztlich untersuchen:**',
} as const;

/** What the review found said about values one step from an alert limit (F3, F4, F23). */
const DEFERRING =
  /largely in range|next appointment|within the next few weeks|größtenteils im Referenzbereich|beim nächsten Arzttermin|in den nächsten Wochen/;

function row(code: string, value: number, overrides: Partial<AnalysedResult> = {}) {
  return resultRow(biomarkerByLoinc(code).id, value, { test_date: TODAY, ...overrides });
}

function allText(summary: SummaryData): string {
  return JSON.stringify(summary);
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0] ?? '';
}

function expectPrompt(rows: AnalysedResult[], person = PROFILE_NOT_GIVEN) {
  const summaries = analyseResults(rows, TODAY, person);
  for (const language of ['us', 'de'] as const) {
    const summary = summaries[language];
    expect(firstLine(summary.urgent).startsWith(PROMPT[language]), firstLine(summary.urgent)).toBe(
      true,
    );
    expect(summary.overall_impression.startsWith(firstLine(summary.urgent))).toBe(true);
    expect(summary.sections[0]?.recommendations[0]).toMatch(
      language === 'us'
        ? /^Contact your doctor within the next day or two about your /
        : /^Wenden Sie sich wegen Ihres Werts .* in den nächsten ein bis zwei Tagen/,
    );
    expect(allText(summary)).not.toMatch(DEFERRING);
    // Within two days of the result: the review's 6-month and 3-month dates are gone.
    expect(summary.next_recommended_test_date).toBe('2026-11-30');
  }
  return summaries;
}

describe('just inside an alert limit (review F3)', () => {
  it.each<[string, string, number]>([
    ['creatinine', '2160-0', 3.9],
    ['sodium', '2951-2', 159],
    ['sodium', '2951-2', 155],
    ['sodium', '2951-2', 158],
    ['potassium', '2823-3', 2.6],
    ['potassium', '2823-3', 2.8],
    ['bilirubin', '1975-2', 9.9],
    ['WBC', '6690-2', 29.9],
    ['WBC', '6690-2', 2.1],
    ['bicarbonate', '2028-9', 10.1],
    ['bicarbonate', '2028-9', 39.9],
    ['total calcium', '17861-6', 6.6],
    ['corrected calcium', '29265-6', 13.9],
    ['ionised calcium', '17863-2', 3.1],
    ['ionised calcium', '17863-2', 5.9],
    ['magnesium', '19123-9', 1.1],
    ['phosphate', '2777-1', 1.1],
    ['phosphate', '2777-1', 8.9],
    ['haemoglobin', '718-7', 19.9],
    ['haematocrit', '4544-3', 20.1],
    ['haematocrit', '4544-3', 59.9],
    ['platelets', '777-3', 999],
    ['aPTT', '3173-2', 149],
    ['fibrinogen', '3255-7', 101],
    ['ammonia', '16362-6', 199],
    ['free T4', '3024-7', 5],
    ['urea', '3091-6', 179],
    ['BUN', '3094-0', 83.9],
  ])('%s %d asks for a doctor within a day or two, close to the alert limit', (_, code, value) => {
    const { us, de } = expectPrompt([row(code, value)]);
    expect(us.urgent).toContain('close to the alert limit');
    expect(de.urgent).toContain('nahe an der Alarmgrenze');
  });

  it('says so for creatinine 3.9 in words a person acts on, in English and German', () => {
    const { us, de } = expectPrompt([row('2160-0', 3.9)]);
    expect(us.urgent).toBe(
      [
        '**Contact your doctor within the next day or two:** Creatinine 3.9 mg/dL (High) is close to a level that needs care the same day.',
        '',
        '- **Creatinine 3.9 mg/dL** (Nov 28, 2026): close to the alert limit ≥4 mg/dL, from which care is needed the same day',
        '',
        'If you notice symptoms such as passing little or no urine, swollen legs, shortness of breath, chest pain, confusion, fainting, or severe weakness before then, seek medical care today; if they are severe, call emergency services (911 in the US, 112 in Europe).',
      ].join('\n'),
    );
    expect(firstLine(de.urgent)).toBe(
      '**Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt:** Kreatinin 3,9 mg/dL (Erhöht) liegt nahe an einem Bereich, in dem noch am selben Tag eine ärztliche Behandlung nötig ist.',
    );
  });
});

describe('a band named severe (review F4)', () => {
  it.each<[string, AnalysedResult]>([
    ['potassium 6.0', row('2823-3', 6)],
    ['potassium 6.2', row('2823-3', 6.2)],
    ['potassium 6.4', row('2823-3', 6.4)],
    ['sodium 121', row('2951-2', 121)],
    ['sodium 125', row('2951-2', 125)],
    ['haemoglobin 7.1', row('718-7', 7.1)],
    ['haemoglobin 7.5', row('718-7', 7.5)],
    ['fasting glucose 50.1', row('1558-6', 50.1)],
    ['fasting glucose 52', row('1558-6', 52)],
    ['random glucose 52', row('2345-7', 52)],
    ['2-hour OGTT glucose 50.1', row('1518-0', 50.1)],
    ['total calcium 12.0', row('17861-6', 12)],
    ['total calcium 12.9', row('17861-6', 12.9)],
    ['platelets 40.1', row('777-3', 40.1)],
    ['neutrophils 0.6', row('751-8', 0.6)],
    ['respiratory rate 8.5', row('9279-1', 8.5)],
    ['body temperature 41.0', row('8310-5', 41)],
    ['body temperature 41.4', row('8310-5', 41.4)],
  ])('%s is not left for the next few weeks', (_, result) => {
    expectPrompt([result]);
  });

  it('words potassium 6.2 as the issue asks, in English and German', () => {
    const { us, de } = expectPrompt([row('2823-3', 6.2)]);
    expect(firstLine(us.urgent)).toBe(
      '**Contact your doctor within the next day or two:** Potassium 6.2 mmol/L (Moderately High) is close to a level that needs care the same day.',
    );
    expect(firstLine(de.urgent)).toBe(
      '**Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt:** Kalium 6,2 mmol/L (Mäßig erhöht) liegt nahe an einem Bereich, in dem noch am selben Tag eine ärztliche Behandlung nötig ist.',
    );
    expect(us.sections[0]?.explanatory_description).toContain(
      '- **Potassium 6.2 mmol/L (Moderately High)** (Nov 28, 2026); **see a doctor within 1–2 days** (alert limit ≥6.5 mmol/L)',
    );
  });

  it('tells what to do first about a low blood sugar of level 2', () => {
    const { us, de } = expectPrompt([row('1558-6', 52)]);
    expect(us.urgent).toContain('If you can, eat or drink something sugary now.');
    expect(de.urgent).toContain(
      'Essen oder trinken Sie, wenn möglich, jetzt etwas Zuckerhaltiges.',
    );
  });
});

describe('severe values a pattern used to call routine (review F7)', () => {
  it('does not put a first eGFR of 20 down to hydration or a workout', () => {
    const { us, de } = expectPrompt([markerRow('egfr', 20, { test_date: TODAY })]);
    expect(us.urgent).toContain(
      'the first result this low (<30 mL/min/1.73m²): it may be a sudden loss of kidney function',
    );
    expect(allText(us)).not.toContain('hydration or a recent workout');
    expect(allText(us)).not.toContain('within 3 months');
    expect(allText(de)).not.toContain('Trinkmenge oder Training');
  });

  it('does not call an eGFR below 30 new when the previous result was below 30 too', () => {
    const { us } = analyseResults(
      [
        markerRow('egfr', 22, { test_date: '2026-05-02' }),
        markerRow('egfr', 20, { test_date: TODAY }),
      ],
      TODAY,
    );
    expect(us.urgent).toBe('');
  });

  it('sends a woman with ALT 400 (16 × her upper limit) to a doctor, not to a repeat in weeks', () => {
    const { us, de } = expectPrompt([markerRow('alt', 400, { test_date: TODAY })], {
      ...PROFILE_NOT_GIVEN,
      sex: 'female',
    });
    expect(us.urgent).toContain('more than 10 times the upper reference limit (>250 U/L)');
    expect(allText(us)).not.toMatch(/fatty liver, alcohol|Avoid alcohol|4–6 weeks/);
    expect(allText(de)).not.toMatch(/4–6 Wochen/);
  });

  it('takes the man’s upper limit for a man: ALT 300 is under 10 × 33 U/L', () => {
    const { us } = analyseResults([markerRow('alt', 300, { test_date: TODAY })], TODAY, {
      ...PROFILE_NOT_GIVEN,
      sex: 'male',
    });
    expect(us.urgent).toBe('');
    // While sex is unknown, the lower (women's) limit counts.
    expectPrompt([markerRow('alt', 300, { test_date: TODAY })]);
  });

  it('does not call CRP 250 a passing infection to repeat in 2–4 weeks', () => {
    const { us } = expectPrompt([markerRow('crp', 250, { test_date: TODAY })]);
    expect(us.urgent).toContain('a bacterial infection or serious inflammation is likely');
    expect(allText(us)).not.toMatch(
      /A passing infection or injury is the most common cause|Repeat the test 2–4 weeks/,
    );
  });

  it('does not ask for a repeat TSH in 6–8 weeks at a TSH of 150', () => {
    const { us, de } = expectPrompt([markerRow('tsh', 150, { test_date: TODAY })]);
    expect(allText(us)).not.toMatch(/6–8 weeks before drawing conclusions|passing change/);
    expect(allText(de)).not.toMatch(/in 6–8 Wochen/);
    expect(us.sections[0]?.biomarker_connections).toContain(
      'TSH this high points to an underactive thyroid that usually needs treatment',
    );
  });

  it('does not make LDL 250 depend on the overall risk', () => {
    const { us } = expectPrompt([markerRow('ldl', 250, { test_date: TODAY })]);
    expect(allText(us)).not.toContain('depends on your overall risk');
    expect(us.urgent).toContain('a high-intensity statin');
  });

  it('names pancreatitis for triglycerides of 1,200 mg/dL, in both languages', () => {
    const { us, de } = expectPrompt([markerRow('triglycerides', 1200, { test_date: TODAY })]);
    expect(us.urgent).toContain(
      '- **Triglycerides 1,200 mg/dL** (Nov 28, 2026): from this level (≥1,000 mg/dL) the risk of acute pancreatitis rises',
    );
    expect(de.urgent).toContain('akuten Bauchspeicheldrüsenentzündung (Pankreatitis)');
  });
});

describe('habit lines (review F20)', () => {
  const recommendations = (summary: SummaryData) =>
    summary.sections.flatMap((section) => section.recommendations).join('\n');

  it('offers no iron-rich foods for a ferritin of 1,500', () => {
    const { us, de } = analyseResults([markerRow('ferritin', 1500)], TODAY);
    expect(recommendations(us)).not.toContain('Iron-rich foods');
    expect(recommendations(de)).not.toContain('Eisenreiche Lebensmittel');
  });

  it('still offers them for low iron stores', () => {
    const { us } = analyseResults([markerRow('ferritin', 10)], TODAY);
    expect(recommendations(us)).toContain('Iron-rich foods');
  });

  it.each<[string, AnalysedResult]>([
    ['respiratory rate 8.5', row('9279-1', 8.5)],
    ['SpO2 90.5', row('59408-5', 90.5)],
    ['temperature 41', row('8310-5', 41)],
  ])('does not advise less salt for %s', (_, result) => {
    const { us, de } = analyseResults([result], TODAY);
    expect(recommendations(us)).not.toContain('Less salt');
    expect(recommendations(de)).not.toContain('Weniger Salz');
  });

  it('still advises less salt for raised blood pressure', () => {
    const { us } = analyseResults([markerRow('systolic', 142)], TODAY);
    expect(recommendations(us)).toContain('Less salt');
  });

  it('shows no insulin-sensitivity habit below a critical HbA1c of 13', () => {
    const { us, de } = analyseResults([markerRow('hba1c', 13)], TODAY);
    expect(recommendations(us)).not.toContain('improve insulin sensitivity');
    expect(recommendations(de)).not.toContain('verbessern die Insulinsensitivität');
  });
});

describe('"largely in range" (review F23)', () => {
  it('is not said of a single creatinine of 3.9', () => {
    const { us, de } = analyseResults([row('2160-0', 3.9)], TODAY);
    expect(us.overall_impression).not.toContain('largely in range');
    expect(de.overall_impression).not.toContain('größtenteils');
  });

  it('is not said when the only value is one step out of range', () => {
    const { us, de } = analyseResults([markerRow('triglycerides', 172)], TODAY);
    expect(us.overall_impression).toMatch(
      /^A few values are one step outside their desired range; discuss them at your next appointment/,
    );
    expect(de.overall_impression).not.toContain('größtenteils');
  });

  it('is said when most values are in range', () => {
    const { us, de } = analyseResults(
      [
        markerRow('triglycerides', 172),
        markerRow('hdl', 65),
        markerRow('ldl', 80),
        markerRow('hba1c', 5.2),
      ],
      TODAY,
    );
    expect(us.overall_impression).toMatch(/^Your results are largely in range\. A few values/);
    expect(de.overall_impression).toMatch(
      /^Ihre Ergebnisse liegen größtenteils im Referenzbereich\./,
    );
  });
});

describe('critical and prompt values together', () => {
  it('lead with what to do today, then name what needs a doctor within a day or two', () => {
    const { us, de } = analyseResults(
      [row('2823-3', 6.8), markerRow('ldl', 250, { test_date: TODAY })],
      TODAY,
    );
    for (const [summary, language] of [
      [us, 'us'],
      [de, 'de'],
    ] as const) {
      const urgent = summary.urgent ?? '';
      expect(urgent.startsWith(CRITICAL[language])).toBe(true);
      expect(urgent.indexOf(PROMPT[language])).toBeGreaterThan(0);
      const [first, second] = summary.overall_impression.split('\n\n');
      expect(first?.startsWith(CRITICAL[language])).toBe(true);
      expect(second?.startsWith(PROMPT[language])).toBe(true);
      expect(summary.next_recommended_test_date).toBe(TODAY);
    }
    expect(us.urgent).toContain('LDL Cholesterol 250 mg/dL (Very High)');
  });

  it('say once, in the prompt part, when the prompt values are weeks old', () => {
    const { us } = analyseResults([row('2823-3', 6.2, { test_date: '2026-10-01' })], TODAY);
    expect(us.urgent).toContain('These results are from Oct 1, 2026 or earlier.');
    expect(us.next_recommended_test_date).toBe(TODAY);
  });
});
