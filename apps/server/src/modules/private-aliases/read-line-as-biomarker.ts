import type { Provenance } from '@labtrail/contract/review';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { isPlausible } from '../biomarkers/is-plausible';
import { toCanonical } from '../biomarkers/units/convert-unit';
import { cleanUnit } from '../biomarkers/printed/clean-unit';
import { inferUnit } from '../biomarkers/printed/infer-unit';
import type { DecimalSeparator } from '../biomarkers/printed/parse-number';
import { parseRange } from '../biomarkers/printed/parse-range';
import { parseValue } from '../biomarkers/printed/parse-value';
import { textValue } from '../biomarkers/printed/text-value';
import type { NewResult } from '../results/record-results';
import { printedOf } from '../results/stored-unmatched-lines';

/** An unmatched line as the reader left it; a line stored before its source was kept has none. */
export interface LineToRead {
  name: string;
  /** As printed. */
  value: string;
  unit: string;
  ref_range: string | null;
  page: number;
  source?: Provenance;
}

export interface LineReadingContext {
  /** YYYY-MM-DD: the document's report date, else its upload day. */
  testDate: string;
  decimal: DecimalSeparator;
  /** A PDF's line has a page; an imported FHIR file's has none, whatever an old line says. */
  hasPages: boolean;
  /** The unit the person chose for the value, in place of the printed one. */
  unit?: string | undefined;
}

/** Why a line cannot be a value of the biomarker: a reason in the reader's words. */
export type LineProblem =
  | { kind: 'unreadable'; reason: string }
  | { kind: 'unit'; reason: string }
  | { kind: 'implausible'; reason: string };

export type LineReading = { result: NewResult } | { problem: LineProblem };

/** The reader's rounding: unit factors must not leave binary noise in stored values. */
function round(value: number): number {
  return Number(value.toPrecision(12));
}

interface Converted {
  normalised: number;
  /** The unit the value was read in, as printed or chosen; the catalogue's when a range showed it. */
  unit: string;
}

/**
 * The value in the biomarker's unit, as the reader converts it: the whole unit, else its first
 * word ('% of total Hgb'); without a unit, the one its printed range shows, never a guess.
 */
function convert(
  biomarker: CatalogueBiomarker,
  value: number,
  unit: string,
  range: { text: string | null; decimal: DecimalSeparator },
): Converted | LineProblem {
  const cleaned = cleanUnit(unit);
  if (cleaned !== '') {
    for (const candidate of [cleaned, cleaned.split(' ')[0] ?? cleaned]) {
      const normalised = toCanonical(biomarker, value, candidate);
      if (normalised !== undefined) return { normalised: round(normalised), unit: unit.trim() };
    }
    return {
      kind: 'unit',
      reason: `unit "${cleaned}" cannot be converted to ${biomarker.name}'s ${biomarker.unit}`,
    };
  }
  const printedRange = range.text === null ? undefined : parseRange(range.text, range.decimal);
  const inferred = inferUnit(biomarker, printedRange);
  if ('reason' in inferred) return { kind: 'unit', reason: inferred.reason };
  return { normalised: round(value * inferred.factor + inferred.offset), unit: inferred.unit };
}

function provenanceOf(line: LineToRead, hasPages: boolean): Provenance {
  if (line.source !== undefined) return { ...line.source, mapped: true };
  return {
    printed: printedOf(line),
    page: hasPages ? line.page : null,
    row_box: null,
    value_box: null,
    observation: null,
    mapped: true,
  };
}

/**
 * An unmatched line read as a value of `biomarker`, the way the reader reads a row whose name it
 * knows: the printed value parsed ('<5', '4,5', '12.5 H', a qualitative word the biomarker is
 * reported with), its unit (the person's choice, else the printed one) converted into the
 * catalogue's, a value no sample can show refused. The result is dated `testDate` and keeps the
 * line's provenance, marked as read through the person's mapping.
 */
export function readLineAsBiomarker(
  line: LineToRead,
  biomarker: CatalogueBiomarker,
  context: LineReadingContext,
): LineReading {
  const printed = parseValue(line.value, context.decimal);
  if (printed === undefined || printed.kind === 'pair')
    return {
      problem: { kind: 'unreadable', reason: `the value "${line.value}" could not be read` },
    };
  let reading: { value: number; normalised: number; unit: string; text: string | null };
  if (printed.kind === 'text') {
    const value = textValue(biomarker, printed.term);
    if (value === undefined)
      return {
        problem: {
          kind: 'unreadable',
          reason: `"${printed.text}" is not a result ${biomarker.name} is reported with`,
        },
      };
    reading = { value, normalised: value, unit: line.unit, text: printed.text };
  } else {
    const unit = context.unit ?? (line.unit === '' ? printed.unit : line.unit);
    const converted = convert(biomarker, printed.value, unit, {
      text: line.ref_range,
      decimal: context.decimal,
    });
    if ('kind' in converted) return { problem: converted };
    reading = { value: printed.value, ...converted, text: null };
  }
  if (!isPlausible(biomarker, reading.normalised)) {
    const { min, max } = biomarker.plausible;
    return {
      problem: {
        kind: 'implausible',
        reason: `${String(reading.normalised)} ${biomarker.unit} is outside what a sample can show for ${biomarker.name} (${String(min)}–${String(max)})`,
      },
    };
  }
  return {
    result: {
      biomarkerId: biomarker.id,
      value: reading.normalised,
      originalValue: reading.value,
      originalUnit: reading.unit,
      comparator: printed.kind === 'number' ? printed.bound : null,
      valueText: reading.text,
      testDate: context.testDate,
      provenance: provenanceOf(line, context.hasPages),
    },
  };
}
