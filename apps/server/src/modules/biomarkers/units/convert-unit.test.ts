import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../catalogue/catalogue';
import { fromCanonical, toCanonical } from './convert-unit';
import { normaliseUnit } from './normalise-unit';

const WITH_UNITS = ALL_BIOMARKERS.filter((biomarker) => biomarker.units.length > 0);

describe('unit conversion', () => {
  it('round-trips every unit of every biomarker', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITH_UNITS),
        fc.nat(),
        fc.double({ min: 0.001, max: 100_000, noNaN: true }),
        (biomarker, pick, value) => {
          const unit = biomarker.units[pick % biomarker.units.length];
          if (unit === undefined) return;
          const canonical = toCanonical(biomarker, value, unit.unit);
          expect(canonical).toBeDefined();
          const back = fromCanonical(biomarker, canonical ?? Number.NaN, unit.unit);
          expect(back).toBeCloseTo(value, 6);
        },
      ),
    );
  });

  it('keeps the order of values (a higher printed value is a higher canonical value)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITH_UNITS),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        (biomarker, a, b) => {
          const unit = biomarker.units[0]?.unit ?? biomarker.unit;
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(toCanonical(biomarker, low, unit) ?? 0).toBeLessThanOrEqual(
            toCanonical(biomarker, high, unit) ?? 0,
          );
        },
      ),
    );
  });

  it('converts known pairs as clinical chemistry does', () => {
    const ldl = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('13457-7'));
    const hba1c = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('4548-4'));
    expect(ldl).toBeDefined();
    expect(hba1c).toBeDefined();
    if (ldl === undefined || hba1c === undefined) return;
    expect(toCanonical(ldl, 3.36, 'mmol/L')).toBeCloseTo(130, 0);
    expect(toCanonical(hba1c, 48, 'mmol/mol')).toBeCloseTo(6.5, 1);
    expect(toCanonical(ldl, 130, 'mg/dl')).toBe(130);
    expect(toCanonical(ldl, 130, 'furlongs')).toBeUndefined();
  });

  it('treats spellings of one unit alike', () => {
    expect(normaliseUnit('µg/dL')).toBe(normaliseUnit('ug/dl'));
    expect(normaliseUnit('mcg/dL')).toBe(normaliseUnit('μg/dL'));
    expect(normaliseUnit('x10^9/L')).toBe(normaliseUnit('10*9/l'));
    expect(normaliseUnit('×10⁹/L')).toBe(normaliseUnit('10^9/L'));
    expect(normaliseUnit('mill/mm³')).toBe(normaliseUnit('mill/mm3'));
    expect(normaliseUnit('/cumm')).not.toBe(normaliseUnit('10^3/µL'));
  });
});
