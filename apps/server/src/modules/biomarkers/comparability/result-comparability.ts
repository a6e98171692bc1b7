import { detectDecimalSeparator } from '../printed/parse-number';
import { parseRange } from '../printed/parse-range';
import { findBiomarker } from '../find-biomarker';
import { toCanonical } from '../units/convert-unit';

/** The ends of a printed reference range in the catalogue's unit; null where it is open. */
export interface RangeBounds {
  low: number | null;
  high: number | null;
}

/** What makes one result comparable with another: who measured it, how, against what range. */
export interface Comparability {
  /** The laboratory the report names; null for a value entered by hand or a report naming none. */
  lab: string | null;
  method: string | null;
  printedUnit: string | null;
  printedRange: string | null;
  /** The printed range in the catalogue's unit; undefined when it is not a readable numeric one. */
  range: RangeBounds | undefined;
}

/** A stored result as far as its comparability goes; rows of the results table fit it. */
export interface ComparableResult {
  biomarker_id: number;
  /** The unit the value was printed or entered in; the catalogue's when left out. */
  original_unit?: string;
  /** JSON of the contract's Provenance; null or absent for values entered by hand. */
  provenance?: string | null;
}

const NOTHING_KNOWN: Comparability = {
  lab: null,
  method: null,
  printedUnit: null,
  printedRange: null,
  range: undefined,
};

/** A JSON string (escaped quotes and all) or null after a key, from its first occurrence. */
const fieldPatterns = new Map(
  (['lab', 'method', 'unit', 'range', 'value'] as const).map((key) => [
    key,
    new RegExp(`"${key}":("(?:[^"\\\\]|\\\\.)*"|null)`, 'u'),
  ]),
);

/**
 * One text of a stored provenance, read without parsing all of it (a history of thousands of
 * values would spend most of its time on boxes it does not need). Safe because the column holds
 * what JSON.stringify wrote of a Provenance: `printed` comes first, so its unit, range and value
 * are the first of their names; lab and method are the provenance's own; and a quote inside a
 * printed text is escaped, so no text can look like a key.
 */
export function provenanceText(
  json: string,
  key: 'lab' | 'method' | 'unit' | 'range' | 'value',
): string | null {
  const match = fieldPatterns.get(key)?.exec(json);
  const literal = match?.[1];
  if (literal === undefined || literal === 'null') return null;
  const text: unknown = JSON.parse(literal);
  return typeof text === 'string' ? text : null;
}

/** Text a report printed, or null for none. */
function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Ranges already converted: a person's results repeat a few printed ranges many times. */
const convertedRanges = new Map<string, RangeBounds | undefined>();
const MOST_CONVERTED_RANGES = 10_000;

function convertRange(
  biomarkerId: number,
  printedRange: string,
  printedValue: string,
  valueUnit: string | undefined,
): RangeBounds | undefined {
  const biomarker = findBiomarker(biomarkerId);
  if (biomarker === undefined) return undefined;
  // The value's own digits are the best evidence of the report's decimal separator.
  const decimal = detectDecimalSeparator([printedValue, printedRange], 'us');
  const range = parseRange(printedRange, decimal);
  if (range === undefined || (range.low === null && range.high === null)) return undefined;
  const unit = present(range.unit) ?? valueUnit ?? biomarker.unit;
  const convert = (bound: number | null) =>
    bound === null ? null : (toCanonical(biomarker, bound, unit) ?? Number.NaN);
  const bounds = { low: convert(range.low), high: convert(range.high) };
  return Number.isNaN(bounds.low) || Number.isNaN(bounds.high) ? undefined : bounds;
}

function boundsOf(
  result: ComparableResult,
  printedRange: string | null,
  printedValue: string,
): RangeBounds | undefined {
  if (printedRange === null) return undefined;
  const key = [result.biomarker_id, result.original_unit ?? '', printedValue, printedRange].join(
    '\u0000',
  );
  if (convertedRanges.has(key)) return convertedRanges.get(key);
  const bounds = convertRange(
    result.biomarker_id,
    printedRange,
    printedValue,
    result.original_unit,
  );
  if (convertedRanges.size >= MOST_CONVERTED_RANGES) convertedRanges.clear();
  convertedRanges.set(key, bounds);
  return bounds;
}

/** What a stored result says of where it was measured, how, and against which range. */
export function comparabilityOf(result: ComparableResult): Comparability {
  const json = result.provenance;
  if (json == null) return NOTHING_KNOWN;
  const printedRange = present(provenanceText(json, 'range'));
  return {
    lab: present(provenanceText(json, 'lab')),
    method: present(provenanceText(json, 'method')),
    printedUnit: present(provenanceText(json, 'unit')),
    printedRange,
    range: boundsOf(result, printedRange, provenanceText(json, 'value') ?? ''),
  };
}
