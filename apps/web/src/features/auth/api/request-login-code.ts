import type {
  Language,
  LoginCodeRequest,
  LoginCodeResponse,
  LoginCodeSent,
} from '@labtrail/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import type { SignInAddress } from '../sign-in-address';
import { answerData } from './answer-data';

interface LoginCodeOptions {
  address: SignInAddress;
  /** The ALTCHA payload of a solved challenge; the server accepts each one once. */
  captcha: string;
  /** The code's mail or SMS is written in the interface language. */
  language: Language;
}

/** `POST /v2/user/login`: sends a sign-in code to the address. */
export function requestLoginCode({
  address,
  captcha,
  language,
}: LoginCodeOptions): Promise<ApiResult<LoginCodeSent>> {
  const body: LoginCodeRequest = { ...address, captcha, language };
  return answerData(
    apiRequest<LoginCodeResponse>({
      method: 'POST',
      signsIn: true,
      path: '/v2/user/login',
      body,
      defaultError: i18n.t('errors.loginFailed'),
    }),
  );
}
