import { HTML_LANG } from './i18n/i18n';
import type { Language } from './i18n/i18n';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A date as people read it ('Jan 3, 2025'; in German '3. Jan. 2025'), or 'N/A' for the
 * placeholder dates labs print: '0000-00-00', any year 0000, month outside 1–12, day outside 1–31
 * (spec §5). Only the date part counts; no time zone shifts the day.
 */
export function formatDisplayDate(value: string, language: Language, notAvailable: string): string {
  const match = DATE.exec(value);
  if (match === null) return notAvailable;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0 || month < 1 || month > 12 || day < 1 || day > 31) return notAvailable;
  return new Intl.DateTimeFormat(HTML_LANG[language], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * The day a moment (an ISO date-time, e.g. when a person made a change) fell on where the person
 * is, written like `formatDisplayDate`; `notAvailable` for a moment that cannot be read.
 */
export function formatDisplayDay(
  instant: string,
  language: Language,
  notAvailable: string,
): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return notAvailable;
  return new Intl.DateTimeFormat(HTML_LANG[language], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(time);
}

/**
 * A moment with its time where the person is ('Jan 3, 2025, 2:30 PM'; in German
 * '3. Jan. 2025, 14:30'): when a share link ends or was opened, which an hour can matter for.
 */
export function formatDisplayMoment(
  instant: string,
  language: Language,
  notAvailable: string,
): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return notAvailable;
  return new Intl.DateTimeFormat(HTML_LANG[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(time);
}
