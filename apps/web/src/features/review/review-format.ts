import type { PrintedRow, ValueSnapshot } from '@labtrail/contract/review';
import { formatValue } from '../../lib/format-value';
import { HTML_LANG } from '../../lib/i18n/i18n';
import type { Language } from '../../lib/i18n/i18n';

/** A printed row's value with its unit, as the report printed them: '4.2 mmol/L'. */
export function printedValue(printed: PrintedRow): string {
  return [printed.value, printed.unit].filter((part) => part !== '').join(' ');
}

/** A value as it stood before or after a change, in the catalogue's unit: '162 mg/dL', '<5 mg/L'. */
export function snapshotValue(snapshot: ValueSnapshot, language: Language): string {
  return formatValue(
    { value: snapshot.value, comparator: snapshot.comparator, text: snapshot.value_text },
    snapshot.unit,
    language,
  );
}

/** A moment of the change trail as people read it: 'Mar 12, 2026, 2:05 PM'. */
export function formatMoment(iso: string, language: Language): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(HTML_LANG[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(moment);
}
