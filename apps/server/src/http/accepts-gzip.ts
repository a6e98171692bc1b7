import type { FastifyRequest } from 'fastify';

/** Whether the client takes gzip (every browser does), unless it says `gzip;q=0`. */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'] ?? '';
  return /\bgzip\b(?!;\s*q=0(?:\.0*)?\s*(?:,|$))/i.test(header);
}
