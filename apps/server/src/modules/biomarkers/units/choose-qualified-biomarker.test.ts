import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../catalogue/catalogue';
import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { chooseQualifiedBiomarker, unitQualifier } from './choose-qualified-biomarker';

function named(name: string): CatalogueBiomarker {
  const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.name === name);
  if (biomarker === undefined) throw new Error(`no biomarker ${name} in the catalogue`);
  return biomarker;
}

const FEU = named('D-Dimer (FEU)');
const DDU = named('D-Dimer (DDU)');
const D_DIMERS = [FEU, DDU];

const range = (low: number | null, high: number | null, text: string) => ({ low, high, text });

describe('a unit qualifier', () => {
  it('is the word of capitals without which the unit reads as a unit', () => {
    expect(unitQualifier('mg/L FEU')).toBe('FEU');
    expect(unitQualifier('ng DDU/mL')).toBe('DDU');
    expect(unitQualifier('IU/mL')).toBeUndefined();
    expect(unitQualifier('mg/dL')).toBeUndefined();
  });
});

describe('choosing between biomarkers that differ by their unit’s qualifier', () => {
  it('takes the one on whose cut-off the printed range lands', () => {
    expect(chooseQualifiedBiomarker(D_DIMERS, 'ng/mL', range(null, 250, '<250'))).toEqual({
      biomarker: DDU,
      unit: 'ng/mL DDU',
    });
    expect(chooseQualifiedBiomarker(D_DIMERS, 'ng/mL', range(null, 500, '< 500'))).toEqual({
      biomarker: FEU,
      unit: 'ng/mL FEU',
    });
    expect(chooseQualifiedBiomarker(D_DIMERS, 'µg/mL', range(0, 0.5, '0 - 0.5'))).toEqual({
      biomarker: FEU,
      unit: 'µg/mL FEU',
    });
  });

  it('takes none without a range that decides', () => {
    expect(chooseQualifiedBiomarker(D_DIMERS, 'ng/mL', undefined)).toEqual({
      reason: 'the unit ng/mL does not say FEU or DDU, and no reference range shows which',
      qualifiers: ['FEU', 'DDU'],
    });
    expect(chooseQualifiedBiomarker(D_DIMERS, 'ng/mL', range(null, 370, '<370'))).toEqual({
      reason:
        'the unit ng/mL does not say FEU or DDU, and the reference range <370 does not show which',
      qualifiers: ['FEU', 'DDU'],
    });
  });

  it('leaves a unit that names its qualifier, and other biomarkers, to the unit', () => {
    expect(chooseQualifiedBiomarker(D_DIMERS, 'ng/mL DDU', undefined)).toBeUndefined();
    expect(chooseQualifiedBiomarker(D_DIMERS, 'mg FEU/L', undefined)).toBeUndefined();
    expect(chooseQualifiedBiomarker([FEU], 'ng/mL', undefined)).toBeUndefined();
    expect(
      chooseQualifiedBiomarker([named('Fasting Glucose'), named('Glucose')], 'mg/dL', undefined),
    ).toBeUndefined();
  });
});
