import type { AppleLoginResponse } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `POST /v1/auth/apple/login`: where to send the browser to sign in with Apple. */
export function startAppleLogin(): Promise<ApiResult<Partial<AppleLoginResponse>>> {
  return apiRequest<Partial<AppleLoginResponse>>({
    method: 'POST',
    path: '/v1/auth/apple/login',
    defaultError: i18n.t('errors.appleLoginFailed'),
  });
}
