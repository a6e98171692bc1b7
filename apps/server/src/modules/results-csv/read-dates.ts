/** How the file writes its dates with slashes, decided from all of them. */
export type SlashOrder = 'month-first' | 'day-first';

export type DateReading =
  | { order: SlashOrder | null }
  /** Both orders read every slash date, and differently: only the person knows which is meant. */
  | { ambiguous: true };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/u;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/u;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u;

/** YYYY-MM-DD of a day that exists, or undefined ('2024-02-30'). */
function isoDay(year: string, month: string, day: string): string | undefined {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso
    ? undefined
    : iso;
}

function slashDay(match: RegExpExecArray, order: SlashOrder): string | undefined {
  const [, first = '', second = '', year = ''] = match;
  return order === 'month-first' ? isoDay(year, first, second) : isoDay(year, second, first);
}

/**
 * The order of the file's slash dates (05/04/2024): the one under which more of them are real
 * days, ideally all. When both read as many, and give different days for some date, the file is
 * ambiguous. Without slash dates the order does not matter.
 */
export function detectSlashOrder(texts: readonly string[]): DateReading {
  const slashed = texts.flatMap((text) => {
    const match = SLASHED.exec(text.trim());
    return match === null ? [] : [match];
  });
  if (slashed.length === 0) return { order: null };
  const daysRead = (order: SlashOrder) =>
    slashed.filter((match) => slashDay(match, order) !== undefined).length;
  const monthFirst = daysRead('month-first');
  const dayFirst = daysRead('day-first');
  if (monthFirst > dayFirst) return { order: 'month-first' };
  if (dayFirst > monthFirst) return { order: 'day-first' };
  const differ = slashed.some(
    (match) => slashDay(match, 'month-first') !== slashDay(match, 'day-first'),
  );
  return differ ? { ambiguous: true } : { order: 'month-first' };
}

/**
 * YYYY-MM-DD of a date written as ISO (with or without a time), German (DD.MM.YYYY) or with
 * slashes in the file's order; undefined for anything else or a day that does not exist.
 */
export function readDate(text: string, order: SlashOrder | null): string | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso !== null) return isoDay(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  const dotted = DOTTED.exec(trimmed);
  if (dotted !== null) return isoDay(dotted[3] ?? '', dotted[2] ?? '', dotted[1] ?? '');
  const slashed = SLASHED.exec(trimmed);
  if (slashed === null || order === null) return undefined;
  return slashDay(slashed, order);
}
