import type { PersonalProfile } from '@labtrail/contract/profile';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
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
      // The label says critical, never a band that would contradict the line (review F31).
      const label = {
        us: { low: 'Critically Low', high: 'Critically High' },
        de: { low: 'Kritisch niedrig', high: 'Kritisch hoch' },
      }[language][testCase.side];
      expect(firstLine).toContain(`${name} ${number}`);
      expect(firstLine).toMatch(new RegExp(`${number} [^(]*\\(${label}\\)`, 'u'));
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

/** A value just inside the limit: the limit itself where it is exclusive, else a step inside. */
function insideValue(limit: number, exclusive: boolean, side: 'low' | 'high'): number {
  if (exclusive) return limit;
  return side === 'low' ? limit * 1.05 : limit * 0.95;
}

const SEX_CASES = Object.entries(CRITICAL_LIMITS).flatMap(([code, limits]) =>
  (['female', 'male'] as const).flatMap((sex) => {
    const own = limits.bySex?.[sex];
    if (own === undefined) return [];
    return (['low', 'high'] as const).flatMap((side) => {
      const limit = side === 'low' ? own.low : own.high;
      if (limit === undefined) return [];
      const exclusive = limits.exclusive === true;
      const past = criticalValue({ ...limits, ...own }, side);
      return [{ code, sex, side, past, inside: insideValue(limit, exclusive, side) }];
    });
  }),
);

describe('a sex-specific alert limit', () => {
  it.each(SEX_CASES)(
    '$code for a $sex person: $past is urgent, $inside is not',
    ({ code, sex, past, inside }) => {
      const biomarker = biomarkerByLoinc(code);
      const person = { ...PROFILE_NOT_GIVEN, sex };
      const critical = analyseResults([resultRow(biomarker.id, past)], TODAY, person);
      expect(critical.us.urgent?.startsWith(INSTRUCTION.us)).toBe(true);
      expect(critical.de.urgent?.startsWith(INSTRUCTION.de)).toBe(true);
      const not = analyseResults([resultRow(biomarker.id, inside)], TODAY, person);
      expect(not.us.urgent).toBe('');
      expect(not.de.urgent).toBe('');
    },
  );
});

describe('the values issue 25 found summarised as routine or mild', () => {
  it.each<[string, string, number]>([
    ['hs-troponin T', '67151-1', 500],
    ['glucose', '2345-7', 400],
    ['glucose', '2345-7', 600],
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

  // Review 2026-11, F19: no lab lists HbA1c as a critical value; it is the glucose that is.
  // ADA 2025: above 10 % treatment starts early, so the doctor within a day or two, not today.
  it('calls a very high HbA1c diabetes, not an emergency of today', () => {
    const { us, de } = analyseResults([markerRow('hba1c', 13)], TODAY);
    expect(us.urgent).toMatch(
      /^\*\*Contact your doctor within the next day or two:\*\* HbA1c 13 %/u,
    );
    expect(de.urgent).toMatch(/^\*\*Wenden Sie sich in den nächsten ein bis zwei Tagen/u);
    expect(allText(us)).not.toContain('Seek medical care today');
    expect(us.insights).toContain('Values in the diabetes range');
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

const WOMAN: PersonalProfile = { ...PROFILE_NOT_GIVEN, sex: 'female', birth_year: 1960 };
const MAN: PersonalProfile = { ...PROFILE_NOT_GIVEN, sex: 'male', birth_year: 1960 };

/** The urgent text's first line in both languages. */
function firstLines(summaries: Record<'us' | 'de', SummaryData>): { us: string; de: string } {
  return {
    us: (summaries.us.urgent ?? '').split('\n')[0] ?? '',
    de: (summaries.de.urgent ?? '').split('\n')[0] ?? '',
  };
}

describe('the analytes review 2026-11 found without an alert limit (F5)', () => {
  it.each<[string, string, number, string, string]>([
    [
      'lipase',
      '3040-3',
      3000,
      'Lipase 3,000 U/L (Critically High)',
      'Lipase 3.000 U/L (Kritisch hoch)',
    ],
    [
      'morning cortisol',
      '2143-6',
      1.5,
      'Cortisol (Morning) 1.5 µg/dL (Critically Low)',
      'Cortisol (morgens) 1,5 µg/dL (Kritisch niedrig)',
    ],
    [
      'procalcitonin',
      '33959-8',
      20,
      'Procalcitonin 20 ng/mL (Critically High)',
      'Procalcitonin 20 ng/mL (Kritisch hoch)',
    ],
    [
      'BNP',
      '30934-4',
      3000,
      'BNP 3,000 pg/mL (Critically High)',
      'BNP 3.000 pg/mL (Kritisch hoch)',
    ],
    [
      'chloride',
      '2075-0',
      75,
      'Chloride 75 mmol/L (Critically Low)',
      'Chlorid 75 mmol/L (Kritisch niedrig)',
    ],
    [
      'chloride',
      '2075-0',
      126,
      'Chloride 126 mmol/L (Critically High)',
      'Chlorid 126 mmol/L (Kritisch hoch)',
    ],
    [
      'osmolality',
      '2692-2',
      250,
      'Serum Osmolality 250 mOsm/kg (Critically Low)',
      'Osmolalität (Serum) 250 mOsm/kg (Kritisch niedrig)',
    ],
    [
      'osmolality',
      '2692-2',
      330,
      'Serum Osmolality 330 mOsm/kg (Critically High)',
      'Osmolalität (Serum) 330 mOsm/kg (Kritisch hoch)',
    ],
    [
      'uric acid',
      '3084-1',
      14,
      'Uric Acid 14 mg/dL (Critically High)',
      'Harnsäure 14 mg/dL (Kritisch hoch)',
    ],
    [
      'PT',
      '5902-2',
      50,
      'Prothrombin Time (PT) 50 s (Critically High)',
      'Prothrombinzeit (PT) 50 s (Kritisch hoch)',
    ],
  ])('%s (%d) leads with what to do today', (_, code, value, us, de) => {
    const lines = firstLines(analyseResults([resultRow(biomarkerByLoinc(code).id, value)], TODAY));
    expect(lines.us).toBe(
      `${INSTRUCTION.us} ${us} is at a critical level that a doctor should assess today, even if you feel well.`,
    );
    expect(lines.de).toBe(
      `${INSTRUCTION.de} ${de} liegt in einem kritischen Bereich, den eine Ärztin oder ein Arzt noch heute beurteilen sollte – auch wenn Sie sich wohlfühlen.`,
    );
  });

  it.each<[string, string, number, string]>([
    ['lactate', '2524-7', 4.5, 'Lactate 4.5 mmol/L (Critically High)'],
    ['arterial pH', '2744-1', 7.2, 'Arterial pH 7.2 (Critically Low)'],
    ['venous pH', '2746-6', 7.62, 'Venous pH 7.62 (Critically High)'],
    ['arterial pCO2', '2019-8', 65, 'Arterial pCO2 65 mmHg (Critically High)'],
    ['arterial pO2', '2703-7', 40, 'Arterial pO2 40 mmHg (Critically Low)'],
    ['lithium', '14334-7', 1.8, 'Lithium 1.8 mmol/L (Critically High)'],
    ['digoxin', '10535-3', 3, 'Digoxin 3 ng/mL (Critically High)'],
  ])('%s (%d), new to the catalogue, is urgent at its alert limit', (_, code, value, text) => {
    const lines = firstLines(analyseResults([resultRow(biomarkerByLoinc(code).id, value)], TODAY));
    expect(lines.us).toContain(`${INSTRUCTION.us} ${text} is at a critical level`);
    expect(lines.de.startsWith(INSTRUCTION.de)).toBe(true);
  });

  it('names the signs of an adrenal crisis for a critically low cortisol, in German too', () => {
    const { us, de } = analyseResults([resultRow(biomarkerByLoinc('2143-6').id, 1.5)], TODAY);
    expect(us.urgent).toContain(
      'If you have symptoms such as severe weakness or dizziness, vomiting or belly pain, fainting or confusion, chest pain, or shortness of breath, call emergency services',
    );
    expect(de.urgent).toContain(
      'Bei Beschwerden wie starker Schwäche oder Schwindel, Erbrechen oder Bauchschmerzen, Ohnmacht oder Verwirrtheit, Brustschmerz oder Atemnot rufen Sie den Notruf 112.',
    );
  });
});

describe('hs-troponin I against the 99th percentile of the person’s sex (F6)', () => {
  const troponinI = biomarkerByLoinc('89579-7');

  it('is urgent for a woman at 20 ng/L, above her limit of 16', () => {
    const summaries = analyseResults([resultRow(troponinI.id, 20)], TODAY, WOMAN);
    const lines = firstLines(summaries);
    expect(lines.us).toBe(
      `${INSTRUCTION.us} High-Sensitivity Troponin I 20 ng/L (Critically High) is at a critical level that a doctor should assess today, even if you feel well.`,
    );
    expect(lines.de).toContain('Hochsensitives Troponin I 20 ng/L (Kritisch hoch) liegt');
    expect(summaries.us.urgent).toContain('alert limit >16 ng/L');
  });

  it('is not urgent for a man at 30 ng/L, inside his limit of 34, and not both "Normal" and critical', () => {
    const { us, de } = analyseResults([resultRow(troponinI.id, 30)], TODAY, MAN);
    expect(us.urgent).toBe('');
    expect(de.urgent).toBe('');
    expect(allText(us)).not.toMatch(/Seek medical care today|critical level/);
    expect(us.sections[0]?.explanatory_description).toContain(
      'High-Sensitivity Troponin I 30 ng/L (Normal)',
    );
  });

  it('keeps the limit for both sexes while sex is unknown, without calling the value normal', () => {
    const { us } = analyseResults([resultRow(troponinI.id, 30)], TODAY);
    expect(firstLines({ us, de: us }).us).toContain(
      'High-Sensitivity Troponin I 30 ng/L (Critically High) is at a critical level',
    );
    expect(us.urgent).toContain('alert limit >26 ng/L');
  });
});

describe('limits that taught people to ignore the urgent line (F19)', () => {
  it.each<[string, string, number]>([
    ['hs-troponin T', '67151-1', 20],
    ['resting heart rate', '8867-4', 40],
    ['HbA1c', '4548-4', 10.1],
  ])('%s %d does not say "Seek medical care today"', (_, code, value) => {
    const { us, de } = analyseResults([resultRow(biomarkerByLoinc(code).id, value)], TODAY);
    expect(allText(us)).not.toContain('Seek medical care today');
    expect(allText(de)).not.toContain('heute noch');
  });
});

describe('the urgent line (F28, F31)', () => {
  it.each<[string, string, number, string]>([
    ['total calcium', '17861-6', 6.5, 'Total Calcium 6.5 mg/dL (Critically Low)'],
    ['haematocrit', '4544-3', 65, 'Hematocrit 65 % (Critically High)'],
    ['2-hour OGTT glucose', '1518-0', 45, 'Glucose, 2-hour (OGTT) 45 mg/dL (Critically Low)'],
  ])(
    'labels %s %d by its alert limit, not by a band that contradicts it',
    (_, code, value, text) => {
      const lines = firstLines(
        analyseResults([resultRow(biomarkerByLoinc(code).id, value)], TODAY),
      );
      expect(lines.us).toContain(`${INSTRUCTION.us} ${text} is at a critical level`);
    },
  );

  it('names no bleeding among the signs of a critical potassium', () => {
    const { us, de } = analyseResults([resultRow(biomarkerByLoinc('2823-3').id, 6.5)], TODAY);
    expect(us.urgent).not.toMatch(/bleeding/i);
    expect(de.urgent).not.toMatch(/Blutung/i);
  });

  it('names the glucose of 600 first and the HbA1c of 12 not at all', () => {
    const { us, de } = analyseResults(
      [markerRow('hba1c', 12), resultRow(biomarkerByLoinc('2345-7').id, 600)],
      TODAY,
    );
    const lines = firstLines({ us, de });
    expect(lines.us).toBe(
      `${INSTRUCTION.us} Glucose 600 mg/dL (Critically High) is at a critical level that a doctor should assess today, even if you feel well.`,
    );
    // The HbA1c is named after the critical part, as a value for the doctor within a day or two.
    const [critical, prompt] = (us.urgent ?? '').split('**Contact your doctor');
    expect(critical).not.toContain('HbA1c');
    expect(prompt).toContain('HbA1c 12 %');
  });

  it('names the most acute critical value first', () => {
    const { us } = analyseResults(
      [markerRow('egfr', 8), resultRow(biomarkerByLoinc('2823-3').id, 6.8)],
      TODAY,
    );
    expect(firstLines({ us, de: us }).us).toMatch(
      /^\*\*Seek medical care today:\*\* Potassium 6\.8 mmol\/L \(Critically High\) and Estimated GFR/u,
    );
  });

  it('names chest pain once in German, as in English', () => {
    const { us, de } = analyseResults([resultRow(biomarkerByLoinc('67151-1').id, 500)], TODAY);
    expect(de.urgent).toContain(
      'Bei Beschwerden wie Brustschmerzen oder Druckgefühl in der Brust, Atemnot, Herzrasen oder unregelmäßigem Herzschlag, Verwirrtheit, Ohnmacht oder starker Schwäche rufen Sie den Notruf 112.',
    );
    expect(de.urgent?.match(/Brustschmerz/gu)).toHaveLength(1);
    expect(us.urgent?.match(/chest pain/gu)).toHaveLength(1);
  });
});
