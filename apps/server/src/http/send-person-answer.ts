import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './accepts-gzip';
import { answerOf } from './answer-cache';
import type { AnswerCache, CachedAnswer } from './answer-cache';

/** Browsers keep the answer but ask again each time, sending its ETag; 304 when unchanged. */
const CACHE_CONTROL = 'private, no-cache';

/** True when If-None-Match names this ETag (or `*`); weak and strong forms compare alike. */
function clientHasIt(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Sends one of a person's reads (serialised with the route's schema) with a strong ETag, or 304
 * when the client already holds these bytes. When `version` (of the person's results, read before
 * the answer is built) is known, the serialised answer is kept in `cache` for it, so a repeated
 * read costs one indexed lookup instead of loading and presenting every result again.
 */
export async function sendPersonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    cache: AnswerCache;
    key: string;
    version: string | undefined;
    build: () => Promise<unknown>;
  },
): Promise<FastifyReply> {
  const { cache, key, version } = options;
  let answer: CachedAnswer | undefined =
    version === undefined ? undefined : cache.get(key, version);
  if (answer === undefined) {
    const body = reply.serialize(await options.build());
    // The route's schema serialiser always writes JSON text.
    answer = await answerOf(typeof body === 'string' ? body : new TextDecoder().decode(body));
    if (version !== undefined) cache.set(key, version, answer);
  }
  const gzipped = acceptsGzip(request);
  // A strong validator names one representation: the gzipped bytes have their own.
  const etag = gzipped ? `${answer.etag.slice(0, -1)}-gzip"` : answer.etag;
  void reply
    .header('etag', etag)
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'accept-encoding, accept-language');
  if (clientHasIt(request, etag)) return reply.code(304).send();
  if (gzipped) void reply.header('content-encoding', 'gzip');
  return reply
    .type('application/json; charset=utf-8')
    .send(gzipped ? answer.gzip : answer.identity);
}
