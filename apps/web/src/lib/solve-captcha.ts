import type { CaptchaChallenge } from '@labtrail/contract/auth';
import { sha, solveChallenge } from 'altcha/lib';
import { i18n } from './i18n/i18n';

/**
 * The proof-of-work algorithms the app can solve: the SHA family, which the server issues. The
 * widget registers its workers for the same list, so both ways of solving accept the same challenges.
 */
export const CAPTCHA_ALGORITHMS: readonly string[] = ['SHA-256', 'SHA-384', 'SHA-512'];

/**
 * Solves a challenge without showing the widget (resending a code) and returns the payload the
 * widget itself would produce: the challenge and its solution, as base64 JSON.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  if (!CAPTCHA_ALGORITHMS.includes(challenge.parameters.algorithm)) {
    throw new Error(i18n.t('errors.captchaUnsolved'));
  }
  const solution = await solveChallenge({ challenge, deriveKey: sha.deriveKey });
  if (solution === null) throw new Error(i18n.t('errors.captchaUnsolved'));
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}
