import { reportContent } from './report-content';
import type { ReportInput } from './report-content';

/** The clinician report of `input` as PDF bytes. */
export type RenderReport = (input: ReportInput) => Promise<Uint8Array>;

/** Words and lays out the report where it is called: in the report thread, or in-process. */
export const renderReport: RenderReport = async (input) => {
  // pdf-lib is loaded on the first report, not at every start.
  const { renderReportPdf } = await import('./render-report-pdf');
  return renderReportPdf(reportContent(input));
};
