import type { SummaryData } from '@labtrail/contract/summaries';
import { describe, expect, it } from 'vitest';
import { CRITICAL_LIMITS } from '../../biomarkers/catalogue/critical-limits';
import type { CriticalLimits } from '../../biomarkers/catalogue/critical-limits';
import { analyseResults } from './analyse-results';
import { biomarkerByLoinc, markerRow, resultRow } from './crafted-results';

const TODAY = '2026-06-15';

/** Wording that plays a value down, which a summary with a critical value must never use. */
const SOFTENING =
  /\bmild|not alarming|none of them is alarming|just outside|\bleicht|alarmierend|knapp außerhalb|nicht beunruhigend/i;

/** Routine advice that would delay care for a critical value. */
const ROUTINE =
  /hydration or a recent workout|Trinkmenge oder Training|Measure at home on 7 days|Messen Sie an 7 Tagen|4–6 weeks|4–6 Wochen|8–12 weeks after starting|8–12 Wochen nach Beginn|glucose tolerance test would clarify|Glukosetoleranztest Ihren Zuckerstoffwechsel|Recheck|Kontrollieren Sie/;

const INSTRUCTION = {
  us: '**Seek medical care today:**',
  de: '**Lassen Sie sich heute noch ärztlich untersuchen:**',
} as const;

/** Every text of a summary, to search for wording that must not be there. */
function allText(summary: SummaryData): string {
  return JSON.stringify(summary);
}

/** A value just past the limit: the limit itself where it is critical, else a step beyond. */
function criticalValue(limits: CriticalLimits, side: 'low' | 'high'): number {
  const limit = side === 'low' ? limits.low : limits.high;
  if (limit === undefined) throw new Error('no limit on that side');
  if (limits.exclusive !== true) return limit;
  return side === 'low' ? limit * 0.9 : limit * 1.1;
}

const CASES = Object.entries(CRITICAL_LIMITS).flatMap(([code, limits]) =>
  (['low', 'high'] as const)
    .filter((side) => (side === 'low' ? limits.low : limits.high) !== undefined)
    .map((side) => ({ code, side, value: criticalValue(limits, side) })),
);

describe('a critical value of every analyte with alert limits', () => {
  it.each(CASES)('$code $side ($value) leads the summary with what to do today', (testCase) => {
    const biomarker = biomarkerByLoinc(testCase.code);
    const summaries = analyseResults([resultRow(biomarker.id, testCase.value)], TODAY);
    for (const language of ['us', 'de'] as const) {
      const summary = summaries[language];
      const name = language === 'us' ? biomarker.name : biomarker.name_de;
      const number = new Intl.NumberFormat(language === 'us' ? 'en-US' : 'de-DE', {
        maximumFractionDigits: 2,
      }).format(testCase.value);
      const firstLine = (summary.urgent ?? '').split('\n')[0] ?? '';
      expect(firstLine.startsWith(INSTRUCTION[language])).toBe(true);
      expect(firstLine).toContain(`${name} ${number}`);
      expect(summary.overall_impression.startsWith(firstLine)).toBe(true);
      expect(summary.next_recommended_test_date).toBe(TODAY);
      expect(summary.concerning_biomarkers.startsWith(`${name} ${number}`)).toBe(true);
      expect(summary.sections[0]?.recommendations[0]).toMatch(
        language === 'us' ? /^Seek medical care today/ : /^Lassen Sie Ihren Wert .* heute noch/,
      );
      expect(allText(summary)).not.toMatch(SOFTENING);
      expect(allText(summary)).not.toMatch(ROUTINE);
    }
  });
});

describe('the values issue 25 found summarised as routine or mild', () => {
  it.each<[string, string, number]>([
    ['hs-troponin T', '67151-1', 500],
    ['glucose', '2345-7', 400],
    ['glucose', '2345-7', 600],
    ['HbA1c', '4548-4', 13],
    ['potassium', '2823-3', 6.5],
    ['platelets', '777-3', 20],
    ['platelets', '777-3', 1200],
    ['CK', '2157-6', 40000],
    ['NT-proBNP', '33762-6', 15000],
    ['creatinine', '2160-0', 8],
    ['sodium', '2951-2', 160],
    ['calcium', '17861-6', 6],
    ['WBC', '6690-2', 60],
    ['WBC', '6690-2', 1.2],
    ['bilirubin', '1975-2', 15],
    ['bicarbonate', '2028-9', 9],
  ])('%s %d is urgent', (_, code, value) => {
    const { us, de } = analyseResults([resultRow(biomarkerByLoinc(code).id, value)], TODAY);
    expect(us.urgent?.startsWith(INSTRUCTION.us)).toBe(true);
    expect(de.urgent?.startsWith(INSTRUCTION.de)).toBe(true);
    expect(allText(us)).not.toMatch(SOFTENING);
    expect(allText(de)).not.toMatch(SOFTENING);
  });
});

describe('a pattern holding a critical value', () => {
  it('treats blood pressure of 210/130 as a crisis, not a matter for home readings', () => {
    const { us, de } = analyseResults(
      [markerRow('systolic', 210), markerRow('diastolic', 130)],
      TODAY,
    );
    expect(us.urgent).toContain('Systolic Blood Pressure 210 mmHg');
    expect(us.urgent).toContain('Diastolic Blood Pressure 130 mmHg');
    expect(us.urgent).toContain('severe headache');
    expect(allText(us)).toContain('hypertensive crisis');
    expect(allText(de)).toContain('hypertensive Krise');
    for (const summary of [us, de]) {
      expect(allText(summary)).not.toMatch(ROUTINE);
      expect(allText(summary)).not.toMatch(SOFTENING);
    }
  });

  it('does not put an eGFR of 8 down to hydration or a workout', () => {
    const { us, de } = analyseResults([markerRow('egfr', 8)], TODAY);
    expect(us.insights).toContain('Kidney function needs a closer look');
    expect(allText(us)).toContain('needs a doctor to assess it today');
    expect(allText(us)).not.toMatch(ROUTINE);
    expect(allText(de)).not.toMatch(ROUTINE);
  });

  it('does not advise a repeat in 4–6 weeks for an ALT of 2,500', () => {
    const { us, de } = analyseResults([markerRow('alt', 2500)], TODAY);
    expect(allText(us)).toContain('acute liver injury');
    expect(allText(us)).not.toMatch(ROUTINE);
    expect(allText(de)).not.toMatch(ROUTINE);
  });

  it('sends haemoglobin 6 with ferritin 5 to a doctor today from both categories', () => {
    const { us, de } = analyseResults(
      [markerRow('haemoglobin', 6), markerRow('ferritin', 5)],
      TODAY,
    );
    expect(us.insights).toContain('Pattern of iron-deficiency anemia');
    expect(allText(us)).toContain('may need treatment the same day');
    for (const section of us.sections)
      expect(section.recommendations[0]).toMatch(/^Seek medical care today about your Hemoglobin/);
    expect(allText(us)).not.toMatch(ROUTINE);
    expect(allText(de)).not.toMatch(ROUTINE);
    expect(allText(de)).not.toMatch(SOFTENING);
  });

  it('calls a very high HbA1c diabetes needing treatment now', () => {
    const { us } = analyseResults([markerRow('hba1c', 13)], TODAY);
    expect(us.urgent).toContain('HbA1c 13 %');
    expect(us.insights).toContain('Values in the diabetes range');
    expect(allText(us)).toContain('treatment usually starts at once');
    expect(allText(us)).not.toMatch(ROUTINE);
  });

  it('names the critical value first among the concerning ones', () => {
    const { us } = analyseResults(
      [markerRow('ldl', 195), resultRow(biomarkerByLoinc('2823-3').id, 6.8)],
      TODAY,
    );
    expect(us.concerning_biomarkers.split('; ')[0]).toContain('Potassium 6.8 mmol/L');
  });

  it('says when a critical value is weeks old, still without softening it', () => {
    const recent = analyseResults([markerRow('egfr', 8, { test_date: '2026-06-10' })], TODAY);
    expect(recent.us.urgent).not.toContain('or earlier');
    const old = analyseResults([markerRow('egfr', 8, { test_date: '2026-03-02' })], TODAY);
    expect(old.us.urgent?.split('\n')[0]).toMatch(/^\*\*Seek medical care today/u);
    expect(old.us.urgent).toContain(
      'These results are from Mar 2, 2026 or earlier. If a doctor has assessed them since, follow that advice; if not, do not wait for your next check-up.',
    );
    expect(old.de.urgent).toContain('Diese Ergebnisse stammen vom 2. März 2026 oder früher.');
  });

  it('tells what to do first about a critically low blood sugar', () => {
    const { us, de } = analyseResults([markerRow('fastingGlucose', 40)], TODAY);
    expect(us.urgent).toContain('eat or drink something sugary now');
    expect(us.urgent).toContain('call emergency services (911 in the US, 112 in Europe)');
    expect(de.urgent).toContain('rufen Sie den Notruf 112');
  });
});
