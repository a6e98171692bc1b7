import type { GeneratorBiomarker } from './catalogue-input';
import type { Unit } from './pick-rows';
import type { ReportRow, TruthResult } from './report-model';

/** One printed line of a content class: the text of each column and the results it holds. */
export interface ContentRow {
  name: string;
  value: string;
  unit: string;
  range: string;
  results: TruthResult[];
}

/** The truth of a row of numbers as pick-rows draws it. */
export function truthOf(row: ReportRow): TruthResult {
  return {
    biomarker_id: row.biomarker_id,
    printed_name: row.printed_name,
    value: row.value,
    unit: row.unit,
    comparator: row.comparator,
    value_canonical: row.value_canonical,
    canonical_unit: row.canonical_unit,
    value_text: null,
  };
}

export function contentRow(row: ReportRow): ContentRow {
  return {
    name: row.printed_name,
    value: row.value_text,
    unit: row.unit,
    range: row.range_text,
    results: [truthOf(row)],
  };
}

/** The truth of `value` as printed in `unit` (canonical = printed × factor + offset). */
export function numberResult(
  biomarker: GeneratorBiomarker,
  name: string,
  value: number,
  unit: Unit,
): TruthResult {
  return {
    biomarker_id: biomarker.id,
    printed_name: name,
    value,
    unit: unit.unit,
    comparator: null,
    value_canonical: value * unit.factor + unit.offset,
    canonical_unit: biomarker.unit,
    value_text: null,
  };
}

/** A unit in which the printed value is the canonical one. */
export function canonicalUnit(biomarker: GeneratorBiomarker): Unit {
  return { unit: biomarker.unit, factor: 1, offset: 0 };
}
