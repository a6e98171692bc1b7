import Type from 'typebox';
import { Language } from './auth';

/** `GET /v1/user/export/clinician-report`: the language to write the report in. */
export const ClinicianReportQuery = Type.Object(
  { language: Type.Optional(Language) },
  {
    title: 'ClinicianReportQuery',
    description: 'Without `language` the report is written in the request’s interface language',
    additionalProperties: false,
  },
);
export type ClinicianReportQuery = Type.Static<typeof ClinicianReportQuery>;

/** The name the report is downloaded under, by the day it was made (YYYY-MM-DD). */
export function clinicianReportFileName(day: string): string {
  return `labtrail-report-${day}.pdf`;
}

/** The report itself: an A4 PDF (`application/pdf`), downloaded as `labtrail-report-YYYY-MM-DD.pdf`. */
export const ClinicianReportPdf = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  title: 'ClinicianReportPdf',
  description: 'An A4 PDF: latest values by category against their ranges, the analysis, sources',
});
