import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error';
import { HTTP_LIMIT_MESSAGES } from './http-limits';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length ?? '0') !== '0';
}

/** Uploads are streamed by their route as they arrive; the server's request deadline bounds them. */
function isStreamed(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/** The body as Fastify's parsers read it, failing with 408 when it has not all arrived in time. */
function withDeadline(reply: FastifyReply, payload: Readable, timeoutMs: number): Readable {
  const body = new PassThrough();
  // A route may answer without reading the body; its failure must not go unheard.
  body.on('error', () => undefined);
  const timer = setTimeout(() => {
    payload.unpipe(body);
    body.destroy(new DomainError('body_timeout', HTTP_LIMIT_MESSAGES.bodyTimeout));
  }, timeoutMs);
  payload.once('end', () => {
    clearTimeout(timer);
  });
  payload.once('error', (error) => {
    clearTimeout(timer);
    body.destroy(error);
  });
  // Once answered, a body nobody read is drained as Node drains one (or cut off, see below).
  reply.raw.once('close', () => {
    clearTimeout(timer);
    payload.unpipe(body);
    payload.resume();
  });
  payload.pipe(body);
  return body;
}

/**
 * A body the server reads whole must arrive within `timeoutMs` (408 otherwise), and an answer sent
 * before its request's body has all arrived closes the connection: the rest is not needed, and a
 * client that sends it a byte at a time must not hold the connection open with it.
 */
export function registerBodyDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const waiting = hasBody(request) && !request.raw.complete && !isStreamed(request);
    done(null, waiting ? withDeadline(reply, payload, timeoutMs) : payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (hasBody(request) && !request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
}
