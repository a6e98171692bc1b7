import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import { isApiPath } from './api-paths';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CLIENT_SOURCE_HEADER = 'x-client-source';
export const GUARD_MESSAGES = {
  clientSourceMissing: 'Requests must come from the Labtrail app',
  originNotAllowed: 'Requests from this origin are not allowed',
} as const;

function refusal(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
  host: string,
  publicUrl: URL,
): HttpError | undefined {
  if (SAFE_METHODS.has(method) || !isApiPath(url)) return undefined;
  if (headers[CLIENT_SOURCE_HEADER] === undefined) {
    return new HttpError(403, GUARD_MESSAGES.clientSourceMissing);
  }
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  const ownOrigins = [publicUrl.origin, `http://${host}`, `https://${host}`];
  return ownOrigins.includes(String(origin))
    ? undefined
    : new HttpError(403, GUARD_MESSAGES.originNotAllowed);
}

/**
 * Cross-site request forgery defence for state-changing API calls (ARCHITECTURE.md §5): a
 * browser only sends a custom header after a CORS preflight this server never grants, and an
 * Origin, when present, must be this app's own.
 */
export function registerRequestGuards(app: FastifyInstance, publicUrl: URL): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusal(request.method, request.url, request.headers, request.host, publicUrl));
  });
}
