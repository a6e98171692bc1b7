import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_MS } from './rules';

const PLAIN_NAME = 'labtrail_session';
/**
 * Over https the browser keeps a `__Host-` cookie only when it is Secure, for Path=/ and without
 * a Domain, so no other host (a sibling subdomain) and no plain-http page can plant or overwrite
 * it: nobody can slip a browser a session of their own choosing.
 */
const HOST_NAME = `__Host-${PLAIN_NAME}`;

/** The session cookie of a server served over https (`secure`) or plain http (local use). */
export interface SessionCookie {
  /** The session token the browser sent, if any. */
  tokenOf(request: FastifyRequest): string | undefined;
  /**
   * Gives the browser its session for as long as the session lives. No script may read it, and
   * `lax` still sends it when the person follows a link to the app from elsewhere.
   */
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * Over https only the `__Host-` name is read: a session cookie under the plain name may have
 * been planted by another host, so a person who still has one signs in again (it is cleared
 * when they do).
 */
export function createSessionCookie(secure: boolean): SessionCookie {
  const name = secure ? HOST_NAME : PLAIN_NAME;
  return {
    tokenOf: (request) => request.cookies[name],
    set(reply, token) {
      if (secure && reply.request.cookies[PLAIN_NAME] !== undefined)
        void reply.clearCookie(PLAIN_NAME, { path: '/' });
      void reply.setCookie(name, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
    },
    clear(reply) {
      void reply.clearCookie(name, { path: '/', secure });
      if (secure && reply.request.cookies[PLAIN_NAME] !== undefined)
        void reply.clearCookie(PLAIN_NAME, { path: '/' });
    },
  };
}
