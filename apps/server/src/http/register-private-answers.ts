import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-paths';

/** What the API's answers are unless a route says otherwise: one person's, never to be kept. */
export const PRIVATE_ANSWER_CACHE_CONTROL = 'private, no-store';

/**
 * Marks every API answer `private, no-store` when its route set no Cache-Control of its own: a
 * shared cache (a proxy, a CDN) must never hand one person's health data to another, and a shared
 * computer's browser should not keep it. Routes that revalidate with ETags set `private, no-cache`.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', PRIVATE_ANSWER_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
