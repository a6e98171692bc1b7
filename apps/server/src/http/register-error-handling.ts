import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found';

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (first === undefined) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field === '' ? (error.validationContext ?? 'request') : field;
  return `Invalid ${where}: ${first.message ?? 'not accepted'}`;
}

/**
 * One place turns every failure into `{ error }` with a fitting status (ARCHITECTURE.md §4).
 * 5xx details stay in the log under the request id; the person sees a plain sentence.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation !== undefined) {
      return reply.status(400).send({ error: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // An HttpError's message was written for the person (e.g. a provider that is down).
      return error instanceof HttpError
        ? reply.status(status).send({ error: error.message })
        : reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE });
    }
    if (error instanceof HttpError && error.retryAfterMs !== undefined) {
      void reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
    }
    request.log.info({ status, message: error.message }, 'request refused');
    return reply.status(status).send({ error: error.message });
  });
}
