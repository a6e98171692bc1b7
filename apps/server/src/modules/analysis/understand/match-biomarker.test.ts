import { describe, expect, it } from 'vitest';
import { matchBiomarker } from './match-biomarker';

function best(name: string): string[] {
  const candidates = matchBiomarker(name);
  const top = candidates[0]?.score;
  return candidates
    .filter((candidate) => candidate.score === top)
    .map((candidate) => candidate.biomarker.name);
}

describe('matchBiomarker', () => {
  it.each([
    ['Hemoglobin (Hb)', 'Hemoglobin'],
    ['HEMATOCRIT VALUE, HCT', 'Hematocrit'],
    ['Hämoglobin', 'Hemoglobin'],
    ['Kreatinin', 'Creatinine'],
    ['SERUM CREATININE', 'Creatinine'],
    ['Cholesterol Total', 'Total Cholesterol'],
    ['Cholesterin gesamt', 'Total Cholesterol'],
    ['Urea Nitrogen Blood', 'Blood Urea Nitrogen (BUN)'],
    ['GOT', 'Aspartate Aminotransferase (AST)'],
    ['S.G.P.T.', 'Alanine Aminotransferase (ALT)'],
    ['LDL CHOLESTROL', 'LDL Cholesterol'],
    ['ALFA FETOPROTEIN, AFP', 'AFP (Alpha-Fetoprotein)'],
    ['VITAMIN B12 (CYANOCOBALAMIN)', 'Vitamin B12'],
    ['LDL/HDL CHOLESTEROL RATIO', 'LDL/HDL Ratio'],
    ['TOTAL CHOLESTEROL / HDL', 'Total Cholesterol/HDL Ratio'],
    ['1. Glucose Fasting *', 'Fasting Glucose'],
  ])('matches %s to %s', (printed, name) => {
    expect(best(printed)).toEqual([name]);
  });

  it('keeps a ratio apart from the marker it divides', () => {
    expect(best('HDL Cholesterol')).toEqual(['HDL Cholesterol']);
    expect(best('Cholesterol/HDL Ratio')).toEqual(['Total Cholesterol/HDL Ratio']);
  });

  it('offers every biomarker of a shared name, for the unit to decide', () => {
    expect(best('Neutrophils')).toEqual(['Neutrophils (%)', 'Neutrophils (absolute)']);
    expect(best('Albumin')).toEqual(['Albumin', 'Albumin (Electrophoresis)']);
  });

  it('ranks a part lower than the whole name', () => {
    const [first] = matchBiomarker('HEPATITIS B SURFACE ANTIGEN; HBsAg, QUANTITATIVE');
    expect(first?.score).toBeLessThan(1);
    expect(
      matchBiomarker('HEPATITIS B SURFACE ANTIGEN; HBsAg, QUANTITATIVE').map((c) => c.biomarker.id),
    ).toContain(1813);
  });

  it.each(['Zonulin', 'Age', 'Calculated', 'Sample Type', 'Page 1 of 2', ''])(
    'finds nothing for %j',
    (printed) => {
      expect(matchBiomarker(printed)).toEqual([]);
    },
  );
});
