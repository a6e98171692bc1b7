import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../catalogue/catalogue';
import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { admitValue } from './admit-value';
import { admissionMessages } from './admission-messages';
import { fromCanonical } from './convert-unit';

function named(name: string): CatalogueBiomarker {
  const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.name === name);
  if (biomarker === undefined) throw new Error(`no biomarker ${name} in the catalogue`);
  return biomarker;
}

const FASTING_GLUCOSE = named('Fasting Glucose');
const HBA1C = named('HbA1c');
const INR = named('INR (International Normalized Ratio)');
const OXYGEN_SATURATION = named('Oxygen Saturation');

/** Every unit of every biomarker, the canonical one included. */
const UNITS = ALL_BIOMARKERS.flatMap((biomarker) =>
  [biomarker.unit, ...biomarker.units.map((unit) => unit.unit)].map((unit) => ({
    biomarker,
    unit,
  })),
);

describe('admitting a value', () => {
  it('takes a value in any of its biomarker’s units back to the number entered', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNITS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ biomarker, unit }, share) => {
          const { min, max } = biomarker.plausible;
          const canonical = min + (max - min) * share;
          const entered = fromCanonical(biomarker, canonical, unit);
          if (entered === undefined || entered < 0) return;
          const admitted = admitValue({ biomarker, value: entered, unit });
          if ('problem' in admitted) throw new Error(`${biomarker.name} ${unit}: refused`);
          expect(admitted.unit).toBe(unit);
          expect(fromCanonical(biomarker, admitted.canonical, unit)).toBeCloseTo(entered, 6);
        },
      ),
    );
  });

  it('refuses a value beyond what a lab can report, in any unit, naming the limits in it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNITS),
        fc.double({ min: 1.01, max: 1000, noNaN: true }),
        ({ biomarker, unit }, times) => {
          const beyond = biomarker.plausible.max * times + 1;
          const entered = fromCanonical(biomarker, beyond, unit);
          if (entered === undefined) return;
          const admitted = admitValue({ biomarker, value: entered, unit });
          if (!('problem' in admitted)) throw new Error(`${biomarker.name} ${unit}: taken`);
          expect(admitted.problem).toMatchObject({ kind: 'implausible', unit });
        },
      ),
    );
  });

  it('reads a bare value typed by hand in the unit of the person’s unit system', () => {
    expect(
      admitValue({ biomarker: FASTING_GLUCOSE, value: 5.5, unit: undefined, unitSystem: 'si' }),
    ).toEqual({ canonical: 99.088, unit: 'mmol/L' });
    expect(
      admitValue({
        biomarker: FASTING_GLUCOSE,
        value: 99,
        unit: undefined,
        unitSystem: 'conventional',
      }),
    ).toEqual({ canonical: 99, unit: 'mg/dL' });
    expect(admitValue({ biomarker: HBA1C, value: 53, unit: undefined, unitSystem: 'si' })).toEqual({
      canonical: 7.00044,
      unit: 'mmol/mol',
    });
  });

  it('never guesses the unit of a bare value of a biomarker measured on several scales', () => {
    expect(admitValue({ biomarker: FASTING_GLUCOSE, value: 5.5, unit: '' })).toEqual({
      problem: { kind: 'no_unit', biomarker: FASTING_GLUCOSE, units: ['mg/dL', 'mmol/L', 'g/L'] },
    });
    expect(admitValue({ biomarker: INR, value: 2.4, unit: '' })).toEqual({
      canonical: 2.4,
      unit: INR.unit,
    });
    expect(admitValue({ biomarker: OXYGEN_SATURATION, value: 97, unit: undefined })).toEqual({
      canonical: 97,
      unit: '%',
    });
  });

  it('says why in English and German, the limits in the unit entered', () => {
    const refused = admitValue({ biomarker: HBA1C, value: 300, unit: 'mmol/mol' });
    if (!('problem' in refused) || refused.problem.kind !== 'implausible')
      throw new Error('HbA1c 300 mmol/mol was taken');
    expect(admissionMessages('us').implausible(refused.problem)).toBe(
      'HbA1c 300 mmol/mol is outside what a lab can report (0–250 mmol/mol); check the value and its unit.',
    );
    expect(admissionMessages('de').implausible(refused.problem)).toBe(
      'HbA1c 300 mmol/mol liegt außerhalb dessen, was ein Labor messen kann (0–250 mmol/mol); bitte prüfen Sie den Wert und seine Einheit.',
    );
  });
});
