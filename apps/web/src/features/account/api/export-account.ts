import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** A large history takes longer to gather than the spec's 10 s for ordinary calls. */
const EXPORT_TIMEOUT_MS = 60_000;

/** `GET /v1/user/export`: everything the server holds about the person, as a JSON file. */
export function exportAccount(): Promise<ApiResult<Blob>> {
  return apiRequest<Blob>({
    method: 'GET',
    path: '/v1/user/export',
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
    defaultError: i18n.t('errors.exportFailed'),
  });
}
