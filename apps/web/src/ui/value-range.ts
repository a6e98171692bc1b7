import type { Comparator } from '@labtrail/contract/biomarkers';
import { rangeDistance, rangeIndexOf } from '@labtrail/contract/ranges';
import type { RangeBounds } from '@labtrail/contract/ranges';

/** A result to place among labelled ranges. */
export interface RangedValue {
  value: number;
  /** '<' or '>' when the lab printed a bound ('CRP <5') rather than a measurement. */
  comparator: Comparator;
  /** The server's name for the range it placed the value in (`value_label`), if any. */
  label: string | null;
}

type NamedRange = RangeBounds & { name: string };

/**
 * The index of the range the value stands in, -1 for none. A measurement goes by the shared rule
 * (`rangeIndexOf`: at a shared boundary the range starting there). A bound could lie in several
 * ranges; the server judges it by the one nearest the desired range and names it, and the panel
 * follows that name rather than placing the bound as if it were measured (decision 0008).
 */
export function valueRangeIndex(ranges: readonly NamedRange[], ranged: RangedValue): number {
  if (ranged.comparator === null) return rangeIndexOf(ranges, ranged.value);
  return ranges.findIndex((range) => range.name === ranged.label);
}

/** How many ranges lie between the value's range and the desired one; see `rangeDistance`. */
export function valueRangeDistance(
  ranges: readonly NamedRange[],
  desiredName: string,
  ranged: RangedValue,
): number {
  if (ranged.comparator === null) return rangeDistance(ranges, desiredName, ranged.value);
  const index = valueRangeIndex(ranges, ranged);
  const desired = ranges.findIndex((range) => range.name === desiredName);
  if (index === -1 || desired === -1) return Number.POSITIVE_INFINITY;
  return Math.abs(index - desired);
}
