import type { PersonalProfile } from '@labtrail/contract/profile';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import { analyseResults } from './analyse-results';
import { resultRow } from './crafted-results';
import { readProfile } from './read-profile';

/** Crafted results are dated 2026-06-01; ages below are reached in 2026. */
const TODAY = '2026-06-15';
const FERRITIN = 801;
const HAEMOGLOBIN = 1001;
const CREATININE = 401;
const TESTOSTERONE = 601;
const ALP = 504;
const GLUCOSE = 201;

function person(
  sex: PersonalProfile['sex'],
  age: number | null,
  unitSystem: PersonalProfile['unit_system'] = 'conventional',
): PersonalProfile {
  return { sex, birth_year: age === null ? null : 2026 - age, unit_system: unitSystem };
}

/** The band and severity of one crafted result for a crafted person. */
function judged(biomarkerId: number, value: number, who: PersonalProfile) {
  const reading = readProfile([resultRow(biomarkerId, value)], who, TODAY).byId.get(biomarkerId);
  if (reading === undefined) throw new Error('no reading');
  return { band: reading.assessment.band?.name, severity: reading.severity, bySex: reading.bySex };
}

function sectionsText(summary: ReturnType<typeof analyseResults>['us']): string {
  return summary.sections.map((section) => section.explanatory_description).join('\n');
}

describe('the analysis judges against the ranges that fit the person', () => {
  it('haemoglobin 12.5 g/dL: normal for a woman, mild anaemia for a man, both named while unknown', () => {
    expect(judged(HAEMOGLOBIN, 12.5, person('female', 35))).toMatchObject({
      band: 'Normal',
      severity: 0,
      bySex: undefined,
    });
    expect(judged(HAEMOGLOBIN, 12.5, person('male', 35))).toMatchObject({
      band: 'Mild Anemia',
      severity: 1,
    });
    const unknown = judged(HAEMOGLOBIN, 12.5, PROFILE_NOT_GIVEN);
    expect(unknown.severity).toBe(1);
    expect(unknown.bySex?.male.band?.name).toBe('Mild Anemia');
    const man = sectionsText(
      analyseResults([resultRow(HAEMOGLOBIN, 12.5)], TODAY, person('male', 35)).us,
    );
    expect(man).toContain('Hemoglobin 12.5 g/dL (Mild Anemia)');
    expect(man).toContain('desired range 13–17 g/dL');
    expect(man).not.toContain('for women');
  });

  it('ferritin 180 ng/mL: elevated for a woman of 30, normal for a woman of 55', () => {
    expect(judged(FERRITIN, 180, person('female', 30))).toMatchObject({
      band: 'Elevated',
      severity: 1,
    });
    expect(judged(FERRITIN, 180, person('female', 55))).toMatchObject({
      band: 'Normal',
      severity: 0,
    });
    expect(judged(FERRITIN, 180, person('male', 30))).toMatchObject({ severity: 0 });
  });

  it('creatinine 1.0 mg/dL: high for a woman of 40, normal for a woman of 76', () => {
    expect(judged(CREATININE, 1, person('female', 40))).toMatchObject({
      band: 'High',
      severity: 1,
    });
    expect(judged(CREATININE, 1, person('female', 76))).toMatchObject({
      band: 'Normal',
      severity: 0,
    });
    expect(judged(CREATININE, 1.2, person('male', 45))).toMatchObject({ band: 'High' });
    expect(judged(CREATININE, 1.2, person('male', 75))).toMatchObject({ band: 'Normal' });
  });

  it('testosterone 230 ng/dL: low for a man of 30, normal for a man of 45, high for a woman', () => {
    expect(judged(TESTOSTERONE, 230, person('male', 30))).toMatchObject({
      band: 'Low',
      severity: 1,
    });
    expect(judged(TESTOSTERONE, 230, person('male', 45))).toMatchObject({
      band: 'Normal',
      severity: 0,
    });
    expect(judged(TESTOSTERONE, 230, person('female', 45))).toMatchObject({
      band: 'High',
      severity: 1,
    });
    // Sex unknown, age known: the man's range of that age is one of the two judged.
    expect(judged(TESTOSTERONE, 230, person(null, 45)).bySex?.male.band?.name).toBe('Normal');
  });

  it('ALP 150 U/L: normal for a man of 18, high for a man of 35', () => {
    expect(judged(ALP, 150, person('male', 18))).toMatchObject({ band: 'Normal', severity: 0 });
    expect(judged(ALP, 150, person('male', 35))).toMatchObject({ band: 'High', severity: 1 });
  });

  it('counts the fitting judgement in the summary', () => {
    const results = [resultRow(TESTOSTERONE, 230), resultRow(FERRITIN, 180)];
    expect(analyseResults(results, TODAY, person('male', 45)).us.concerning_biomarkers).toBe('');
    expect(analyseResults(results, TODAY, person('female', 30)).us.concerning_biomarkers).toContain(
      'Ferritin',
    );
  });
});

describe('the analysis prints values in the person’s units', () => {
  it('writes SI values and bounds when SI units are chosen, conventional ones otherwise', () => {
    const results = [resultRow(HAEMOGLOBIN, 12.5), resultRow(GLUCOSE, 130)];
    const si = analyseResults(results, TODAY, person('male', 35, 'si'));
    const text = `${sectionsText(si.us)}\n${si.us.concerning_biomarkers}`;
    expect(text).toContain('Hemoglobin 125 g/L (Mild Anemia)');
    expect(text).toContain('desired range 130–170 g/L');
    expect(text).toContain('7.22 mmol/L');
    expect(text).not.toMatch(/g\/dL|mg\/dL/u);
    expect(sectionsText(si.de)).toContain('125 g/L');
    const conventional = sectionsText(analyseResults(results, TODAY, person('male', 35)).us);
    expect(conventional).toContain('130 mg/dL');
  });
});
