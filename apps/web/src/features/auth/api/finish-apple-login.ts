import type { AppleCallbackRequest, SignedIn, VerifyCodeResponse } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { answerData } from './answer-data';

/**
 * `POST /v1/auth/apple/callback?state=…&code=…`: trades what Apple sent back for the session
 * cookie; the spec (§7) puts state and code in the query.
 */
export function finishAppleLogin(callback: AppleCallbackRequest): Promise<ApiResult<SignedIn>> {
  return answerData(
    apiRequest<VerifyCodeResponse>({
      method: 'POST',
      signsIn: true,
      path: `/v1/auth/apple/callback?${new URLSearchParams(callback).toString()}`,
      defaultError: i18n.t('errors.appleCallbackFailed'),
    }),
  );
}
