import type { AppleLoginResponse, AppleRedirect } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * `POST /v1/auth/apple/login`: where to send the browser to sign in with Apple. The data may lack
 * its redirect_url; the caller says the answer was unexpected then (spec §4).
 */
export async function startAppleLogin(): Promise<ApiResult<Partial<AppleRedirect>>> {
  const result = await apiRequest<Partial<AppleLoginResponse> | null>({
    method: 'POST',
    signsIn: true,
    path: '/v1/auth/apple/login',
    defaultError: i18n.t('errors.appleLoginFailed'),
  });
  return result.error === undefined ? { data: result.data?.data ?? {} } : result;
}
