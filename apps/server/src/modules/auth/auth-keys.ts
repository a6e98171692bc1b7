import crypto from 'node:crypto';

/**
 * The keys sign-in derives from the server's one secret, one per purpose: what leaks from one use
 * (a captcha signature, a stored hash) tells nothing about the others or the secret.
 */
export interface AuthKeys {
  /** Signs captcha challenges; hex, as altcha-lib takes it. */
  captcha: string;
  /** Sign-in codes are stored only as an HMAC under it. */
  loginCode: Buffer;
  /** Clients' networks and browsers are stored only as an HMAC under it. */
  signInClient: Buffer;
}

function deriveKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}

export function deriveAuthKeys(secret: string): AuthKeys {
  return {
    captcha: deriveKey(secret, 'captcha').toString('hex'),
    loginCode: deriveKey(secret, 'login-code'),
    signInClient: deriveKey(secret, 'sign-in-client'),
  };
}
