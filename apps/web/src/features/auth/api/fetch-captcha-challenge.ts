import type { CaptchaChallenge } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** Where a fresh ALTCHA challenge comes from; the widget fetches it by itself. */
export const CAPTCHA_CHALLENGE_PATH = '/v1/captcha/challenge';

export function fetchCaptchaChallenge(): Promise<ApiResult<CaptchaChallenge>> {
  return apiRequest<CaptchaChallenge>({
    method: 'GET',
    path: CAPTCHA_CHALLENGE_PATH,
    defaultError: i18n.t('errors.fetchCaptchaFailed'),
  });
}
