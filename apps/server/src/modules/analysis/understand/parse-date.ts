/** Which comes first in an all-numeric date: '4/6/2021' is 4 June (dmy) or April 6 (mdy). */
export type DateOrder = 'dmy' | 'mdy';

const MONTHS: readonly (readonly [RegExp, number])[] = [
  [/^(?:jan|jän)/u, 1],
  [/^feb/u, 2],
  [/^(?:mar|mär|mrz)/u, 3],
  [/^apr/u, 4],
  [/^(?:may|mai)/u, 5],
  [/^jun/u, 6],
  [/^jul/u, 7],
  [/^aug/u, 8],
  [/^sep/u, 9],
  [/^(?:oct|okt)/u, 10],
  [/^nov/u, 11],
  [/^(?:dec|dez)/u, 12],
];
const MONTH_WORD = String.raw`(?:jan|jän|feb|mar|mär|mrz|apr|may|mai|jun|jul|aug|sep|oct|okt|nov|dec|dez)[a-zä]*\.?`;

const ISO = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/u;
const NUMERIC = /(?<![\d./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d])/u;
const DAY_MONTH_YEAR = new RegExp(
  String.raw`(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s.-]*(${MONTH_WORD})[\s,.-]*(\d{4}|\d{2})(?![\d])`,
  'iu',
);
const MONTH_DAY_YEAR = new RegExp(
  String.raw`(${MONTH_WORD})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)`,
  'iu',
);

function monthOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  return MONTHS.find(([pattern]) => pattern.test(lower))?.[1];
}

function fullYear(year: string): number {
  const value = Number(year);
  if (year.length === 4) return value;
  // Two-digit years on lab reports are this century's unless they would lie far ahead.
  return value < 70 ? 2000 + value : 1900 + value;
}

/** The date as YYYY-MM-DD when it exists in the calendar (and lies between 1900 and 2100). */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The first date in a text, as YYYY-MM-DD: '16/5/2023', '16.05.2023', '24.10.09', '2023-05-16',
 * '16-May-2023', '02 Dec 2023', 'May 16, 2023', German month names too. All-numeric dates
 * follow `order`. Undefined when there is none (or only an impossible or masked one, '02 Dec, 2X').
 */
export function parseDate(text: string, order: DateOrder): string | undefined {
  const candidates: { at: number; date: string | undefined }[] = [];
  const iso = ISO.exec(text);
  if (iso !== null) {
    candidates.push({
      at: iso.index,
      date: isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])),
    });
  }
  const numeric = NUMERIC.exec(text);
  if (numeric !== null) {
    const [first, second] = [Number(numeric[1]), Number(numeric[3])];
    const [day, month] = order === 'dmy' ? [first, second] : [second, first];
    candidates.push({ at: numeric.index, date: isoDate(fullYear(numeric[4] ?? ''), month, day) });
  }
  const named = DAY_MONTH_YEAR.exec(text);
  if (named !== null) {
    const month = monthOf(named[2] ?? '');
    const date =
      month === undefined ? undefined : isoDate(fullYear(named[3] ?? ''), month, Number(named[1]));
    candidates.push({ at: named.index, date });
  }
  const american = MONTH_DAY_YEAR.exec(text);
  if (american !== null) {
    const month = monthOf(american[1] ?? '');
    const date =
      month === undefined ? undefined : isoDate(Number(american[3]), month, Number(american[2]));
    candidates.push({ at: american.index, date });
  }
  return candidates
    .filter((candidate) => candidate.date !== undefined)
    .sort((first, second) => first.at - second.at)[0]?.date;
}

/**
 * Whether a report writes all-numeric dates day first or month first: a first number above 12
 * proves day first, a second above 12 month first. Without proof, day first (as in Europe and
 * India, where these reports come from).
 */
export function detectDateOrder(texts: readonly string[]): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  const all = new RegExp(NUMERIC.source, 'gu');
  for (const text of texts) {
    for (const match of text.matchAll(all)) {
      const [first, second] = [Number(match[1]), Number(match[3])];
      if (first > 12 && second <= 12) dayFirst += 1;
      if (second > 12 && first <= 12) monthFirst += 1;
    }
  }
  return monthFirst > dayFirst ? 'mdy' : 'dmy';
}
