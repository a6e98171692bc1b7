import { HTML_LANG } from './i18n/i18n';
import type { Language } from './i18n/i18n';

/** A value as people read it in the interface language (decimal comma in German). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(HTML_LANG[language], { maximumFractionDigits: 2 }).format(value);
}
