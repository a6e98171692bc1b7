import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain-error';

export const TEXT_GUARD_MESSAGE = 'Invalid request: text must not contain NUL characters';
/** Deeper than any body of the contract; a deeper one is refused by the schemas anyway. */
const MAX_DEPTH = 32;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false;
  return Object.values(value).some((inner) => holdsNul(inner, depth + 1));
}

/**
 * Refuses a NUL character anywhere in a request's path parameters, query or JSON body: PostgreSQL
 * text cannot hold one (the query would fail with a 500), and no name, value or id needs it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = [request.params, request.query, request.body].some((part) => holdsNul(part));
    done(refused ? new DomainError('invalid_text', TEXT_GUARD_MESSAGE) : undefined);
  });
}
