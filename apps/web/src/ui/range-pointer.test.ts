import { describe, expect, it } from 'vitest';
import { rangePointer } from './range-pointer';
import type { RangedValue } from './value-range';
import { valueRangeDistance, valueRangeIndex } from './value-range';

const LDL = [
  { name: 'Optimal', min: null, max: 100 },
  { name: 'Near optimal', min: 100, max: 130 },
  { name: 'Borderline high', min: 130, max: 160 },
  { name: 'High', min: 160, max: null },
];

const measured = (value: number): RangedValue => ({ value, comparator: null });

describe('the ranges panel’s pointer (scale 64)', () => {
  it('sits at 0.8 of a range open at the low end', () => {
    expect(rangePointer(LDL, 'Optimal', measured(80))).toEqual({
      index: 0,
      fraction: 0.8,
      offset: 51.2,
    });
  });

  it('sits at 0.2 of a range open at the high end', () => {
    expect(rangePointer(LDL, 'Optimal', measured(400))).toEqual({
      index: 3,
      fraction: 0.2,
      offset: 12.8,
    });
  });

  it('follows the value inside a bounded range, clamped to 10–90%', () => {
    expect(rangePointer(LDL, 'Optimal', measured(115))?.fraction).toBeCloseTo(0.5);
    expect(rangePointer(LDL, 'Optimal', measured(100))?.fraction).toBe(0.1);
    expect(rangePointer(LDL, 'Optimal', measured(129.9))?.fraction).toBe(0.9);
    expect(rangePointer(LDL, 'Optimal', measured(115))?.offset).toBeCloseTo(32);
  });

  it('points into the range that starts at a shared boundary, not the one ending there', () => {
    expect(rangePointer(LDL, 'Optimal', measured(130))).toEqual({
      index: 2,
      fraction: 0.1,
      offset: 6.4,
    });
    expect(rangePointer(LDL, 'Optimal', measured(160))?.index).toBe(3);
  });

  it('is absent for a value outside every range', () => {
    expect(
      rangePointer([{ name: 'Normal', min: 10, max: 20 }], 'Normal', measured(50)),
    ).toBeUndefined();
  });

  it('places a printed bound in the range nearest the desired one that it allows', () => {
    const crp = [
      { name: 'Normal', min: null, max: 5 },
      { name: 'Raised', min: 5, max: 10 },
      { name: 'High', min: 10, max: null },
    ];
    const below5: RangedValue = { value: 5, comparator: '<' };
    expect(rangePointer(crp, 'Normal', below5)).toEqual({ index: 0, fraction: 0.8, offset: 51.2 });
    expect(rangePointer(crp, 'Normal', measured(5))?.index).toBe(1);
  });
});

describe('where a value stands among the ranges', () => {
  it('measures the distance from the desired range with the shared boundary rule', () => {
    expect(valueRangeIndex(LDL, 'Optimal', measured(130))).toBe(2);
    expect(valueRangeDistance(LDL, 'Optimal', measured(130))).toBe(2);
    expect(valueRangeDistance(LDL, 'Optimal', measured(129))).toBe(1);
    expect(valueRangeDistance(LDL, 'Missing', measured(129))).toBe(Number.POSITIVE_INFINITY);
  });

  it('measures a bound by the same rule the server judges it with, not where its number falls', () => {
    const egfr = [
      { name: 'Reduced', min: null, max: 60 },
      { name: 'Mildly reduced', min: 60, max: 90 },
      { name: 'Normal', min: 90, max: null },
    ];
    const above60: RangedValue = { value: 60, comparator: '>' };
    expect(valueRangeIndex(egfr, 'Normal', above60)).toBe(2);
    expect(valueRangeDistance(egfr, 'Normal', above60)).toBe(0);
    expect(valueRangeDistance(egfr, 'Normal', measured(60))).toBe(1);
    expect(valueRangeDistance(egfr, 'Normal', { value: 30, comparator: '<' })).toBe(2);
  });
});
