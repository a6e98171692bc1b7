import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found';
export const MALFORMED_UPLOAD_MESSAGE = 'Invalid request: the upload is not readable form data';
export const CUT_OFF_MESSAGE = 'Invalid request: it ended before it was complete';

/**
 * What busboy (under @fastify/multipart) throws for a multipart body it cannot read, with no
 * status: no boundary, a boundary too long (or short) for its search, a body that ends in a part.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^The needle /,
  /^Unexpected end of multipart data$/,
  /^(Part|Preamble) terminated early/,
];

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (first === undefined) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field === '' ? (error.validationContext ?? 'request') : field;
  return `Invalid ${where}: ${first.message ?? 'not accepted'}`;
}

/** A failure that looks like the server's but is the client's: its body was unreadable or cut off. */
function clientFault(error: FastifyError, request: FastifyRequest): HttpError | undefined {
  // Whatever failed while reading a body the client stopped sending failed because it stopped.
  if (request.raw.destroyed && !request.raw.complete) return new HttpError(400, CUT_OFF_MESSAGE);
  const isMultipart = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
  if (isMultipart && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return new HttpError(400, MALFORMED_UPLOAD_MESSAGE);
  }
  return undefined;
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
    const fault = status >= 500 ? clientFault(error, request) : undefined;
    if (fault !== undefined) {
      request.log.info({ status: fault.statusCode, message: error.message }, 'request refused');
      return reply.status(fault.statusCode).send({ error: fault.message });
    }
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
