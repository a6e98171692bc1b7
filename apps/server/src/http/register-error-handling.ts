import type { ErrorBody } from '@labtrail/contract/error';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error';
import { ERROR_STATUS } from './error-status';

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
function clientFault(error: FastifyError, request: FastifyRequest): DomainError | undefined {
  // Whatever failed while reading a body the client stopped sending failed because it stopped.
  if (request.raw.destroyed && !request.raw.complete) {
    return new DomainError('request_cut_off', CUT_OFF_MESSAGE);
  }
  const isMultipart = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
  if (isMultipart && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return new DomainError('malformed_upload', MALFORMED_UPLOAD_MESSAGE);
  }
  return undefined;
}

function statusOf(error: FastifyError): number {
  return error instanceof DomainError ? ERROR_STATUS[error.code] : (error.statusCode ?? 500);
}

/**
 * The body of a refusal: a domain error's code and numbers. Fastify's own refusals (a body that is
 * not JSON, too large, of a type no route reads) are all `invalid_request`.
 */
function bodyOf(error: Error): ErrorBody {
  if (error instanceof DomainError) {
    const { code, params } = error;
    return params === undefined
      ? { error: error.message, code }
      : { error: error.message, code, params };
  }
  return { error: error.message, code: 'invalid_request' };
}

/**
 * One place turns every failure into `{ error, code }` with the status of its code
 * (ARCHITECTURE.md §4). 5xx details stay in the log under the request id; the person sees a plain
 * sentence.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation !== undefined) {
      return reply.status(400).send({ error: describeValidation(error), code: 'invalid_request' });
    }
    const status = statusOf(error);
    const fault = status >= 500 ? clientFault(error, request) : undefined;
    if (fault !== undefined) {
      const faultStatus = ERROR_STATUS[fault.code];
      request.log.info({ status: faultStatus, message: error.message }, 'request refused');
      return reply.status(faultStatus).send(bodyOf(fault));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // A domain error's message was written for the person (e.g. a provider that is down).
      return error instanceof DomainError
        ? reply.status(status).send(bodyOf(error))
        : reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE, code: 'internal_error' });
    }
    if (error instanceof DomainError && error.retryAfterMs !== undefined) {
      void reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
    }
    request.log.info({ status, message: error.message }, 'request refused');
    return reply.status(status).send(bodyOf(error));
  });
}
