import { catalogueIndex, normaliseTerm } from './catalogue-index';
import { looksLikeUnit } from './clean-unit';
import type { Flag } from './parse-flag';
import { parseFlag } from './parse-flag';
import type { Bound, DecimalSeparator } from './parse-number';
import { parseNumber } from './parse-number';

/** A result as printed in its cell: a number (maybe a bound, maybe with its unit) or a word. */
export type PrintedValue =
  | {
      kind: 'number';
      value: number;
      bound: Bound | null;
      /** A flag printed in the same cell ('+ 8.2', '12.5 H'). */
      flag: Flag | null;
      /** A unit printed in the same cell ('13.5 g/dL'); '' when there is none. */
      unit: string;
      text: string;
    }
  | { kind: 'text'; term: string; flag: Flag | null; text: string };

/** A result cell that holds something, but no number or word the analysis can read ('l3.5'). */
export interface UnreadableValue {
  kind: 'unreadable';
  text: string;
}

/** '+ 8.2' and '- 3.1' (German high/low marks, with a space), '↑', 'H 12.5', '*12.5'. */
const FLAG_PREFIX = /^(?:([+↑↓*])\s*|(-)\s+(?=\d)|(H|L|HH|LL)\s+(?=[\d<>]))/u;
/** '12.5 H', '12.5H', '8.2*', '250 High', '(L)'; only after a digit or a space. */
const FLAG_SUFFIX = /(?<=[\d\s])(?:\(?(?:H|L|HH|LL|High|Low|HIGH|LOW)\)?|\*+|↑|↓)$/u;
/** A number (with a bound sign or word) followed by whatever else the cell prints. */
const NUMBER_THEN_REST =
  /^((?:<=|>=|=<|=>|<|>|≤|≥|less than|more than|up to|below|above)?\s*[+-]?(?:\d[\d.,']*|[.,]\d+))\s*(.*)$/iu;

function prefixFlag(match: RegExpExecArray): Flag | null {
  const [, sign, minus, letter] = match;
  if (minus !== undefined) return 'L';
  if (sign === '*') return null;
  if (sign !== undefined) return sign === '↓' ? 'L' : 'H';
  return letter === undefined ? null : (parseFlag(letter) ?? null);
}

function splitFlags(text: string): { rest: string; flag: Flag | null } {
  let rest = text.trim();
  let flag: Flag | null = null;
  const prefix = FLAG_PREFIX.exec(rest);
  if (prefix !== null) {
    flag = prefixFlag(prefix);
    rest = rest.slice(prefix[0].length).trim();
  }
  const suffix = FLAG_SUFFIX.exec(rest);
  if (suffix !== null && suffix.index > 0) {
    flag ??= parseFlag(suffix[0]) ?? null;
    rest = rest.slice(0, suffix.index).trim();
  }
  return { rest, flag };
}

function readNumber(rest: string, decimal: DecimalSeparator): PrintedValue | undefined {
  const whole = parseNumber(rest, decimal);
  if (whole !== undefined) return { kind: 'number', ...whole, flag: null, unit: '', text: rest };
  const split = NUMBER_THEN_REST.exec(rest);
  if (split === null) return undefined;
  const parsed = parseNumber(split[1] ?? '', decimal);
  const unit = (split[2] ?? '').trim();
  if (parsed === undefined || !looksLikeUnit(unit)) return undefined;
  return { kind: 'number', ...parsed, flag: null, unit, text: rest };
}

/**
 * A result cell: '12.5', '5,100', '<0.5', '> 90', '+ 8.2', '12.5 H', '13.5 g/dL', or a
 * qualitative word some catalogue biomarker knows ('Negative', 'Non Reactive', 'positiv', 'G1').
 * Undefined for anything else ('Blood (2 ml)', '1 day', a sentence).
 */
export function parseValue(text: string, decimal: DecimalSeparator): PrintedValue | undefined {
  const { rest, flag } = splitFlags(text);
  if (rest === '') return undefined;
  const number = readNumber(rest, decimal);
  if (number !== undefined) return { ...number, flag: number.kind === 'number' ? flag : null };
  const term = normaliseTerm(rest);
  // '+' alone is a dipstick grade; as a cell before a number it was read as a flag above.
  if (catalogueIndex().textTerms.has(term)) return { kind: 'text', term, flag, text: rest };
  return undefined;
}
