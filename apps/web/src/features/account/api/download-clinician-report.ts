import type { ClinicianReportQuery } from '@labtrail/contract/clinician-report';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** Gathering every result and laying out many pages takes longer than the spec's 10 s. */
const REPORT_TIMEOUT_MS = 60_000;

/** `GET /v1/user/export/clinician-report`: the person's results as a PDF for their clinician. */
export function downloadClinicianReport(
  language: NonNullable<ClinicianReportQuery['language']>,
): Promise<ApiResult<Blob>> {
  return apiRequest<Blob>({
    method: 'GET',
    path: `/v1/user/export/clinician-report?language=${language}`,
    responseType: 'blob',
    timeoutMs: REPORT_TIMEOUT_MS,
    defaultError: i18n.t('clinicianReport.failed'),
  });
}
