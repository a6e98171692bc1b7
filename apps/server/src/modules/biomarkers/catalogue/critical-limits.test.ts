import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from './catalogue';
import { CRITICAL_LIMITS, criticalLimitsOf } from './critical-limits';

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

  // Judged against the ranges used while sex is unknown, as the analysis judges values: the
  // overall hs-troponin I limit (26 ng/L) lies inside men's normal range (<34 ng/L) on purpose,
  // as men's limit would miss more raised values in women (from 16 ng/L).
  it.each(Object.entries(CRITICAL_LIMITS))(
    'puts the limits of %s in order and outside the desired range',
    (code, limits) => {
      if (limits.low !== undefined && limits.high !== undefined)
        expect(limits.low).toBeLessThan(limits.high);
      for (const biomarker of ALL_BIOMARKERS.filter((candidate) =>
        candidate.loinc.includes(code),
      )) {
        const desired = biomarker.ranges.bands.find(
          (band) => band.name === biomarker.desired_result,
        );
        expect(desired, biomarker.name).toBeDefined();
        if (limits.low !== undefined && desired?.min !== null && desired?.min !== undefined)
          expect(limits.low, biomarker.name).toBeLessThanOrEqual(desired.min);
        if (limits.high !== undefined && desired?.max !== null && desired?.max !== undefined)
          expect(limits.high, biomarker.name).toBeGreaterThanOrEqual(desired.max);
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
