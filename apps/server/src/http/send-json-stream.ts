import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './accepts-gzip';

/** How each part of a streamed answer is written as JSON text. */
export interface JsonWriters {
  /** The object whose members go before the array. */
  before: (value: Readonly<Record<string, unknown>>) => string;
  /** One item of the array. */
  item: (value: unknown) => string;
  /** The object whose members go after the array. */
  after: (value: Readonly<Record<string, unknown>>) => string;
}

const PLAIN_JSON: JsonWriters = {
  before: JSON.stringify,
  item: JSON.stringify,
  after: JSON.stringify,
};

/**
 * The JSON text of `{ ...before, [key]: [...items], ...after }`, the array written a page at a
 * time as `pages` yields them: an export of 100,000 results is never one string or one
 * stringify call holding the event loop. Give `writers` compiled from the route's response schema
 * where the answer must hold only what the schema names (a whole answer passes Fastify's
 * serializer, which drops the rest; a stream passes by it).
 */
export async function* jsonWithStreamedArray(
  before: Readonly<Record<string, unknown>>,
  key: string,
  pages: AsyncIterable<readonly unknown[]>,
  after: Readonly<Record<string, unknown>>,
  writers: JsonWriters = PLAIN_JSON,
): AsyncGenerator<string> {
  const members = (text: string) => text.trim().slice(1, -1);
  const head = members(writers.before(before));
  yield `{${head}${head === '' ? '' : ','}${JSON.stringify(key)}:[`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map((item) => writers.item(item)).join(',');
    yield first ? items : `,${items}`;
    first = false;
  }
  const tail = members(writers.after(after));
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
