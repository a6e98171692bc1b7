import { FHIR_FILE_FIELD } from '@labtrail/contract/fhir-import';
import type { FhirImportResponse } from '@labtrail/contract/fhir-import';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** A 25 MB file on a slow line needs as long as a PDF upload does (see uploadDocument). */
const IMPORT_TIMEOUT_MS = 2 * 60_000;

/** `POST /v1/user/import/fhir`: sends one FHIR JSON file, as multipart. */
export function importFhir(file: File): Promise<ApiResult<FhirImportResponse>> {
  const body = new FormData();
  body.append(FHIR_FILE_FIELD, file, file.name);
  return apiRequest<FhirImportResponse>({
    method: 'POST',
    path: '/v1/user/import/fhir',
    body,
    defaultError: i18n.t('errors.fhirImportFailed'),
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}
