import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from './catalogue/catalogue';
import type { CatalogueBiomarker } from './catalogue/catalogue-types';
import { isPlausible } from './is-plausible';

function biomarkerWithId(id: number): CatalogueBiomarker {
  const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.id === id);
  if (biomarker === undefined) throw new Error(`no biomarker ${String(id)}`);
  return biomarker;
}

/**
 * Analytes the body holds in a narrow band, or body measures with hard natural limits, where a
 * value ten times the normal midpoint can only be a misreading. Keyed by id, named for the reader.
 */
const TIGHTLY_REGULATED = new Map([
  [508, 'Albumin'],
  [509, 'Total Protein'],
  [808, 'Reticulocyte Hemoglobin (Ret-He)'],
  [901, 'Sodium'],
  [902, 'Potassium'],
  [903, 'Chloride'],
  [904, 'Bicarbonate (Total CO2)'],
  [905, 'Total Calcium'],
  [906, 'Corrected Calcium (Albumin-Adjusted)'],
  [907, 'Ionized Calcium'],
  [911, 'Serum Osmolality'],
  [1001, 'Hemoglobin'],
  [1002, 'Hematocrit'],
  [1004, 'Mean Corpuscular Volume (MCV)'],
  [1006, 'Mean Corpuscular Hemoglobin Concentration (MCHC)'],
  [1301, 'Systolic Blood Pressure'],
  [1302, 'Diastolic Blood Pressure'],
  [1303, 'Resting Heart Rate'],
  [1304, 'Body Weight'],
  [1305, 'Body Mass Index'],
  [1309, 'Body Temperature'],
  [1310, 'Respiratory Rate'],
  [1507, 'Urine pH'],
  [1508, 'Urine Specific Gravity'],
]);

describe('isPlausible', () => {
  const sodium = biomarkerWithId(901);

  it('accepts values within the limits, the limits themselves included', () => {
    expect(isPlausible(sodium, 140)).toBe(true);
    expect(isPlausible(sodium, sodium.plausible.min)).toBe(true);
    expect(isPlausible(sodium, sodium.plausible.max)).toBe(true);
  });

  it('refuses a lost decimal point, a misread row and values that are no number', () => {
    expect(isPlausible(sodium, 1400)).toBe(false);
    expect(isPlausible(sodium, 14)).toBe(false);
    expect(isPlausible(biomarkerWithId(1101), 5400)).toBe(false);
    expect(isPlausible(sodium, Number.NaN)).toBe(false);
    expect(isPlausible(sodium, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('accepts published extremes of analytes that run far beyond their reference range', () => {
    expect(isPlausible(biomarkerWithId(211), 5600)).toBe(true);
    expect(isPlausible(biomarkerWithId(901), 255)).toBe(true);
    expect(isPlausible(biomarkerWithId(1101), 1099)).toBe(true);
    expect(isPlausible(biomarkerWithId(104), 16_900)).toBe(true);
    expect(isPlausible(biomarkerWithId(1604), 1_000_000)).toBe(true);
    expect(isPlausible(biomarkerWithId(801), 100_000)).toBe(true);
    expect(isPlausible(biomarkerWithId(1908), 1_000_000)).toBe(true);
    expect(isPlausible(biomarkerWithId(1309), 13.7)).toBe(true);
    expect(isPlausible(biomarkerWithId(1309), 46.5)).toBe(true);
  });

  it.each([...TIGHTLY_REGULATED])(
    'refuses ten times the normal midpoint of %s (%s)',
    (id, name) => {
      const biomarker = biomarkerWithId(id);
      expect(biomarker.name).toBe(name);
      const normal = biomarker.ranges.bands.find((band) => band.name === biomarker.desired_result);
      if (normal?.min == null || normal.max == null)
        throw new Error(`${name} has no closed normal band`);
      const midpoint = (normal.min + normal.max) / 2;
      expect(isPlausible(biomarker, midpoint)).toBe(true);
      expect(isPlausible(biomarker, midpoint * 10)).toBe(false);
    },
  );
});
