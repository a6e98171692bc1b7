import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from './catalogue';
import type { CatalogueBiomarker } from './catalogue-types';
import { criticalLimitsOf } from './critical-limits';

/** Every number the catalogue itself states for a biomarker, each named for the failure message. */
function statedValues(biomarker: CatalogueBiomarker): [string, number][] {
  const values: [string, number][] = [];
  const sets = [
    ['any', biomarker.ranges],
    ['female', biomarker.female],
    ['male', biomarker.male],
  ] as const;
  for (const [population, set] of sets) {
    for (const band of set?.bands ?? []) {
      if (band.min !== null) values.push([`${population} ${band.name} min`, band.min]);
      if (band.max !== null) values.push([`${population} ${band.name} max`, band.max]);
    }
  }
  const critical = criticalLimitsOf(biomarker);
  if (critical?.low !== undefined) values.push(['critical low', critical.low]);
  if (critical?.high !== undefined) values.push(['critical high', critical.high]);
  for (const [sex, own] of Object.entries(critical?.bySex ?? {})) {
    if (own.low !== undefined) values.push([`critical low (${sex})`, own.low]);
    if (own.high !== undefined) values.push([`critical high (${sex})`, own.high]);
  }
  for (const [word, value] of Object.entries(biomarker.text_values ?? {}))
    values.push([`text '${word}'`, value]);
  return values;
}

describe('the plausibility limits', () => {
  it.each(ALL_BIOMARKERS.map((biomarker) => [biomarker.name, biomarker] as const))(
    '%s: are ordered, sourced and hold every band limit, critical limit and text value',
    (_, biomarker) => {
      const { min, max, source } = biomarker.plausible;
      expect(Number.isFinite(min) && Number.isFinite(max)).toBe(true);
      expect(min).toBeLessThan(max);
      expect(source.trim()).not.toBe('');
      for (const [what, value] of statedValues(biomarker)) {
        expect(value, what).toBeGreaterThanOrEqual(min);
        expect(value, what).toBeLessThanOrEqual(max);
      }
    },
  );
});
