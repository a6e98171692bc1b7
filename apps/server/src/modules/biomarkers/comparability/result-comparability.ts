import { Provenance } from '@labtrail/contract/review';
import Compile from 'typebox/compile';
import { detectDecimalSeparator } from '../../analysis/understand/parse-number';
import { parseRange } from '../../analysis/understand/parse-range';
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

const provenance = Compile(Provenance);

function provenanceOf(json: string): Provenance | undefined {
  const parsed: unknown = JSON.parse(json);
  return provenance.Check(parsed) ? parsed : undefined;
}

/** Text a report printed, or null for none. */
function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function boundsOf(
  result: ComparableResult,
  printed: Provenance['printed'],
): RangeBounds | undefined {
  const biomarker = findBiomarker(result.biomarker_id);
  if (biomarker === undefined || printed.range === null) return undefined;
  // The value's own digits are the best evidence of the report's decimal separator.
  const decimal = detectDecimalSeparator([printed.value, printed.range], 'us');
  const range = parseRange(printed.range, decimal);
  if (range === undefined || (range.low === null && range.high === null)) return undefined;
  const unit = present(range.unit) ?? result.original_unit ?? biomarker.unit;
  const convert = (bound: number | null) =>
    bound === null ? null : (toCanonical(biomarker, bound, unit) ?? Number.NaN);
  const bounds = { low: convert(range.low), high: convert(range.high) };
  return Number.isNaN(bounds.low) || Number.isNaN(bounds.high) ? undefined : bounds;
}

/** What a stored result says of where it was measured, how, and against which range. */
export function comparabilityOf(result: ComparableResult): Comparability {
  if (result.provenance == null) return NOTHING_KNOWN;
  const source = provenanceOf(result.provenance);
  if (source === undefined) return NOTHING_KNOWN;
  return {
    lab: present(source.lab),
    method: present(source.method),
    printedUnit: present(source.printed.unit),
    printedRange: present(source.printed.range),
    range: boundsOf(result, source.printed),
  };
}
