import type { SuccessResponse } from '@labtrail/contract/biomarkers';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `DELETE /v1/user/document/{id}`. */
export function deleteDocument(id: string): Promise<ApiResult<SuccessResponse>> {
  return apiRequest<SuccessResponse>({
    method: 'DELETE',
    path: `/v1/user/document/${encodeURIComponent(id)}`,
    defaultError: i18n.t('errors.deleteDocumentFailed'),
  });
}
