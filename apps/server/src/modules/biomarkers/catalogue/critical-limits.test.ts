import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from './catalogue';
import type { CatalogueBiomarker, CatalogueRangeSet } from './catalogue-types';
import { CRITICAL_LIMITS, criticalLimitsOf } from './critical-limits';
import type { CriticalLimits, SexLimits } from './critical-limits';

/** Each population's range set with the alert limits that hold for it. */
function populations(
  biomarker: CatalogueBiomarker,
  limits: CriticalLimits,
): [string, CatalogueRangeSet, SexLimits][] {
  const sets: [string, CatalogueRangeSet, SexLimits][] = [['any', biomarker.ranges, limits]];
  for (const sex of ['female', 'male'] as const) {
    const set = biomarker[sex];
    if (set !== undefined) sets.push([sex, set, limits.bySex?.[sex] ?? limits]);
  }
  for (const band of biomarker.by_age ?? [])
    sets.push([
      `${band.sex} from ${String(band.min_age)}`,
      band.ranges,
      band.sex === 'any' ? limits : (limits.bySex?.[band.sex] ?? limits),
    ]);
  return sets;
}

describe('the critical limits', () => {
  it.each(Object.entries(CRITICAL_LIMITS))(
    'finds %s in the catalogue, in the unit its limits are written in',
    (code, limits) => {
      const carriers = ALL_BIOMARKERS.filter((biomarker) => biomarker.loinc.includes(code));
      expect(carriers.length).toBeGreaterThan(0);
      for (const biomarker of carriers) expect(biomarker.unit, biomarker.name).toBe(limits.unit);
      expect(limits.source).not.toBe('');
      expect(
        limits.low !== undefined || limits.high !== undefined || limits.prompt !== undefined,
      ).toBe(true);
      if (limits.prompt !== undefined) expect(limits.prompt.source).not.toBe('');
    },
  );

  // The prompt tier lies between the desired range and the alert limit on each side.
  it.each(Object.entries(CRITICAL_LIMITS).filter(([, limits]) => limits.prompt !== undefined))(
    'puts the prompt limits of %s between the desired range and the alert limits',
    (code, limits) => {
      const prompt = limits.prompt;
      const low = prompt?.low ?? prompt?.below;
      const high = prompt?.high ?? prompt?.above;
      // An alert limit that is itself not critical ('>180') may be where the prompt tier ends.
      const atAlert = limits.exclusive === true;
      if (low !== undefined && limits.low !== undefined)
        expect(atAlert ? low >= limits.low : low > limits.low).toBe(true);
      if (high !== undefined && limits.high !== undefined)
        expect(atAlert ? high <= limits.high : high < limits.high).toBe(true);
      for (const biomarker of ALL_BIOMARKERS.filter((candidate) =>
        candidate.loinc.includes(code),
      )) {
        const desired = biomarker.ranges.bands.find(
          (band) => band.name === biomarker.desired_result,
        );
        if (low !== undefined && desired?.min !== null && desired?.min !== undefined)
          expect(low, biomarker.name).toBeLessThanOrEqual(desired.min);
        if (high !== undefined && desired?.max !== null && desired?.max !== undefined)
          expect(high, biomarker.name).toBeGreaterThanOrEqual(desired.max);
      }
    },
  );

  // Each population's limits against its own ranges, as the analysis judges values: a man's
  // hs-troponin I of 30 ng/L, normal for men, must not be critical (review 2026-11, F6).
  it.each(Object.entries(CRITICAL_LIMITS))(
    'puts the limits of %s in order and outside the desired range of every population',
    (code, limits) => {
      for (const biomarker of ALL_BIOMARKERS.filter((candidate) =>
        candidate.loinc.includes(code),
      )) {
        for (const [population, set, own] of populations(biomarker, limits)) {
          const where = `${biomarker.name} (${population})`;
          if (own.low !== undefined && own.high !== undefined)
            expect(own.low, where).toBeLessThan(own.high);
          const desired = set.bands.find((band) => band.name === biomarker.desired_result);
          expect(desired, where).toBeDefined();
          if (own.low !== undefined && desired?.min !== null && desired?.min !== undefined)
            expect(own.low, where).toBeLessThanOrEqual(desired.min);
          if (own.high !== undefined && desired?.max !== null && desired?.max !== undefined)
            expect(own.high, where).toBeGreaterThanOrEqual(desired.max);
        }
      }
    },
  );

  it.each(Object.entries(CRITICAL_LIMITS).filter(([, limits]) => limits.bySex !== undefined))(
    'gives %s limits for each sex on the sides the general limits have',
    (_, limits) => {
      for (const own of Object.values(limits.bySex ?? {})) {
        expect(own.low !== undefined).toBe(limits.low !== undefined);
        expect(own.high !== undefined).toBe(limits.high !== undefined);
      }
    },
  );

  it('selects one entry per biomarker, whichever of its codes it is found by', () => {
    for (const biomarker of ALL_BIOMARKERS) {
      const entries = new Set(
        biomarker.loinc.flatMap((code) => {
          const limits = CRITICAL_LIMITS[code];
          return limits === undefined ? [] : [limits];
        }),
      );
      expect(entries.size, biomarker.name).toBeLessThanOrEqual(1);
      expect(criticalLimitsOf(biomarker)).toBe([...entries][0]);
    }
  });
});
