/** The character a report writes between whole and fractional digits. */
export type DecimalSeparator = '.' | ',';

/** '<' for values printed as "below" something ('<0.5', '≤ 30'), '>' for "above" ('>90'). */
export type Bound = '<' | '>';

export interface ParsedNumber {
  value: number;
  bound: Bound | null;
}

/**
 * Words and signs that turn a number into a bound. Checked longest first so that '<=' is not
 * read as '<' followed by '=5'.
 */
const BOUND_PREFIXES: readonly (readonly [RegExp, Bound])[] = [
  [
    /^(?:<=|=<|≤|⩽|<|less than|lower than|below|under|up to|upto|till|bis|unter|kleiner als)\s*/iu,
    '<',
  ],
  [
    /^(?:>=|=>|≥|⩾|>|more than|greater than|above|over|über|ueber|ab|größer als|groesser als)\s*/iu,
    '>',
  ],
];

/** Digits with separators (',', '.', apostrophe, thin or normal space between groups). */
const NUMERAL = /^[+-]?(?:\d[\d.,'’\u2009\u202f ]*|[.,]\d+)$/u;

function stripBound(text: string): { rest: string; bound: Bound | null } {
  for (const [pattern, bound] of BOUND_PREFIXES) {
    const match = pattern.exec(text);
    if (match !== null && match[0].length > 0) return { rest: text.slice(match[0].length), bound };
  }
  return { rest: text, bound: null };
}

/**
 * Whether `groups` (the digit runs between separators, the first being the leading one) form a
 * thousands grouping: 1–3 leading digits then runs of exactly three ('12,345,678'), or the
 * Indian lakh grouping, 1–2 digit runs then a final run of three ('1,50,000').
 */
function isGrouping(groups: readonly string[]): boolean {
  if (groups.length < 2) return false;
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/u.test(first) || first.startsWith('0')) return false;
  if (rest.every((group) => /^\d{3}$/u.test(group))) return true;
  const last = rest.at(-1) ?? '';
  return /^\d{3}$/u.test(last) && rest.slice(0, -1).every((group) => /^\d{2}$/u.test(group));
}

/** Digits split at one kind of separator, read as decimal or as thousands per `decimal`. */
function readSingleSeparator(
  digits: string,
  separator: DecimalSeparator,
  decimal: DecimalSeparator,
): number | undefined {
  const groups = digits.split(separator);
  if (groups.length > 2) {
    return isGrouping(groups) ? Number(groups.join('')) : undefined;
  }
  const [whole = '', fraction = ''] = groups;
  // '5,100' is five thousand one hundred in a report that writes decimal points, and 5.1 in one
  // that writes decimal commas; '4,5' or '0,500' can only be decimals.
  if (separator !== decimal && isGrouping(groups)) return Number(whole + fraction);
  return Number(`${whole === '' ? '0' : whole}.${fraction === '' ? '0' : fraction}`);
}

/**
 * The number a cell prints, with its bound: '5,100' (thousands in a point-decimal report),
 * '4,5' (a decimal comma), '1.234,5', '1,50,000' (Indian grouping), "1'000", '<0.5', '≥ 30',
 * '0.' (as some German reports print zero). `decimal` is the report's decimal separator and only
 * decides the ambiguous case of one separator followed by exactly three digits. Undefined for
 * anything that is not just a number.
 */
export function parseNumber(text: string, decimal: DecimalSeparator): ParsedNumber | undefined {
  const { rest, bound } = stripBound(text.trim().replace(/[−–]/gu, '-'));
  const numeral = rest.trim();
  if (!NUMERAL.test(numeral)) return undefined;
  const negative = numeral.startsWith('-');
  const unsigned = numeral.replace(/^[+-]/u, '');
  const groups = unsigned.split(/['’\u2009\u202f ]/u);
  // Apostrophes and spaces only ever group thousands.
  if (groups.length > 1 && !groups.slice(1).every((group) => /^\d{3}(?:[.,]\d*)?$/u.test(group))) {
    return undefined;
  }
  const digits = groups.join('');
  const lastPoint = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let magnitude: number | undefined;
  if (lastPoint >= 0 && lastComma >= 0) {
    // Both present: the last one is the decimal separator, the other groups thousands.
    const decimalAt = Math.max(lastPoint, lastComma);
    const grouping = digits.slice(0, decimalAt).split(lastPoint > lastComma ? ',' : '.');
    const fraction = digits.slice(decimalAt + 1);
    if (!/^\d*$/u.test(fraction) || (grouping.length > 1 && !isGrouping(grouping)))
      return undefined;
    if (grouping.some((group) => !/^\d+$/u.test(group))) return undefined;
    magnitude = Number(`${grouping.join('')}.${fraction === '' ? '0' : fraction}`);
  } else if (lastPoint >= 0) {
    magnitude = readSingleSeparator(digits, '.', decimal);
  } else if (lastComma >= 0) {
    magnitude = readSingleSeparator(digits, ',', decimal);
  } else {
    magnitude = /^\d+$/u.test(digits) ? Number(digits) : undefined;
  }
  if (magnitude === undefined || !Number.isFinite(magnitude)) return undefined;
  return { value: negative && magnitude !== 0 ? -magnitude : magnitude, bound };
}

/** One separator between digit runs of 1–2 or 4+ digits: unambiguous evidence of a decimal. */
const DECIMAL_EVIDENCE: Readonly<Record<DecimalSeparator, RegExp>> = {
  '.': /(?:^|[^\d.,])\d+\.(?:\d{1,2}|\d{4,})(?![\d.,])|(?:^|[^\d.,])0\.\d+(?![\d.,])/gu,
  ',': /(?:^|[^\d.,])\d+,(?:\d{1,2}|\d{4,})(?![\d.,])|(?:^|[^\d.,])0,\d+(?![\d.,])/gu,
};

/** A cell that is only numbers and range punctuation, not a date, time or phone number. */
const NUMERIC_CELL = /^[<>≤≥+\-\s]*\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?[\s%*HLhl]*$/u;

/**
 * The decimal separator a report uses, from the numeric cells it prints: numbers such as '4,5'
 * or '0.25' can only be decimals, so whichever separator appears that way more often wins. With
 * no evidence either way the language decides (German writes commas).
 */
export function detectDecimalSeparator(
  cells: readonly string[],
  language: 'us' | 'de',
): DecimalSeparator {
  let points = 0;
  let commas = 0;
  for (const cell of cells) {
    const text = cell.trim();
    if (!NUMERIC_CELL.test(text)) continue;
    points += (text.match(DECIMAL_EVIDENCE['.']) ?? []).length;
    commas += (text.match(DECIMAL_EVIDENCE[',']) ?? []).length;
  }
  if (points !== commas) return points > commas ? '.' : ',';
  return language === 'de' ? ',' : '.';
}
