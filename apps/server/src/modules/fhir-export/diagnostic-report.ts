import type { FhirDiagnosticReport, FhirReference } from '@labtrail/contract/fhir-export';
import type { DocumentsTable } from '../../db/schema';
import { DIAGNOSTIC_SERVICE_SECTION, LABORATORY_REPORT, LOINC } from './code-systems';
import { resourceUuid } from './entry-urn';
import type { ExportContext } from './export-context';

/** An analysed document as the lab report it is, naming the Observations read from it. */
export function diagnosticReportOf(
  document: DocumentsTable,
  results: readonly FhirReference[],
  context: ExportContext,
): FhirDiagnosticReport {
  return {
    resourceType: 'DiagnosticReport',
    id: resourceUuid('DiagnosticReport', document.id),
    status: 'final',
    category: [
      { coding: [{ system: DIAGNOSTIC_SERVICE_SECTION, code: 'LAB', display: 'Laboratory' }] },
    ],
    code: { coding: [{ system: LOINC, ...LABORATORY_REPORT }] },
    subject: context.patient,
    ...(document.report_date === null ? {} : { effectiveDateTime: document.report_date }),
    issued: new Date(document.updated_at).toISOString(),
    ...(results.length === 0 ? {} : { result: [...results] }),
  };
}
