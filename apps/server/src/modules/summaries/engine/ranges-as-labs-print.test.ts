import type { PersonalProfile } from '@labtrail/contract/profile';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import { analyseResults } from './analyse-results';
import { biomarkerByLoinc, markerRow, resultRow } from './crafted-results';
import { readProfile } from './read-profile';
import { scheduleRetests } from './retest-schedule';
import type { AnalysedResult } from './analysed-result';

/*
 * The clinical review of 2026-11 (F12–F16): values as labs print their ranges, with the review's
 * own inputs, read in English and German.
 */

const TODAY = '2026-11-28';
const TEST_DATE = '2026-11-20';
const MAN: PersonalProfile = { sex: 'male', birth_year: 1990, unit_system: 'conventional' };
const WOMAN: PersonalProfile = { sex: 'female', birth_year: 1990, unit_system: 'conventional' };
const ageFrom = (age: number): number => 2026 - age;

function row(loinc: string, value: number): AnalysedResult {
  return resultRow(biomarkerByLoinc(loinc).id, value, { test_date: TEST_DATE });
}

function text(rows: readonly AnalysedResult[], person: PersonalProfile = PROFILE_NOT_GIVEN) {
  const { us, de } = analyseResults(rows, TODAY, person);
  const all = (summary: typeof us) =>
    [
      summary.urgent,
      summary.overall_impression,
      ...summary.sections.map((section) => section.explanatory_description),
    ].join('\n');
  return { us: all(us), de: all(de), summaries: { us, de } };
}

function retestReason(rows: readonly AnalysedResult[], person: PersonalProfile) {
  return scheduleRetests(readProfile(rows, person, TODAY), TODAY)[0]?.reason;
}

describe('a value at the upper limit of a printed reference interval (F12)', () => {
  it.each([
    ['3016-3', 4.5, 'TSH (Thyroid-Stimulating Hormone) 4.5 mIU/L (Normal)'],
    ['2951-2', 145, 'Sodium 145 mmol/L (Normal)'],
    ['2823-3', 5.2, 'Potassium 5.2 mmol/L (Normal)'],
    ['62292-8', 100, 'Vitamin D (25-Hydroxy) 100 ng/mL (Sufficient)'],
  ])('%s at %s is in range: "%s"', (loinc, value, shown) => {
    const { us, summaries } = text([row(loinc, value)]);
    expect(us).toContain(shown);
    expect(summaries.us.overall_impression).toContain('reassuring');
    expect(retestReason([row(loinc, value)], PROFILE_NOT_GIVEN)).toBe('routine');
  });

  it('says so in German too (TSH 4.5, Natrium 145)', () => {
    expect(text([row('3016-3', 4.5)]).de).toContain('4,5 mIU/L (Normal)');
    expect(text([row('3016-3', 4.5)]).de).not.toContain('Leicht erhöht');
    expect(text([row('2951-2', 145)]).de).not.toContain('Erhöht');
  });

  it('judges ALT 33 in a man and 25 in a woman as normal (ACG 2017 upper limits)', () => {
    expect(text([row('1742-6', 33)], MAN).us).toContain('33 U/L (Normal)');
    expect(text([row('1742-6', 25)], WOMAN).us).toContain('25 U/L (Normal)');
    expect(text([row('2276-4', 200)], MAN).us).toContain('Ferritin 200 ng/mL (Normal)');
    expect(text([row('1920-8', 48)], MAN).us).toContain('(AST) 48 U/L (Normal)');
    expect(text([row('2857-1', 4)], { ...MAN, birth_year: null }).us).toContain(
      'Total 4 ng/mL (Normal)',
    );
  });

  it('prints the desired range of a reference interval open below as "≤", not "<"', () => {
    const { us } = text([row('1742-6', 40)], MAN);
    expect(us).toContain('desired range ≤33 U/L');
  });
});

describe('HDL (F13)', () => {
  it('45 in a man is in his range, not "one step outside", and retested as routine', () => {
    const rows = [markerRow('hdl', 45, { test_date: TEST_DATE })];
    const { us, de, summaries } = text(rows, MAN);
    expect(us).toContain('HDL Cholesterol 45 mg/dL (Normal)');
    expect(de).toContain('HDL-Cholesterin 45 mg/dL (Normal)');
    expect(summaries.us.overall_impression).toContain('reassuring');
    expect(retestReason(rows, MAN)).toBe('routine');
  });

  it('45 with sex unknown is low for women and normal for men, not far out of range', () => {
    const rows = [markerRow('hdl', 45, { test_date: TEST_DATE })];
    const { us } = text(rows);
    expect(us).toMatch(/HDL Cholesterol 45 mg\/dL \(Low.*women.*Normal.*men/u);
    expect(retestReason(rows, PROFILE_NOT_GIVEN)).toBe('out_of_range');
  });
});

describe('OGTT glucose after the load (F14)', () => {
  it('2-h 50.1 mg/dL is very low, not reassuring', () => {
    const { us, de, summaries } = text([row('1518-0', 50.1)]);
    expect(us).toContain('Glucose, 2-hour (OGTT) 50.1 mg/dL (Very Low)');
    expect(de).toContain('50,1 mg/dL (Sehr niedrig)');
    expect(summaries.us.overall_impression).not.toContain('reassuring');
  });

  it('2-h 45 mg/dL is not called "(Normal)" beside its urgent line', () => {
    const { us, de } = text([row('1518-0', 45)]);
    expect(us).toContain('45 mg/dL (Very Low)');
    expect(us).not.toContain('(Normal)');
    expect(de).not.toContain('(Normal)');
  });

  it('1-h 65 mg/dL is low', () => {
    expect(text([row('1507-3', 65)]).us).toContain('Glucose, 1-hour (OGTT) 65 mg/dL (Low)');
  });
});

describe('PSA by age and sex (F16)', () => {
  const man = (age: number): PersonalProfile => ({ ...MAN, birth_year: ageFrom(age) });

  it('3.0 ng/mL in a man of 45 is above his age limit of 2.5', () => {
    const { us } = text([row('2857-1', 3)], man(45));
    expect(us).toContain('3 ng/mL (Borderline)');
    expect(us).toContain('≤2.5 ng/mL');
  });

  it('5.5 ng/mL in a man of 75 is within his age limit of 6.5', () => {
    const { us, summaries } = text([row('2857-1', 5.5)], man(75));
    expect(us).toContain('5.5 ng/mL (Normal)');
    expect(summaries.us.overall_impression).toContain('reassuring');
  });

  it('in a woman is not judged, and the label says it is a test for men', () => {
    const { us, de } = text([row('2857-1', 0.5)], WOMAN);
    expect(us).toContain('0.5 ng/mL (Not Judged (Test for Men))');
    expect(de).toContain('0,5 ng/mL (Nicht beurteilt (Test für Männer))');
    expect(us).not.toContain('(Normal)');
    expect(us).not.toContain('range depends on age');
    expect(de).not.toContain('altersabhängig');
  });

  it('ALP 300 U/L in a 13-year-old girl is high, in a boy of 13 normal (CALIPER)', () => {
    const girl: PersonalProfile = { ...WOMAN, birth_year: ageFrom(13) };
    const boy: PersonalProfile = { ...MAN, birth_year: ageFrom(13) };
    expect(text([row('6768-6', 300)], girl).us).toContain('300 U/L (High)');
    expect(text([row('6768-6', 300)], boy).us).toContain('300 U/L (Normal)');
  });
});
