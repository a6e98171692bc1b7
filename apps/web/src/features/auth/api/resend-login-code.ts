import type { Language, LoginCodeSent } from '@labtrail/contract/auth';
import type { ApiResult } from '../../../lib/api-client';
import { solveCaptcha } from '../../../lib/solve-captcha';
import type { SignInAddress } from '../sign-in-address';
import { fetchCaptchaChallenge } from './fetch-captcha-challenge';
import { requestLoginCode } from './request-login-code';

/**
 * Asks for another code from the verify screen, which shows no captcha: a fresh challenge is
 * solved here in the browser. Throws when it cannot be solved.
 */
export async function resendLoginCode(
  address: SignInAddress,
  language: Language,
): Promise<ApiResult<LoginCodeSent>> {
  const challenge = await fetchCaptchaChallenge();
  if (challenge.error !== undefined) return { error: challenge.error };
  const captcha = await solveCaptcha(challenge.data);
  return requestLoginCode({ address, captcha, language });
}
