import { describe, expect, it } from 'vitest';
import { linearScale, verticalDomain } from './chart-scale';

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
