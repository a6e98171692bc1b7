import { UPLOAD_MAX_BYTES } from '@labtrail/contract/documents';

const SECOND = 1000;
/** The slowest uplink an upload must still get through on: a weak mobile connection. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 40 * 1024;

/**
 * How long a client may take to send a request, and how many connections it may hold: without
 * limits, a few hundred connections that each send a byte now and then hold the server's sockets
 * and memory for ever (issue 17, item 6).
 */
export interface HttpLimits {
  /** A request's headers must have arrived this long after it began. */
  headersTimeoutMs: number;
  /** A body the server reads whole (JSON, a form) must have arrived this long after its headers. */
  bodyTimeoutMs: number;
  /** Any request, its body included, must have arrived this long after it began: an upload's bound. */
  requestTimeoutMs: number;
  /** A connection that carries no byte either way this long is closed. */
  idleTimeoutMs: number;
  /** How often the server looks for requests past the header and request deadlines. */
  checkIntervalMs: number;
  /** Open connections one client (an address; for IPv6 its /64) may hold at once. */
  connectionsPerClient: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 20 * SECOND,
  bodyTimeoutMs: 30 * SECOND,
  // A whole 25 MB upload at the slowest uplink: about 11 minutes.
  requestTimeoutMs: Math.ceil(UPLOAD_MAX_BYTES / SLOWEST_UPLOAD_BYTES_PER_SECOND) * SECOND,
  idleTimeoutMs: 120 * SECOND,
  checkIntervalMs: 5 * SECOND,
  connectionsPerClient: 64,
};

export const HTTP_LIMIT_MESSAGES = {
  bodyTimeout: 'The request took too long to arrive. Please try again.',
} as const;

/** The Fastify options that put the header, request and idle deadlines on its HTTP server. */
export function serverTimeoutOptions(limits: HttpLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}
