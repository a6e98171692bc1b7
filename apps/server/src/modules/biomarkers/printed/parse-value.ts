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
  | { kind: 'text'; term: string; flag: Flag | null; text: string }
  | {
      /** Two numbers of one measurement: blood pressure '132/86'. */
      kind: 'pair';
      first: number;
      second: number;
      flag: Flag | null;
      unit: string;
      text: string;
    };

/** A result cell that holds something, but no number or word the analysis can read ('l3.5'). */
export interface UnreadableValue {
  kind: 'unreadable';
  text: string;
}

/** '+ 8.2' and '- 3.1' (German high/low marks, with a space), '↑8.2', '*12.5'. */
const SIGN_PREFIX = /^(?:([+↑↓▲▼*!])\s*(?![+])|(-)\s+(?=\d))/u;
/** A flag glued to the digits: '12.5H', '8.2*', '131!', '5.4↑'. */
const GLUED_SUFFIX = /(?<=\d)(?:HH|LL|H|L|\*+|!+|[↑↓▲▼])$/u;
/** A number with what follows it in the cell: a bound sign or word first. */
const NUMBER_THEN_REST =
  /^((?:<=|>=|=<|=>|<|>|≤|≥|less than|more than|up to|below|above)?\s*[+-]?(?:\d[\d.,']*|[.,]\d+))\s*(.*)$/iu;
/** Blood pressure as printed: '132/86', '132 / 86 mmHg'. */
const PAIR = /^(\d{2,3})\s*\/\s*(\d{2,3})(?:\s+(.+))?$/u;
/** Starts like a value: a digit or a bound sign. */
const VALUE_START = /^[\d<>≤≥.,]/u;

function signFlag(match: RegExpExecArray): Flag | null {
  const [, sign, minus] = match;
  if (minus !== undefined) return 'L';
  return sign === undefined ? null : (parseFlag(sign) ?? null);
}

/**
 * A flag printed in the value's cell, before or after the number ('H 12.5', '↓ 3.1', '(L) 3.1',
 * '12.5 H', '12.5 (H)', '250 High', '30 -', '3.70 +', '12.5H'), and what is left.
 */
function splitFlags(text: string): { rest: string; flag: Flag | null } {
  let rest = text.trim();
  let flag: Flag | null = null;
  const sign = SIGN_PREFIX.exec(rest);
  const [firstWord = '', ...afterFirst] = rest.split(/\s+/u);
  if (sign !== null) {
    flag = signFlag(sign);
    rest = rest.slice(sign[0].length).trim();
  } else if (parseFlag(firstWord) !== undefined && VALUE_START.test(afterFirst.join(' '))) {
    flag = parseFlag(firstWord) ?? null;
    rest = afterFirst.join(' ');
  }
  const words = rest.split(/\s+/u);
  const lastWord = words.at(-1) ?? '';
  if (words.length > 1 && (parseFlag(lastWord) !== undefined || lastWord === '-')) {
    flag ??= lastWord === '-' ? 'L' : (parseFlag(lastWord) ?? null);
    rest = words.slice(0, -1).join(' ');
  } else {
    const glued = GLUED_SUFFIX.exec(rest);
    if (glued !== null) {
      flag ??= parseFlag(glued[0]) ?? null;
      rest = rest.slice(0, glued.index);
    }
  }
  return { rest, flag };
}

/** A unit with a flag printed between it and the number ('131 L mmol/L'). */
function unitAfterFlag(rest: string): { unit: string; flag: Flag | null } {
  const [first = '', ...others] = rest.split(/\s+/u);
  const flag = parseFlag(first);
  const unit = others.join(' ');
  return flag !== undefined && others.length > 0 && looksLikeUnit(unit)
    ? { unit, flag }
    : { unit: rest, flag: null };
}

function readNumber(rest: string, decimal: DecimalSeparator): PrintedValue | undefined {
  const whole = parseNumber(rest, decimal);
  if (whole !== undefined) return { kind: 'number', ...whole, flag: null, unit: '', text: rest };
  const split = NUMBER_THEN_REST.exec(rest);
  if (split === null) return undefined;
  const parsed = parseNumber(split[1] ?? '', decimal);
  const { unit, flag } = unitAfterFlag((split[2] ?? '').trim());
  if (parsed === undefined || !looksLikeUnit(unit)) return undefined;
  return { kind: 'number', ...parsed, flag, unit, text: rest };
}

/**
 * A result cell: '12.5', '5,100', '<0.5', '> 90', '+ 8.2', '12.5 H', '13.5 g/dL', '132/86 mmHg', or a
 * qualitative word some catalogue biomarker knows ('Negative', 'Non Reactive', 'positiv', 'G1').
 * Undefined for anything else ('Blood (2 ml)', '1 day', a sentence).
 */
export function parseValue(text: string, decimal: DecimalSeparator): PrintedValue | undefined {
  const whole = normaliseTerm(text);
  // A dipstick grade ('+', '+++') is a result, not a flag.
  if (/^\+{1,4}$/u.test(whole) && catalogueIndex().textTerms.has(whole))
    return { kind: 'text', term: whole, flag: null, text: text.trim() };
  const { rest, flag } = splitFlags(text);
  if (rest === '') return undefined;
  const pair = PAIR.exec(rest);
  if (pair !== null && (pair[3] === undefined || looksLikeUnit(pair[3]))) {
    const [, first = '', second = '', unit = ''] = pair;
    return { kind: 'pair', first: Number(first), second: Number(second), flag, unit, text: rest };
  }
  const number = readNumber(rest, decimal);
  if (number !== undefined)
    return { ...number, flag: number.kind === 'number' ? (flag ?? number.flag) : null };
  const term = normaliseTerm(rest);
  // '+' alone is a dipstick grade; as a cell before a number it was read as a flag above.
  if (catalogueIndex().textTerms.has(term)) return { kind: 'text', term, flag, text: rest };
  return undefined;
}
