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
  // The browser's own word that another site started the request, when it gives no Origin.
  if (headers['sec-fetch-site'] === 'cross-site') {
    return new HttpError(403, GUARD_MESSAGES.originNotAllowed);
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
  app.addHook('onRequest', (request, reply, done) => {
    // CORS: the web app calls the API from its own origin and needs none. Only PUBLIC_URL's origin
    // is ever told back, exactly: `*` or an echo of any origin would open a person's data to all.
    if (isApiPath(request.url) && request.headers.origin === publicUrl.origin) {
      void reply.header('access-control-allow-origin', publicUrl.origin);
      void reply.header('access-control-allow-credentials', 'true');
    }
    done(refusal(request.method, request.url, request.headers, request.host, publicUrl));
  });
  // Answers differ by Origin, so caches must keep them apart; added to what a route may vary by.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url)) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) {
        void reply.header('vary', vary === '' ? 'Origin' : `${vary}, Origin`);
      }
    }
    done(null, payload);
  });
}
