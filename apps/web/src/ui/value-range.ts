import { rangeDistance, resultRangeIndex } from '@labtrail/contract/ranges';
import type { RangeBounds, ResultComparator } from '@labtrail/contract/ranges';

/** A result to place among labelled ranges. */
export interface RangedValue {
  value: number;
  /** '<' or '>' when the lab printed a bound ('CRP <5') rather than a measurement. */
  comparator: ResultComparator;
}

type NamedRange = RangeBounds & { name: string };

/**
 * The index of the range the result stands in, -1 for none, by the rule the server judges with
 * (`resultRangeIndex`): a measurement at a shared boundary in the range starting there, a bound in
 * the range nearest the desired one that it allows (decision 0008).
 */
export function valueRangeIndex(
  ranges: readonly NamedRange[],
  desiredName: string,
  ranged: RangedValue,
): number {
  return resultRangeIndex(ranges, desiredName, ranged.value, ranged.comparator);
}

/** How many ranges lie between the result's range and the desired one; see `rangeDistance`. */
export function valueRangeDistance(
  ranges: readonly NamedRange[],
  desiredName: string,
  ranged: RangedValue,
): number {
  return rangeDistance(ranges, desiredName, ranged.value, ranged.comparator);
}
