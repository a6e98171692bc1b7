import type { ComparabilityBreak } from '@labtrail/contract/biomarkers';
import type { Comparability, RangeBounds } from './result-comparability';

/**
 * A printed range bound that moved by more than this share of the range's size (its largest
 * bound) means the results were judged on different scales. The figure is ours, not a
 * guideline's: rounding and small differences between labs (3.5–5.1 vs 3.5–5.3, 4 %) stay below
 * it; a bound moved by a sixth or more, as when a lab changes its method, passes it.
 */
export const RANGE_SHIFT = 0.15;

/** Names compared without case, spacing and punctuation: 'Labor Nord GmbH' = 'LABOR NORD, GmbH'. */
function keyOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Both known and different; an unknown one (a value entered by hand) breaks nothing. */
function differs(before: string | null, after: string | null): boolean {
  return before !== null && after !== null && keyOf(before) !== keyOf(after);
}

function rangesDiffer(before: RangeBounds | undefined, after: RangeBounds | undefined): boolean {
  if (before === undefined || after === undefined) return false;
  const ends = [before.low, before.high, after.low, after.high].filter((end) => end !== null);
  const size = Math.max(0, ...ends.map(Math.abs));
  if (size === 0) return false;
  const moved = (first: number | null, second: number | null) =>
    first !== null && second !== null && Math.abs(first - second) / size > RANGE_SHIFT;
  return moved(before.low, after.low) || moved(before.high, after.high);
}

/**
 * Why a result cannot be compared with the one before it as a trend, or null when it can: the
 * labs differ, the methods differ, or the printed ranges moved by more than RANGE_SHIFT. What a
 * result does not say (a value entered by hand names no lab) is never taken as a difference.
 */
export function findComparabilityBreak(
  before: Comparability,
  after: Comparability,
): ComparabilityBreak | null {
  if (differs(before.lab, after.lab)) return 'lab';
  if (differs(before.method, after.method)) return 'method';
  if (rangesDiffer(before.range, after.range)) return 'range';
  return null;
}
