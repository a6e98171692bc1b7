import { HTML_LANG } from './i18n/i18n';
import type { Language } from './i18n/i18n';

/**
 * One formatter per language, made once: building an Intl.NumberFormat costs far more than using
 * one, and the overview formats every value of the catalogue on its first render.
 */
const formatters = new Map<Language, Intl.NumberFormat>();

/** A value as people read it in the interface language (decimal comma in German). */
export function formatNumber(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(HTML_LANG[language], { maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
