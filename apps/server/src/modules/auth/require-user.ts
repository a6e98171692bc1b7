import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain-error';
import { AUTH_MESSAGES } from './messages';
import type { SessionCookie } from './session-cookie';
import { resolveSession } from './sessions';
import type { SessionDependencies } from './sessions';

/** Guards routes that need a person, and tells their handlers who it is. */
export interface Authentication {
  /** A hook for `onRequest`: 401 unless the request carries a live session. */
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** The person of a request `requireUser` let through. */
  userIdOf: (request: FastifyRequest) => string;
  /** Tells the browser to drop its session cookie (sign-out, a deleted account). */
  forgetSession: (reply: FastifyReply) => void;
}

/** The refusal of a request without a signed-in person. */
export function notSignedIn(): DomainError {
  return new DomainError('not_signed_in', AUTH_MESSAGES.notSignedIn);
}

export function createAuthentication(
  sessions: SessionDependencies,
  cookie: SessionCookie,
): Authentication {
  // Kept beside the request rather than on it: only the guard can say who signed in.
  const signedIn = new WeakMap<FastifyRequest, string>();
  return {
    async requireUser(request) {
      const token = cookie.tokenOf(request);
      const userId = token === undefined ? undefined : await resolveSession(sessions, token);
      if (userId === undefined) throw notSignedIn();
      signedIn.set(request, userId);
    },
    userIdOf(request) {
      const userId = signedIn.get(request);
      if (userId === undefined) throw notSignedIn();
      return userId;
    },
    forgetSession: (reply) => {
      cookie.clear(reply);
    },
  };
}
