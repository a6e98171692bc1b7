import { isCatalogueName } from '../../biomarkers/printed/catalogue-index';
import { looksLikeUnit } from '../../biomarkers/printed/clean-unit';
import { parseFlag } from '../../biomarkers/printed/parse-flag';
import type { DecimalSeparator } from '../../biomarkers/printed/parse-number';
import { parseRange } from '../../biomarkers/printed/parse-range';
import { parseValue } from '../../biomarkers/printed/parse-value';
import type { Cell } from './split-cells';

/**
 * Where one printed run of text holds several cells: two or more spaces, dot leaders
 * ('TSH ........ 2.1'), an ellipsis, a semicolon before a number.
 */
const GAPS = /\s{2,}|\s*(?:\.\s?){3,}\s*|\s*…+\s*|\s*;\s+(?=[<>≤≥\d])/gu;
/**
 * A reference range written after the result with its label or in brackets: '(Reference
 * 200-900)', '(Ref. range: 32.0 to 36.0)', 'ref: 0.4 - 4.0', 'Normal: 30-400', 'Referenzbereich:
 * 3,5-5,1', '(133 - 146)'.
 */
const LABELLED_RANGE =
  /\s*[;,]?\s*[([]?\s*\b(?:(?:(?:within|above|below|outside)\s+)?(?:the\s+)?(?:normal|reference)\s+range\s+(?:is|of)|ref(?:erence)?\.?(?:\s*(?:range|interval|values?|int\.?))?|normal(?:\s+range)?|norm(?:al)?bereich|referenz(?:bereich|werte?|intervall)?|ref\.?-?bereich)\s*[:.]?\s*([^()[\]]*\d[^()[\]]*?)\s*[)\]]?\s*$/iu;
const BRACKETED = /\s*[([]([^()[\]]*\d[^()[\]]*)[)\]]\s*$/u;
/**
 * A result told in a sentence: 'Your ferritin was 45 ng/mL (normal 30-400).', 'Kortisol came back
 * at 11.9 µg/dL', 'Ihr Ferritin lag bei 45 ng/ml'. The name is taken only when the catalogue
 * knows it, so a sentence of advice ('The result of HbA1c is 6.5 % or higher …') stays prose.
 */
const SENTENCE =
  /^(?:(?:your|the|ihr|ihre|der|die|das)\s+)?(.+?)\s+(?:(?:result|level|value|wert)\s+)?(?:is|was|came back at|came back as|measured|lag bei|liegt bei|betrug|beträgt|ist|war)\s+(.+?)\.?$/iu;
/** 'Name: value': a colon and a space after a name. */
const COLON = /^([^:]*[A-Za-zÄÖÜäöüß][^:]*?:)\s+(.+)$/u;
const LETTER = /[A-Za-zÄÖÜäöüß]/u;
const NUMBER = /\d+(?:[.,]\d+)*/gu;
/** Starts like a value: a number, a bound sign or word, a sign flag before a number. */
const VALUE_START = /^(?:[<>≤≥]|[+-]?\s*\d|[.,]\d|(?:less|more) than\s|(?:up to|below|above)\s)/iu;

/** The decimal separator is not known yet where cells are made: either reading counts. */
function readsAs(read: (text: string, decimal: DecimalSeparator) => unknown) {
  return (text: string): boolean => read(text, '.') !== undefined || read(text, ',') !== undefined;
}
const isRange = readsAs(parseRange);
const isNumber = readsAs((text, decimal) => {
  const value = parseValue(text, decimal);
  return value?.kind === 'number' || value?.kind === 'pair' ? value : undefined;
});
const isFlag = (text: string): boolean => parseFlag(text) !== undefined;
const isWord = readsAs((text, decimal) => {
  const value = parseValue(text, decimal);
  return value?.kind === 'text' ? value : undefined;
});
/** A value printed with its unit in the same piece ('12.5 U/mL'). */
const hasUnit = readsAs((text, decimal) => {
  const value = parseValue(text, decimal);
  return value !== undefined && 'unit' in value && value.unit !== '' ? value : undefined;
});

/** Whether a range's unit ends in this word ('Up to 46 U / L'), which is then no flag. */
function rangeUnitEndsWith(text: string, word: string): boolean {
  const unit = parseRange(text, '.')?.unit ?? parseRange(text, ',')?.unit ?? '';
  return unit !== word && unit.endsWith(word);
}

/**
 * A range and nothing else: two ends, or one end with one number ('< 200'). An open range
 * followed by more ('<0.5 mg/L (Ref <5)') is a censored value with its range.
 */
function isOneRange(text: string): boolean {
  const range = parseRange(text, '.') ?? parseRange(text, ',');
  if (range === undefined) return false;
  const numbers = (text.match(NUMBER) ?? []).length;
  return range.low !== null && range.high !== null ? numbers <= 2 : numbers <= 1;
}

/** What may follow a value: a range, a flag, a unit, in the orders labs print them. */
function tailPieces(text: string): string[] | undefined {
  if (text === '') return [];
  if (isRange(text) || isFlag(text) || looksLikeUnit(text)) return [text];
  const words = text.split(' ');
  for (let at = 1; at < words.length; at += 1) {
    const head = words.slice(0, at).join(' ');
    const rest = words.slice(at).join(' ');
    if (!(isFlag(head) || looksLikeUnit(head))) continue;
    const more = tailPieces(rest);
    if (more !== undefined) return [head, ...more];
  }
  const last = words.at(-1) ?? '';
  const before = words.slice(0, -1).join(' ');
  return isFlag(last) && isRange(before) ? [before, last] : undefined;
}

/**
 * A piece that starts with a value split into the value (with a unit or flag printed in its own
 * cell) and what follows; the longest value reading that leaves a readable tail wins.
 */
function valuePieces(text: string): string[] | undefined {
  if (!VALUE_START.test(text) || (isRange(text) && !isNumber(text))) return undefined;
  const words = text.split(' ');
  for (let at = words.length; at >= 1; at -= 1) {
    const value = words.slice(0, at).join(' ');
    if (!isNumber(value)) continue;
    const tail = tailPieces(words.slice(at).join(' '));
    if (tail !== undefined) return [value, ...tail];
  }
  return undefined;
}

/**
 * A name followed by its value in one run ('Sodium 131 mmol/L', 'CA 19-9 12.5 U/mL'): of the
 * places the value can start that leave a unit, range or flag after the value, one whose name the
 * catalogue knows, else the first. A name and a number alone ('Glukose 2 h') stay one name,
 * unless a range or flag was printed after them (`followed`).
 */
function nameThenValue(text: string, followed: boolean): string[] | undefined {
  if (isCatalogueName(text)) return undefined;
  const words = text.split(' ');
  let first: string[] | undefined;
  for (let at = 1; at < words.length; at += 1) {
    const name = words.slice(0, at).join(' ');
    if (!LETTER.test(name)) continue;
    const value = valuePieces(words.slice(at).join(' '));
    if (value === undefined || (value.length < 2 && !hasUnit(value[0] ?? '') && !followed))
      continue;
    if (isCatalogueName(name)) return [name, ...value];
    first ??= [name, ...value];
  }
  return first;
}

/** A qualitative result after a label ('HIV 1/2 Ab: Non-reactive'), with what follows it. */
function wordPieces(text: string): string[] | undefined {
  const words = text.split(' ');
  for (let at = words.length; at >= 1; at -= 1) {
    const word = words.slice(0, at).join(' ');
    if (!isWord(word)) continue;
    const tail = tailPieces(words.slice(at).join(' '));
    if (tail !== undefined) return [word, ...tail];
  }
  return undefined;
}

/** The pieces of one gap-free run of text; `followed` when a range or flag came after it. */
function phrasePieces(printed: string, followed = false): string[] {
  // The full stop that ends a sentence ('… (normal 30-400).') is no part of the range.
  const text = /\s/u.test(printed) ? printed.replace(/(?<=[\d)])\.$/u, '') : printed;
  const words = text.split(' ');
  const last = words.at(-1) ?? '';
  const beforeLast = words.slice(0, -1).join(' ');
  // A range ('Female: 12 - 15', '< 200') is one cell, unless a flag follows it ('19.0-87.0 L');
  // with more numbers after it, it may be a censored value followed by its range ('<10.1 mg/dL
  // ref. interval 12.8 - 51.4').
  if (words.length > 1 && isFlag(last) && isRange(beforeLast) && !rangeUnitEndsWith(text, last))
    return [beforeLast, last];
  // Before a printed range, what reads as an open range is a censored value ('CRP: <0.5 mg/L').
  if (isOneRange(text) && !followed) return [text];
  // A flag column printed close to the unit column ('A mmol/L').
  const [first = '', ...afterFirst] = words;
  if (afterFirst.length > 0 && isFlag(first) && looksLikeUnit(afterFirst.join(' ')))
    return [first, afterFirst.join(' ')];
  // A flag after everything else ('… (Reference 4.5 – 11.0) H'), when a value and more come
  // before it; a name ending in a number and a letter ('Glukose 2 h') is no value with a flag.
  if (words.length > 2 && isFlag(last)) {
    const before = phrasePieces(beforeLast, true);
    if (before.length > 2) return [...before, last];
  }
  const labelled = LABELLED_RANGE.exec(text) ?? BRACKETED.exec(text);
  if (labelled !== null && labelled.index > 0 && isRange(labelled[1] ?? '')) {
    return [
      ...phrasePieces(text.slice(0, labelled.index).trim(), true),
      (labelled[1] ?? '').trim(),
    ];
  }
  const sentence = SENTENCE.exec(text);
  if (sentence !== null && isCatalogueName(sentence[1] ?? '')) {
    const pieces = phrasePieces(sentence[2] ?? '', followed);
    if (pieces.length > 0 && isNumber(pieces[0] ?? '')) return [sentence[1] ?? '', ...pieces];
  }
  const colon = COLON.exec(text);
  const [, label = '', rest = ''] = colon ?? [];
  const afterColon = colon === null ? undefined : (valuePieces(rest) ?? wordPieces(rest));
  if (afterColon !== undefined) return [label, ...afterColon];
  return valuePieces(text) ?? nameThenValue(text, followed) ?? aroundRange(text) ?? [text];
}

/**
 * A range glued to what labs print beside it: its unit before it ('mL/min/BSA > 90') or a flag
 * after it ('19.0-87.0 L'). Without a range among the pieces nothing is split: 'A / G Ratio' is
 * a name, not a flag and a unit.
 */
function aroundRange(text: string): string[] | undefined {
  const pieces = tailPieces(text);
  return pieces !== undefined && pieces.length > 1 && pieces.some(isRange) ? pieces : undefined;
}

/** Cuts `text` at `pieces` (in order), giving each piece's start and end in the text. */
function locate(text: string, pieces: readonly string[]): { piece: string; start: number }[] {
  let from = 0;
  return pieces.map((piece) => {
    const start = text.indexOf(piece, from);
    from = start < 0 ? from : start + piece.length;
    return { piece, start: Math.max(start, 0) };
  });
}

/**
 * The cells one run of text holds when a report prints a result as a phrase rather than in
 * columns ('Vitamin B12: 310 pg/mL (Reference 200-900)', 'TSH ........ 2.1 mIU/L   0.4–4.0',
 * 'mL/min/BSA > 90' where a unit ran into its range). Each piece gets the share of the run's width
 * its characters take, so that columns still place it. A run that is one cell stays as it is.
 */
export function splitPhrases(cell: Cell): Cell[] {
  const text = cell.text;
  const gaps = text
    .split(GAPS)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const pieces = gaps.flatMap((gap) => phrasePieces(gap)).filter((piece) => piece !== '');
  if (pieces.length <= 1) return [cell];
  const width = cell.x2 - cell.x;
  const length = Math.max(text.length, 1);
  return locate(text, pieces).map(({ piece, start }) => {
    const x = cell.x + (width * start) / length;
    const x2 = cell.x + (width * (start + piece.length)) / length;
    return { ...cell, text: piece, x, x2, box: { ...cell.box, left: x, right: x2 } };
  });
}
