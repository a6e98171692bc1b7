import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../catalogue/catalogue';
import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { findBiomarker } from '../find-biomarker';
import { toCanonical } from './convert-unit';
import { shownUnitFor, unitNameFor } from './shown-unit';

function catalogued(id: number): CatalogueBiomarker {
  const biomarker = findBiomarker(id);
  if (biomarker === undefined) throw new Error(`no biomarker ${String(id)} in the catalogue`);
  return biomarker;
}

const WITH_SI_UNIT = ALL_BIOMARKERS.filter((biomarker) => biomarker.si_unit !== undefined);
const WITH_CONVENTIONAL_UNIT = ALL_BIOMARKERS.filter(
  (biomarker) => biomarker.conventional_unit !== undefined,
);

/** Values as a person would type them in the shown unit. */
const TYPED = [0.87, 5.2, 13.5, 47, 135, 1234.5];

describe('values in the chosen unit system', () => {
  it('names an SI unit for the markers whose SI unit differs', () => {
    const names = (ids: number[]) => ids.map((id) => unitNameFor(catalogued(id), 'si'));
    // Glucose, cholesterol, creatinine, haemoglobin, testosterone, vitamin D.
    expect(names([201, 101, 401, 1001, 601, 701])).toEqual([
      'mmol/L',
      'mmol/L',
      'µmol/L',
      'g/L',
      'nmol/L',
      'nmol/L',
    ]);
    expect(unitNameFor(catalogued(201), 'conventional')).toBe('mg/dL');
    // Sodium is mmol/L in both systems.
    expect(unitNameFor(catalogued(901), 'si')).toBe('mmol/L');
  });

  it('converts values and bounds as labs print them', () => {
    const si = (id: number) => shownUnitFor(catalogued(id), 'si');
    expect(si(201).value(100)).toBeCloseTo(5.55, 2);
    expect(si(1001).value(13.5)).toBe(135);
    expect(si(401).value(1)).toBeCloseTo(88.4, 1);
    expect(si(601).bound(264)).toBe(9.15);
    // HbA1c is affine: 6.5 % is 47.5 mmol/mol (IFCC).
    expect(si(202).value(6.5)).toBeCloseTo(47.5, 1);
    expect(si(101).bound(200)).toBe(5.17);
  });

  it.each(WITH_SI_UNIT.map((biomarker) => [biomarker.name, biomarker] as const))(
    '%s: a value typed in its SI unit reads back as typed',
    (_, biomarker) => {
      const shown = shownUnitFor(biomarker, 'si');
      expect(shown.unit).not.toBe(biomarker.unit);
      expect(biomarker.units.map((unit) => unit.unit)).toContain(shown.unit);
      for (const typed of TYPED) {
        const stored = toCanonical(biomarker, typed, shown.unit);
        expect(stored, `${String(typed)} ${shown.unit}`).toBeDefined();
        expect(shown.value(stored ?? Number.NaN)).toBe(typed);
      }
    },
  );

  it.each(WITH_CONVENTIONAL_UNIT.map((biomarker) => [biomarker.name, biomarker] as const))(
    '%s: a value typed in its conventional unit reads back as typed',
    (_, biomarker) => {
      expect(biomarker.si_unit).toBeUndefined();
      const shown = shownUnitFor(biomarker, 'conventional');
      expect(biomarker.units.map((unit) => unit.unit)).toContain(shown.unit);
      for (const typed of TYPED)
        expect(shown.value(toCanonical(biomarker, typed, shown.unit) ?? Number.NaN)).toBe(typed);
      expect(shownUnitFor(biomarker, 'si').unit).toBe(biomarker.unit);
    },
  );
});
