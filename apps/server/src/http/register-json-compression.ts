import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip } from './accepts-gzip';

const gzip = promisify(zlib.gzip);
/** Below this, gzip's header and the CPU cost more than the bytes saved. */
const MIN_BYTES = 1024;

function withAcceptEncoding(vary: unknown): string {
  const current = typeof vary === 'string' && vary !== '' ? vary : undefined;
  if (current?.toLowerCase().includes('accept-encoding')) return current;
  return current === undefined ? 'accept-encoding' : `${current}, accept-encoding`;
}

/**
 * Gzips JSON answers of 1 KB and more for clients that take it (a summary is ~50 KB of text that
 * shrinks to a fifth). Answers already encoded, such as the cached biomarker reads, pass as they are.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (reply.hasHeader('content-encoding') || !acceptsGzip(request)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    void reply
      .header('content-encoding', 'gzip')
      .header('vary', withAcceptEncoding(reply.getHeader('vary')))
      .removeHeader('content-length');
    return gzip(payload);
  });
}
