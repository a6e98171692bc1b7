import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error';
import { isApiRequest } from './api-paths';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes (as the router matched them) that take a cross-site form post by design: Apple's sign-in
 * answer arrives at the login screen that way, and the route changes nothing.
 */
const CROSS_SITE_FORM_TARGETS = new Set(['POST /login']);
export const CLIENT_SOURCE_HEADER = 'x-client-source';
export const GUARD_MESSAGES = {
  clientSourceMissing: 'Requests must come from the Labtrail app',
  originNotAllowed: 'Requests from this origin are not allowed',
} as const;

function originNotAllowed(): DomainError {
  return new DomainError('origin_not_allowed', GUARD_MESSAGES.originNotAllowed);
}

function refusal(request: FastifyRequest, publicUrl: URL): DomainError | undefined {
  const { method, headers } = request;
  const route = request.routeOptions.url;
  if (SAFE_METHODS.has(method) || CROSS_SITE_FORM_TARGETS.has(`${method} ${route ?? ''}`)) {
    return undefined;
  }
  // A path no route matches reaches no handler and changes nothing; it is answered 404.
  if (route === undefined) return undefined;
  if (headers[CLIENT_SOURCE_HEADER] === undefined) {
    return new DomainError('client_source_missing', GUARD_MESSAGES.clientSourceMissing);
  }
  // The browser's own word that another site started the request, when it gives no Origin.
  if (headers['sec-fetch-site'] === 'cross-site') return originNotAllowed();
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  const ownOrigins = [publicUrl.origin, `http://${request.host}`, `https://${request.host}`];
  return ownOrigins.includes(origin) ? undefined : originNotAllowed();
}

/**
 * Cross-site request forgery defence (ARCHITECTURE.md §5): a browser only sends a custom header
 * after a CORS preflight this server never grants, and an Origin, when present, must be this app's
 * own. It guards every state-changing request by the route the router matched, whatever the path
 * looked like: the router decodes it (`/%762/…` is `/v2/…`), so a guard that picked API calls by
 * their raw path could be walked round.
 */
export function registerRequestGuards(app: FastifyInstance, publicUrl: URL): void {
  app.addHook('onRequest', (request, reply, done) => {
    // CORS: the web app calls the API from its own origin and needs none. Only PUBLIC_URL's origin
    // is ever told back, exactly: `*` or an echo of any origin would open a person's data to all.
    if (isApiRequest(request) && request.headers.origin === publicUrl.origin) {
      void reply.header('access-control-allow-origin', publicUrl.origin);
      void reply.header('access-control-allow-credentials', 'true');
    }
    done(refusal(request, publicUrl));
  });
  // Answers differ by Origin, so caches must keep them apart; added to what a route may vary by.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) {
        void reply.header('vary', vary === '' ? 'Origin' : `${vary}, Origin`);
      }
    }
    done(null, payload);
  });
}
