import type { SuccessResponse } from '@labtrail/contract/biomarkers';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `DELETE /v1/health/user/biomarker/{id}`: removes one result, by the id of that result. */
export function deleteValue(resultId: string): Promise<ApiResult<SuccessResponse>> {
  return apiRequest<SuccessResponse>({
    method: 'DELETE',
    path: `/v1/health/user/biomarker/${encodeURIComponent(resultId)}`,
    defaultError: i18n.t('errors.deleteBiomarkerHistoryFailed'),
  });
}
