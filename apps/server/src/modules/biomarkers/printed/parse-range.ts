import { looksLikeUnit } from './clean-unit';
import type { DecimalSeparator } from './parse-number';
import { parseNumber } from './parse-number';

/**
 * A printed reference range. `low`/`high` are null where the range is open ('< 200' has only a
 * high end); both are null for a qualitative range such as 'negativ'. `text` is the range as
 * printed, for provenance.
 */
export interface ParsedRange {
  low: number | null;
  high: number | null;
  text: string;
  /** A unit printed after the numbers ('6.0 - 8.3 gm / dl'), '' when none. */
  unit: string;
}

/** One number as ranges print it: digits with separators, maybe a sign, maybe a trailing '.'. */
const NUM = String.raw`[+-]?(?:\d[\d.,']*|[.,]\d+)`;
/** Between the two ends: '-', '–', 'to', 'bis', '..'. Spaces are optional around dashes only. */
const BETWEEN = new RegExp(
  String.raw`^(${NUM})\s*(?:-|–|—|\.\.|\s(?:to|bis|up to)\s)\s*(${NUM})(?:\s+(.*))?$`,
  'iu',
);
const OPEN = new RegExp(
  String.raw`^(<=|=<|≤|<|>=|=>|≥|>|up\s*to|upto|less than|below|under|bis|unter|more than|greater than|above|over|über|ab)\s*(${NUM})(?:\s*(.*))?$`,
  'iu',
);
/**
 * A label before the numbers: 'Male: 13 - 17', 'Adults 0.5-1.2', 'M: <1.2'. Only words and a
 * colon, so that a number never hides inside it.
 */
const LABEL = /^([A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß .()/]*?)\s*:\s*/u;
/** What may follow the numbers: a unit ('U / L', 'mg/dl', 'IU/L.'), nothing with digits but powers. */
const TAIL = /^[A-Za-zµμ%°/\s.²³^*-]*(?:10\^?\d+[A-Za-zµμ/\s.]*)?$/u;

/** Words a qualitative reference range is printed with. */
const QUALITATIVE_RANGE =
  /^(?:negative|negativ|non[- ]?reactive|nicht reaktiv|not detected|nicht nachweisbar|absent|nil|none|normal|positive|positiv|reactive|reaktiv|detected|present|clear|klar)$/iu;

const OPEN_BOUNDS: readonly (readonly [RegExp, 'low' | 'high'])[] = [
  [/^(?:<=|=<|≤|<|up\s*to|upto|less than|below|under|bis|unter)$/iu, 'high'],
  [/^(?:>=|=>|≥|>|more than|greater than|above|over|über|ab)$/iu, 'low'],
];

function readEnd(text: string, decimal: DecimalSeparator): number | undefined {
  // '0.-129' prints a low end of zero with a trailing point.
  const parsed = parseNumber(text.replace(/[.,]$/u, ''), decimal);
  return parsed?.bound === null ? parsed.value : undefined;
}

/**
 * The unit after a range's numbers: all of it when it reads as a unit, else its first word
 * ('% of total Hgb', 'mg/dL EN' with a lab code behind it).
 */
function unitOf(tail: string | undefined): string {
  const text = (tail ?? '').trim();
  if (text === '' || looksLikeUnit(text)) return text;
  const [first = ''] = text.split(' ');
  return looksLikeUnit(first) ? first : '';
}

function tailIsUnit(tail: string | undefined): boolean {
  const text = (tail ?? '').trim();
  return text === '' || TAIL.test(text) || unitOf(text) !== '';
}

/**
 * A printed reference range: '13.00 - 17.00', '4000-11000', '< 200', '>40', '0.5-1.2',
 * '13,0 - 17,0', 'Up to 46 U / L', '0.-129', 'Male: 13 - 17', 'negativ'. Undefined for text
 * that is not a range (a lone number, a sentence). `decimal` is the report's decimal separator.
 */
export function parseRange(text: string, decimal: DecimalSeparator): ParsedRange | undefined {
  const printed = text.trim().replace(/\s+/gu, ' ');
  if (printed === '') return undefined;
  // US reports write '>= 40' as '> OR = 40'.
  // OCR reads '<' and '>' as guillemets.
  const signs = printed
    .replace(/^«/u, '<')
    .replace(/^»/u, '>')
    .replace(/([<>])\s*or\s*=\s*/iu, '$1=');
  // '(133 - 146)', '[3.5-5.1]': some reports bracket the range.
  const bracketed = /^[([](.*)[)\]]$/u.exec(signs);
  if (bracketed !== null) {
    const inner = parseRange(bracketed[1] ?? '', decimal);
    return inner === undefined ? undefined : { ...inner, text: printed };
  }
  if (QUALITATIVE_RANGE.test(signs)) return { low: null, high: null, text: printed, unit: '' };
  const unlabelled = signs.replace(LABEL, '');
  const between = BETWEEN.exec(unlabelled);
  if (between !== null) {
    const low = readEnd(between[1] ?? '', decimal);
    const high = readEnd(between[2] ?? '', decimal);
    if (low === undefined || high === undefined || low > high || !tailIsUnit(between[3])) {
      return undefined;
    }
    return { low, high, text: printed, unit: unitOf(between[3]) };
  }
  const open = OPEN.exec(unlabelled);
  if (open !== null) {
    const limit = readEnd(open[2] ?? '', decimal);
    const side = OPEN_BOUNDS.find(([pattern]) => pattern.test((open[1] ?? '').trim()))?.[1];
    if (limit === undefined || side === undefined || !tailIsUnit(open[3])) return undefined;
    const unit = unitOf(open[3]);
    return side === 'high'
      ? { low: null, high: limit, text: printed, unit }
      : { low: limit, high: null, text: printed, unit };
  }
  return undefined;
}

/**
 * Ranges printed over several lines ('Male: 13-17' / 'Female: 12-15') joined as one text, the
 * numeric ends taken from the first line that has them.
 */
export function joinRanges(ranges: readonly ParsedRange[]): ParsedRange | undefined {
  const [first, ...rest] = ranges;
  if (first === undefined) return undefined;
  return {
    low: first.low,
    high: first.high,
    text: [first, ...rest].map((range) => range.text).join('; '),
    unit: first.unit,
  };
}
