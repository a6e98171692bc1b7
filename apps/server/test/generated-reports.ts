import type {
  GeneratedReport,
  LayoutClass,
  TruthResult,
} from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { generateLabReport } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { readPdfText } from '../src/modules/analysis/read-pdf/read-pdf-text';
import type { LabReport, ParsedResult } from '../src/modules/analysis/understand/parse-lab-report';
import { parseLabReport } from '../src/modules/analysis/understand/parse-lab-report';
import { ALL_BIOMARKERS } from '../src/modules/biomarkers/catalogue/catalogue';

/** A generated report of the server's catalogue. */
export function generatedReport(seed: number, layout: LayoutClass): GeneratedReport {
  return generateLabReport(seed, layout, ALL_BIOMARKERS);
}

/** What today's reader makes of a generated report: its text layer, understood. */
export async function readGeneratedReport(report: GeneratedReport): Promise<LabReport> {
  return parseLabReport(await readPdfText(report.pdf, { maxPages: 10, ocr: undefined }));
}

/**
 * Whether the reader's value in the catalogue unit is the truth's, allowing for the rounding of
 * unit factors (a relative 0.1 %).
 */
export function sameValue(truth: TruthResult, result: ParsedResult): boolean {
  const tolerance = 1e-3 * Math.max(Math.abs(truth.value_canonical), 1e-9);
  return Math.abs(result.value_normalised - truth.value_canonical) <= tolerance;
}

/**
 * Results that are not what the report prints: a value other than the printed one, or a biomarker
 * the report does not print at all.
 */
export function wrongValues(report: GeneratedReport, read: LabReport): string[] {
  return read.results.flatMap((result) => {
    const truth = report.truth.results.find((each) => each.biomarker_id === result.biomarker_id);
    if (truth === undefined)
      return [`${result.name}: read as ${result.biomarker}, which the report does not print`];
    return sameValue(truth, result)
      ? []
      : [
          `${result.name}: read ${String(result.value_normalised)} ${result.unit_normalised}, printed ${String(truth.value)} ${truth.unit} = ${String(truth.value_canonical)}`,
        ];
  });
}

/** How many of the results the report prints the reader found, with the printed value. */
export function foundResults(report: GeneratedReport, read: LabReport): number {
  return report.truth.results.filter((truth) =>
    read.results.some(
      (result) => result.biomarker_id === truth.biomarker_id && sameValue(truth, result),
    ),
  ).length;
}
