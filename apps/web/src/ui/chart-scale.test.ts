import { describe, expect, it } from 'vitest';
import { linearScale, verticalDomain } from './chart-scale';
import { rangePointer } from './range-pointer';

describe('the history chart’s vertical scale', () => {
  it('adds a 10% margin above and below the values', () => {
    expect(verticalDomain([100, 200])).toEqual([90, 210]);
  });

  it('keeps a span of at least 1 around equal or close values', () => {
    const [low, high] = verticalDomain([5, 5]);
    expect(high - low).toBeCloseTo(1.2);
    expect((low + high) / 2).toBe(5);
    expect(verticalDomain([5, 5.2]).map((n) => Number(n.toFixed(2)))).toEqual([4.5, 5.7]);
  });

  it('maps the domain onto pixels, top for high values when the range runs downward', () => {
    const y = linearScale([0, 10], [120, 20]);
    expect(y(0)).toBe(120);
    expect(y(10)).toBe(20);
    expect(y(5)).toBe(70);
  });
});

describe('the ranges panel’s pointer (scale 64)', () => {
  const LDL = [
    { min: null, max: 100 },
    { min: 100, max: 130 },
    { min: 130, max: null },
  ];

  it('sits at 0.8 of a range open at the low end', () => {
    expect(rangePointer(LDL, 80)).toEqual({ index: 0, fraction: 0.8, offset: 51.2 });
  });

  it('sits at 0.2 of a range open at the high end', () => {
    expect(rangePointer(LDL, 400)).toEqual({ index: 2, fraction: 0.2, offset: 12.8 });
  });

  it('follows the value inside a bounded range, clamped to 10–90%', () => {
    expect(rangePointer(LDL, 115)?.fraction).toBeCloseTo(0.5);
    expect(rangePointer(LDL, 100)?.fraction).toBe(0.1);
    expect(rangePointer(LDL, 129.9)?.fraction).toBe(0.9);
    expect(rangePointer(LDL, 115)?.offset).toBeCloseTo(32);
  });

  it('is absent for a value outside every range', () => {
    expect(rangePointer([{ min: 10, max: 20 }], 50)).toBeUndefined();
  });
});
