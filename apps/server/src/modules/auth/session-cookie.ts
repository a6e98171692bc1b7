import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_MS } from './rules';

const SESSION_COOKIE = 'labtrail_session';

/** The session token the browser sent, if any. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * Gives the browser its session for as long as the session lives. No script may read it, and
 * `lax` still sends it when the person follows a link to the app from elsewhere.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
