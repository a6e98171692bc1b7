/**
 * Labelled ranges (spec §4), shared by the server (which decides `in_range` and `value_label`)
 * and the web app (which colours the ranges panel).
 */

export interface RangeBounds {
  min: number | null;
  max: number | null;
  /**
   * The range keeps its upper bound even where the next range starts there: a lab's reference
   * interval, printed inclusive ('TSH 0.45–4.5', 'PSA 0–4.0'), or the lower band of a guideline's
   * "> X" (hypertensive crisis > 180 mmHg). Absent or false: the bound goes to the next range.
   */
  includes_max?: boolean;
}

/**
 * Whether a range holds a value: open below (`min` null) holds values below `max` (and `max`
 * itself when it `includes_max`), open above (`max` null) holds values at or above `min`, a
 * bounded range holds both bounds.
 */
export function rangeContains(range: RangeBounds, value: number): boolean {
  if (range.min === null && range.max === null) return true;
  if (range.min === null)
    return (
      range.max !== null &&
      (value < range.max || (range.includes_max === true && value === range.max))
    );
  if (range.max === null) return value >= range.min;
  return value >= range.min && value <= range.max;
}

/**
 * The index of the range that holds the value; -1 when none does. Touching ranges share their
 * boundary; there a range that `includes_max` keeps it (a lab's reference interval holds both its
 * limits), and otherwise the range that starts at the value wins, as guidelines mean "≥ 6.5 %"
 * for the higher band (decision 0008).
 */
export function rangeIndexOf(ranges: readonly RangeBounds[], value: number): number {
  const keeping = ranges.findIndex(
    (range) => range.includes_max === true && range.max === value && rangeContains(range, value),
  );
  if (keeping !== -1) return keeping;
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
  const [first, end] = boundRanges(ranges, value, comparator);
  const desired = ranges.findIndex((range) => range.name === desiredName);
  if (desired === -1) return comparator === '<' ? end : first;
  return Math.min(Math.max(desired, first), end);
}

/**
 * The first and last index of the ranges a printed bound allows: '<' every range below the
 * value, '>' every range above it ('eGFR >60' allows G2 and G1). A bound is no measurement, so
 * it claims none of them alone; its label names the span (decision 0008).
 */
export function boundRanges(
  ranges: readonly RangeBounds[],
  value: number,
  comparator: '<' | '>',
): [number, number] {
  const last = ranges.length - 1;
  const edge = ranges.findIndex((range) =>
    comparator === '<'
      ? range.max === null || range.max >= value
      : range.max === null || range.max > value,
  );
  return comparator === '<' ? [0, edge === -1 ? last : edge] : [edge === -1 ? last : edge, last];
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

/**
 * The bounds as the ranges panel prints them: '<max' ('≤max' where the range keeps its upper
 * bound), '>min' or 'min-max'.
 */
export function rangeBoundsText(range: RangeBounds): string {
  if (range.min === null && range.max === null) return '';
  if (range.min === null) return `${range.includes_max === true ? '≤' : '<'}${String(range.max)}`;
  if (range.max === null) return `>${String(range.min)}`;
  return `${String(range.min)}-${String(range.max)}`;
}
