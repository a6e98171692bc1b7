import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE_LIFETIME_MS } from './rules';

/**
 * The cookie that tells the browser which asked for a code from any other: the code can be used
 * from that browser only, whatever network it is on by then (Wi-Fi to mobile data).
 */
export const SIGN_IN_BROWSER_COOKIE = 'labtrail_sign_in_browser';
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/** The browser's sign-in id, when it sent a well-formed one. */
export function signInBrowserOf(request: FastifyRequest): string | undefined {
  const id = request.cookies[SIGN_IN_BROWSER_COOKIE];
  return id !== undefined && BROWSER_ID.test(id) ? id : undefined;
}

/**
 * The browser's sign-in id, given to it when it has none, and kept as long as a code sent now
 * lives: a second code asked for later still finds the cookie.
 */
export function keepSignInBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const id = signInBrowserOf(request) ?? crypto.randomBytes(32).toString('base64url');
  void reply.setCookie(SIGN_IN_BROWSER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: CODE_LIFETIME_MS / 1000,
  });
  return id;
}
