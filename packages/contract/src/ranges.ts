/**
 * Labelled ranges (spec §4), shared by the server (which decides `in_range` and `value_label`)
 * and the web app (which colours the ranges panel).
 */

export interface RangeBounds {
  min: number | null;
  max: number | null;
}

/**
 * Whether a range holds a value: open below (`min` null) holds values below `max`, open above
 * (`max` null) holds values at or above `min`, a bounded range holds both bounds.
 */
export function rangeContains(range: RangeBounds, value: number): boolean {
  if (range.min === null && range.max === null) return true;
  if (range.min === null) return range.max !== null && value < range.max;
  if (range.max === null) return value >= range.min;
  return value >= range.min && value <= range.max;
}

/**
 * The index of the range that holds the value; -1 when none does. Touching bounded ranges share
 * their boundary, and there the range that starts at the value wins: guidelines mean "≥ 6.5 %"
 * for the higher band (decision 0008).
 */
export function rangeIndexOf(ranges: readonly RangeBounds[], value: number): number {
  const starting = ranges.findIndex((range) => range.min === value && rangeContains(range, value));
  return starting === -1 ? ranges.findIndex((range) => rangeContains(range, value)) : starting;
}

/** '<' for a printed upper limit ('CRP <5'), '>' for a lower one ('eGFR >60'); null when measured. */
export type ResultComparator = '<' | '>' | null;

/**
 * The index of the range a result stands in; -1 when none. A measurement goes by `rangeIndexOf`.
 * A printed bound may lie in every range on its open side, from the one holding values just
 * beyond it; it stands in the one of those nearest the desired range, so it is never judged worse
 * than the lab printed: 'eGFR >60' is not G3a, 'CRP <5' is not raised (decision 0008).
 */
export function resultRangeIndex(
  ranges: readonly (RangeBounds & { name: string })[],
  desiredName: string,
  value: number,
  comparator: ResultComparator,
): number {
  if (comparator === null) return rangeIndexOf(ranges, value);
  const last = ranges.length - 1;
  const edge = ranges.findIndex((range) =>
    comparator === '<'
      ? range.max === null || range.max >= value
      : range.max === null || range.max > value,
  );
  const [first, end] =
    comparator === '<' ? [0, edge === -1 ? last : edge] : [edge === -1 ? last : edge, last];
  const desired = ranges.findIndex((range) => range.name === desiredName);
  if (desired === -1) return comparator === '<' ? end : first;
  return Math.min(Math.max(desired, first), end);
}

/**
 * How many ranges lie between the result's range and the desired one (0 = in the desired range);
 * a value outside every range, or without a desired range, is as far as can be.
 */
export function rangeDistance(
  ranges: readonly (RangeBounds & { name: string })[],
  desiredName: string,
  value: number,
  comparator: ResultComparator = null,
): number {
  const index = resultRangeIndex(ranges, desiredName, value, comparator);
  const desired = ranges.findIndex((range) => range.name === desiredName);
  if (index === -1 || desired === -1) return Number.POSITIVE_INFINITY;
  return Math.abs(index - desired);
}

/** The five range colours of spec §4, nearest first; distances of 4 and more share the last. */
export const RANGE_COLOURS = ['green', 'yellow', 'orange', 'red-orange', 'dark-red'] as const;
export type RangeColour = (typeof RANGE_COLOURS)[number];

export function rangeColour(distance: number): RangeColour {
  const index = Math.min(distance, RANGE_COLOURS.length - 1);
  return RANGE_COLOURS[index] ?? 'dark-red';
}

/** The bounds as the ranges panel prints them: '<max', '>min' or 'min-max'. */
export function rangeBoundsText(range: RangeBounds): string {
  if (range.min === null && range.max === null) return '';
  if (range.min === null) return `<${String(range.max)}`;
  if (range.max === null) return `>${String(range.min)}`;
  return `${String(range.min)}-${String(range.max)}`;
}
