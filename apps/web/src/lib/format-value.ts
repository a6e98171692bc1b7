import type { Comparator } from '@labtrail/contract/biomarkers';
import { withUnit } from '@labtrail/contract/display-unit';
import { formatNumber } from './format-number';
import type { Language } from './i18n/i18n';

/**
 * A result as the lab printed it, with its unit: '162 mg/dL', or '<5 mg/L' and '>60 mL/min/1.73m²'
 * for a bound, so a limit is never read as a measurement.
 */
export function formatValue(
  value: number,
  comparator: Comparator,
  unit: string,
  language: Language,
): string {
  return withUnit(`${comparator ?? ''}${formatNumber(value, language)}`, unit);
}
