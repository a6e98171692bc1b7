import type { SuccessResponse } from '@labtrail/contract/biomarkers';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `DELETE /v1/user`: the account with every value, summary, document and session. */
export function deleteAccount(): Promise<ApiResult<SuccessResponse>> {
  return apiRequest<SuccessResponse>({
    method: 'DELETE',
    path: '/v1/user',
    defaultError: i18n.t('errors.deleteAccountFailed'),
  });
}
