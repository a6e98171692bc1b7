import type { PdfText } from '../pdf-text';
import type { ReportLanguage } from './detect-language';
import { detectLab } from './detect-lab';
import { detectLanguage } from './detect-language';
import type { DocumentType } from './detect-document-type';
import { detectDocumentType } from './detect-document-type';
import { detectReportDate } from './detect-report-date';
import type { RegionState } from './page-regions';
import { pageRegions } from './page-regions';
import { detectDecimalSeparator } from '../../biomarkers/printed/parse-number';
import { readingProvenance } from './reading-provenance';
import { readRows } from './read-rows';
import type { UnmatchedLine } from '../../biomarkers/printed/unmatched-line';
import type { ParsedResult } from './resolve-row';
import { resolveReading } from './resolve-row';
import { splitCells } from './split-cells';

export type { DocumentType } from './detect-document-type';
export type { ReportLanguage } from './detect-language';
export type { ParsedResult } from './resolve-row';

/** What a lab report says, as the analysis stores it. */
export interface LabReport {
  document_type: DocumentType;
  /** YYYY-MM-DD: the report date, else the collection date; null when neither is readable. */
  report_date: string | null;
  language: ReportLanguage;
  /** The laboratory the report names, as printed; null when it names none. */
  lab: string | null;
  results: ParsedResult[];
  /** Lines that read like results but name no catalogue biomarker or print an unusable unit. */
  unmatched: UnmatchedLine[];
}

/**
 * Understands the positioned text of a lab report: its language and number style, its tables
 * (columns from the header row, rows from the lines with values), each row's name matched to a
 * catalogue biomarker through English and German names and aliases, the value converted to the
 * catalogue's unit; then the document type and date. Never throws on odd input: what it cannot
 * read it leaves out or lists as unmatched.
 */
export function parseLabReport(text: PdfText): LabReport {
  const language = detectLanguage(text);
  const decimal = detectDecimalSeparator(
    text.pages.flatMap((page) =>
      page.lines.flatMap((line) => splitCells(line).map((cell) => cell.text)),
    ),
    language,
  );
  const state: RegionState = { layouts: null };
  const rows = text.pages
    .flatMap((page) => pageRegions(page, state))
    .flatMap((region) => readRows(region, decimal));
  const pages = new Map(text.pages.map((page) => [page.number, page]));
  const lab = detectLab(text);
  const results: ParsedResult[] = [];
  const unmatched: UnmatchedLine[] = [];
  for (const row of rows) {
    const page = pages.get(row.page);
    if (page === undefined) continue;
    for (const reading of row.readings) {
      const source = readingProvenance(row, reading, page, lab);
      const outcome = resolveReading(row, reading, page.ocr, source);
      if ('result' in outcome) results.push(outcome.result);
      else if ('unmatched' in outcome) unmatched.push(outcome.unmatched);
    }
  }
  return {
    document_type: detectDocumentType(
      text,
      results.map((result) => result.biomarker_id),
      unmatched.length,
    ),
    report_date: detectReportDate(text),
    language,
    lab,
    results,
    unmatched,
  };
}
