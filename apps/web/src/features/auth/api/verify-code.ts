import type { SignedIn, VerifyCodeRequest, VerifyCodeResponse } from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { CLIENT_VERSION, VERIFY_TZ_OFFSET } from '../../../lib/constants';
import { i18n } from '../../../lib/i18n/i18n';
import type { SignInAddress } from '../sign-in-address';
import { answerData } from './answer-data';

/** `POST /v1/user/verify`: trades the code for the session cookie. */
export function verifyCode(address: SignInAddress, code: string): Promise<ApiResult<SignedIn>> {
  const body: VerifyCodeRequest = {
    tz_offset: VERIFY_TZ_OFFSET,
    version: CLIENT_VERSION,
    code,
    ...address,
  };
  return answerData(
    apiRequest<VerifyCodeResponse>({
      method: 'POST',
      signsIn: true,
      path: '/v1/user/verify',
      body,
      defaultError: i18n.t('errors.verificationFailed'),
    }),
  );
}
