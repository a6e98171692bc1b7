import type { AppleCallbackRequest, VerifyCodeResponse } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `POST /v1/auth/apple/callback`: trades what Apple sent back for the session cookie. */
export function finishAppleLogin(
  callback: AppleCallbackRequest,
): Promise<ApiResult<VerifyCodeResponse>> {
  return apiRequest<VerifyCodeResponse>({
    method: 'POST',
    path: '/v1/auth/apple/callback',
    body: callback,
    defaultError: i18n.t('errors.appleCallbackFailed'),
  });
}
