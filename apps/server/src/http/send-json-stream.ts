import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './accepts-gzip';

/**
 * The JSON text of `{ ...before, [key]: [...items], ...after }`, the array written a page at a
 * time as `pages` yields them: an export of 100,000 results is never one string or one
 * stringify call holding the event loop.
 */
export async function* jsonWithStreamedArray(
  before: Readonly<Record<string, unknown>>,
  key: string,
  pages: AsyncIterable<readonly unknown[]>,
  after: Readonly<Record<string, unknown>>,
): AsyncGenerator<string> {
  const members = (object: Readonly<Record<string, unknown>>) =>
    JSON.stringify(object).slice(1, -1);
  const head = members(before);
  yield `{${head}${head === '' ? '' : ','}${JSON.stringify(key)}:[`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map((item) => JSON.stringify(item)).join(',');
    yield first ? items : `,${items}`;
    first = false;
  }
  const tail = members(after);
  yield `]${tail === '' ? '' : ','}${tail}}`;
}

/**
 * Sends JSON text written piece by piece, gzipped for clients that take it (as
 * registerJsonCompression does for whole answers, which a stream passes by).
 */
export function sendJsonStream(
  request: FastifyRequest,
  reply: FastifyReply,
  chunks: AsyncIterable<string>,
  type: string,
): FastifyReply {
  const body = Readable.from(chunks);
  if (!acceptsGzip(request)) return reply.type(type).send(body);
  return reply
    .type(type)
    .header('content-encoding', 'gzip')
    .header('vary', 'accept-encoding')
    .send(body.pipe(zlib.createGzip()));
}
