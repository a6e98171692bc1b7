import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import { analyseResults } from './analyse-results';
import { biomarkerByLoinc, markerRow, resultRow } from './crafted-results';
import { readProfile } from './read-profile';
import { BIOLOGICAL_VARIATION, referenceChangeOf } from './reference-change';

const TODAY = '2026-06-15';

function profileOf(rows: Parameters<typeof readProfile>[0]) {
  return readProfile(rows, PROFILE_NOT_GIVEN, TODAY);
}
const EARLIER = { test_date: '2025-06-01' };

describe('a trend', () => {
  it('is not read into a change within biological and analytical noise', () => {
    const profile = profileOf([markerRow('lpaMass', 30, EARLIER), markerRow('lpaMass', 32)]);
    expect(profile.marker('lpaMass')?.trend).toBe('stable');
    const { us } = analyseResults(
      [markerRow('lpaMass', 30, EARLIER), markerRow('lpaMass', 32)],
      TODAY,
    );
    expect(us.insights).not.toContain('Moving the wrong way');
  });

  it('is read from a change beyond the reference change value', () => {
    const profile = profileOf([markerRow('lpaMass', 30, EARLIER), markerRow('lpaMass', 45)]);
    expect(profile.marker('lpaMass')?.trend).toBe('worsening');
  });

  it('scales with each analyte: sodium moves little, CRP a lot', () => {
    expect(referenceChangeOf(biomarkerByLoinc('2951-2'))).toBeLessThan(0.03);
    expect(referenceChangeOf(biomarkerByLoinc('1988-5'))).toBeGreaterThan(0.8);
    const lpa = referenceChangeOf(biomarkerByLoinc('10835-7'));
    expect(lpa).toBeGreaterThan(0.25);
    expect(lpa).toBeLessThan(0.35);
  });

  it('has variation estimates only for analytes in the catalogue', () => {
    for (const code of Object.keys(BIOLOGICAL_VARIATION))
      expect(
        ALL_BIOMARKERS.some((biomarker) => biomarker.loinc.includes(code)),
        code,
      ).toBe(true);
  });

  it('is unknown from a printed bound, and stable when the same bound repeats', () => {
    const crp = (value: number, comparator: '<' | null, testDate = '2026-06-01') =>
      markerRow('crp', value, { comparator, test_date: testDate });
    expect(profileOf([crp(5, '<', '2025-06-01'), crp(12, null)]).marker('crp')?.trend).toBe(
      'unknown',
    );
    expect(profileOf([crp(12, null, '2025-06-01'), crp(5, '<')]).marker('crp')?.trend).toBe(
      'unknown',
    );
    expect(profileOf([crp(5, '<', '2025-06-01'), crp(5, '<')]).marker('crp')?.trend).toBe('stable');
  });
});

describe('the latest value', () => {
  it('is the latest dated inside the test date rule: a stored value from another era never hides today’s', () => {
    const glucose = (value: number, testDate: string) =>
      markerRow('fastingGlucose', value, { test_date: testDate });
    const rows = [glucose(97, '0001-01-01'), glucose(450, TODAY), glucose(97, '2999-01-01')];
    expect(profileOf(rows).marker('fastingGlucose')?.latest).toMatchObject({
      value: 450,
      date: TODAY,
    });
    const bornIn1980 = { ...PROFILE_NOT_GIVEN, birth_year: 1980 };
    const beforeBirth = [glucose(97, '1979-06-01'), glucose(450, '2026-06-01')];
    expect(readProfile(beforeBirth, bornIn1980, TODAY).marker('fastingGlucose')?.previous).toBe(
      undefined,
    );
  });
});

describe('while the person’s sex is unknown', () => {
  it('names both bands when women’s and men’s ranges judge a value differently', () => {
    const { us, de } = analyseResults([markerRow('haemoglobin', 12.5)], TODAY);
    expect(us.concerning_biomarkers).toBe(
      'Hemoglobin 12.5 g/dL (Normal for women, Mild Anemia for men)',
    );
    expect(us.sections[0]?.explanatory_description).toContain(
      'desired range 12–16 g/dL for women, 13–17 g/dL for men',
    );
    expect(us.sections[0]?.explanatory_description).toContain('0 are in the desired range');
    expect(de.concerning_biomarkers).toBe(
      'Hämoglobin 12,5 g/dL (Normal bei Frauen, Leichte Anämie bei Männern)',
    );
  });

  it('counts a value in range when it is for both sexes', () => {
    const { us } = analyseResults([markerRow('haemoglobin', 14)], TODAY);
    expect(us.concerning_biomarkers).toBe('');
  });
});

describe('a range that depends on age', () => {
  it('says so in the value’s line', () => {
    const dDimer = biomarkerByLoinc('48065-7');
    expect(dDimer.age_dependent).toBe(true);
    const { us, de } = analyseResults([resultRow(dDimer.id, 0.3)], TODAY);
    expect(us.sections[0]?.explanatory_description).toContain('(range depends on age)');
    expect(de.sections[0]?.explanatory_description).toContain('(Referenzbereich altersabhängig)');
  });
});

describe('the German wording', () => {
  it('speaks of the Referenzbereich for lab intervals and the Zielbereich for blood pressure, has values measured again and names AHA stages as such', () => {
    const { de } = analyseResults(
      [
        markerRow('haemoglobin', 10.2),
        markerRow('ferritin', 7),
        markerRow('triglycerides', 240),
        markerRow('hdl', 35),
        markerRow('tsh', 6),
        markerRow('systolic', 135),
        markerRow('diastolic', 85),
        markerRow('alt', 80),
      ],
      TODAY,
    );
    const text = JSON.stringify(de);
    expect(text).toContain('; Referenzbereich 0,45–4,5 mIU/L');
    expect(text).toContain('; Zielbereich 90–120 mmHg');
    expect(text).toContain('liegen über dem Zielbereich. Der Blutdruck');
    expect(text).not.toMatch(/Kontrollieren Sie|kontrollieren Sie/);
    expect(text).not.toContain('Triglyzerid');
    expect(text).not.toContain('Hypertonie Grad');
    expect(text).toContain('Systolischer Blutdruck 135 mmHg (Erhöht (AHA-Stadium 1))');
    expect(text).toContain(
      'Lassen Sie Hämoglobin und Ferritin 8–12 Wochen nach Beginn der Behandlung erneut bestimmen.',
    );
  });
});
