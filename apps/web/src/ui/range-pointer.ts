import type { RangeBounds } from '@labtrail/contract/ranges';
import { RANGE_POINTER } from '../lib/constants';
import { valueRangeIndex } from './value-range';
import type { RangedValue } from './value-range';

/**
 * Where the ranges panel's pointer sits (spec §4): in the range holding the value, at 0.8 of a
 * range open at the low end, 0.2 of one open at the high end, and in a bounded range at the value's
 * place, clamped to 10–90 %. `offset` is in pixels along a bar of the spec's scale (64).
 */
export function rangePointer(
  ranges: readonly (RangeBounds & { name: string })[],
  desiredName: string,
  ranged: RangedValue,
): { index: number; fraction: number; offset: number } | undefined {
  const index = valueRangeIndex(ranges, desiredName, ranged);
  const range = ranges[index];
  if (range === undefined) return undefined;
  const { value } = ranged;
  let fraction: number;
  if (range.min === null) fraction = RANGE_POINTER.lowOpen;
  else if (range.max === null) fraction = RANGE_POINTER.highOpen;
  else {
    const place = range.max === range.min ? 0.5 : (value - range.min) / (range.max - range.min);
    fraction = Math.min(RANGE_POINTER.max, Math.max(RANGE_POINTER.min, place));
  }
  return { index, fraction, offset: fraction * RANGE_POINTER.scale };
}
