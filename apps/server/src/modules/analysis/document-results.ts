import type { DocumentsTable } from '../../db/schema';
import type { NewResult } from '../results/record-results';
import type { LabReport } from './understand/parse-lab-report';

/**
 * The values a report gave, as results to store: dated by the report (or, without a date, the
 * upload), each biomarker once.
 */
export function documentResults(document: DocumentsTable, report: LabReport): NewResult[] {
  const testDate = report.report_date ?? new Date(document.created_at).toISOString().slice(0, 10);
  const seen = new Set<number>();
  const results: NewResult[] = [];
  for (const result of report.results) {
    // A report that prints one marker twice (e.g. in a summary table) counts it once.
    if (seen.has(result.biomarker_id)) continue;
    seen.add(result.biomarker_id);
    results.push({
      biomarkerId: result.biomarker_id,
      value: result.value_normalised,
      originalValue: result.value,
      // The printed value is in the unit its printed range showed when the cell printed none.
      originalUnit: result.unit === '' ? (result.unit_inferred ?? '') : result.unit,
      comparator: result.bound,
      valueText: result.value_text,
      testDate,
      provenance: result.source,
    });
  }
  return results;
}
