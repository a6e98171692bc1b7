import { CHART } from '../lib/constants';

/**
 * The vertical domain of the history chart: the values' span (at least the minimum span, centred
 * on them) widened by the margin above and below.
 */
export function verticalDomain(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, CHART.minimumSpan];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = Math.max(high - low, CHART.minimumSpan);
  const centre = (low + high) / 2;
  const margin = span * CHART.verticalMargin;
  return [centre - span / 2 - margin, centre + span / 2 + margin];
}

/** A linear map from a domain onto a pixel range. */
export function linearScale(
  [domainLow, domainHigh]: readonly [number, number],
  [rangeLow, rangeHigh]: readonly [number, number],
): (value: number) => number {
  const width = domainHigh - domainLow;
  return (value) =>
    width === 0
      ? (rangeLow + rangeHigh) / 2
      : rangeLow + ((value - domainLow) / width) * (rangeHigh - rangeLow);
}
