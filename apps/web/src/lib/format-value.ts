import type { Comparator, ValueText } from '@labtrail/contract/biomarkers';
import { withUnit } from '@labtrail/contract/display-unit';
import { capitalizeFirst } from './capitalize-first';
import { formatNumber } from './format-number';
import type { Language } from './i18n/i18n';

/** One result as the API gives it: its number, a printed bound's side, a qualitative word. */
export interface ShownValue {
  value: number;
  comparator: Comparator;
  text: ValueText;
}

/**
 * A result as the lab printed it, with its unit: '162 mg/dL', or '<5 mg/L' and '>60 mL/min/1.73m²'
 * for a bound, so a limit is never read as a measurement. A qualitative result is its printed word
 * ('Reactive'), without the number it is ranked by or a unit of a scale the report never showed.
 */
export function formatValue(shown: ShownValue, unit: string, language: Language): string {
  if (shown.text !== null) return capitalizeFirst(shown.text);
  return withUnit(`${shown.comparator ?? ''}${formatNumber(shown.value, language)}`, unit);
}
