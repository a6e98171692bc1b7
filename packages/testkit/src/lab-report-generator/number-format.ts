import type { Random } from './random';
import type { ReportLanguage } from './report-model';

/**
 * `value` with `decimals` digits as a lab in `language` prints it: decimal comma in German, and
 * for large values sometimes a thousands separator ('1,234.5', '1.234,5').
 */
export function formatNumber(
  value: number,
  decimals: number,
  language: ReportLanguage,
  random: Random,
): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped =
    whole.length > 3 && random.chance(0.5)
      ? whole.replace(/\B(?=(\d{3})+$)/g, language === 'de' ? '.' : ',')
      : whole;
  const sign = value < 0 ? '-' : '';
  const point = language === 'de' ? ',' : '.';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${point}${fraction}`;
}

/** Digits after the point that a lab would print for values of about `magnitude`. */
export function decimalsFor(magnitude: number): number {
  if (magnitude < 1) return 3;
  if (magnitude < 10) return 2;
  if (magnitude < 100) return 1;
  return 0;
}

/** `value` rounded to `decimals` digits, as the printed text reads. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
