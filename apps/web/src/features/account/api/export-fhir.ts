import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** Gathering every result, and the PDFs when asked for, takes longer than an ordinary call. */
const EXPORT_TIMEOUT_MS = 60_000;

/** `GET /v1/user/export/fhir`: the person's results as a FHIR R4 Bundle, with their PDFs if asked. */
export function exportFhir(includeDocuments: boolean): Promise<ApiResult<Blob>> {
  return apiRequest<Blob>({
    method: 'GET',
    path: `/v1/user/export/fhir${includeDocuments ? '?documents=true' : ''}`,
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
    defaultError: i18n.t('fhirExport.failed'),
  });
}
