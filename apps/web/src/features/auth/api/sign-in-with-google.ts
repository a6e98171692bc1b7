import type { IdTokenLoginRequest, SignedIn, VerifyCodeResponse } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { answerData } from './answer-data';

/** `POST /v2/user/login {id_token}`: trades Google's id_token for the session cookie. */
export function signInWithGoogle(idToken: string): Promise<ApiResult<SignedIn>> {
  const body: IdTokenLoginRequest = { id_token: idToken };
  return answerData(
    apiRequest<VerifyCodeResponse>({
      method: 'POST',
      signsIn: true,
      path: '/v2/user/login',
      body,
      defaultError: i18n.t('errors.ssoAuthenticationFailed'),
    }),
  );
}
