import type { IdTokenLoginRequest, VerifyCodeResponse } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `POST /v2/user/login {id_token}`: trades Google's id_token for the session cookie. */
export function signInWithGoogle(idToken: string): Promise<ApiResult<VerifyCodeResponse>> {
  const body: IdTokenLoginRequest = { id_token: idToken };
  return apiRequest<VerifyCodeResponse>({
    method: 'POST',
    path: '/v2/user/login',
    body,
    defaultError: i18n.t('errors.ssoAuthenticationFailed'),
  });
}
