import { HTML_LANG } from './i18n/i18n';
import type { Language } from './i18n/i18n';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** How each kind of date is written; a calendar date is read in UTC so no time zone shifts it. */
const STYLES = {
  date: { ...SHORT_DATE, timeZone: 'UTC' },
  day: SHORT_DATE,
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per kind and language, made once: building an Intl.DateTimeFormat costs far more
 * than using one, and the overview writes a date for every value of the catalogue.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: keyof typeof STYLES, language: Language): Intl.DateTimeFormat {
  const key = `${style} ${language}`;
  let made = formatters.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(HTML_LANG[language], STYLES[style]);
    formatters.set(key, made);
  }
  return made;
}

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
  return formatter('date', language).format(new Date(Date.UTC(year, month - 1, day)));
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
  return formatter('day', language).format(time);
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
  return formatter('moment', language).format(time);
}
