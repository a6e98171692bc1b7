import { SHARE_AUTHORIZATION_SCHEME, SHARING_MESSAGES } from '@labtrail/contract/sharing';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { createRateLimitCounters } from '../../db/rate-limit-counters';
import type { Database, ShareLinksTable } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { createShareLinksRepository } from './share-links-repository';
import { SHARE_RATE_LIMITS } from './share-rules';
import { hashShareToken } from './share-token';
import { shareStatus } from './present-share-links';

/** Guards the share calls, and tells their handlers which link (and so whose data) it is. */
export interface ShareAccess {
  /** A hook for `onRequest`: refuses unless the request carries the token of a live link. */
  requireShare: (request: FastifyRequest) => Promise<void>;
  /** The link of a request `requireShare` let through. */
  shareOf: (request: FastifyRequest) => ShareLinksTable;
}

const TOKEN_HEADER = new RegExp(`^${SHARE_AUTHORIZATION_SCHEME}\\s+([A-Za-z0-9_-]{16,128})$`, 'i');

function shareNotFound(): DomainError {
  return new DomainError('share_not_found', SHARING_MESSAGES.shareNotFound);
}

/** The token of `Authorization: Share <token>`; nothing else (a cookie, a query) is read. */
function tokenOf(request: FastifyRequest): string | undefined {
  return TOKEN_HEADER.exec(request.headers.authorization ?? '')?.[1];
}

export interface ShareAccessDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** The key a request's address counts under (one per IPv4 address, per IPv6 /64). */
  addressKeyOf: (request: FastifyRequest) => string;
}

export function createShareAccess(deps: ShareAccessDependencies): ShareAccess {
  const links = createShareLinksRepository(deps.db);
  const counters = createRateLimitCounters(deps.db);
  // Kept beside the request rather than on it: only the guard can say which link it is.
  const opened = new WeakMap<FastifyRequest, ShareLinksTable>();

  async function countHit(key: string, limit: { requests: number; windowMs: number }) {
    const now = deps.clock.now();
    const { hits, windowEndsAt } = await counters.hit(key, now, limit.windowMs);
    if (hits > limit.requests) {
      throw new DomainError('too_many_requests', SHARING_MESSAGES.tooManyRequests, {
        retryAfterMs: windowEndsAt - now,
      });
    }
  }

  return {
    async requireShare(request) {
      await countHit(`share:address ${deps.addressKeyOf(request)}`, SHARE_RATE_LIMITS.perAddress);
      const token = tokenOf(request);
      const link =
        token === undefined ? undefined : await links.findByTokenHash(hashShareToken(token));
      if (link === undefined) throw shareNotFound();
      switch (shareStatus(link, deps.clock.now())) {
        case 'revoked':
          throw new DomainError('share_revoked', SHARING_MESSAGES.shareRevoked);
        case 'expired':
          throw new DomainError('share_expired', SHARING_MESSAGES.shareExpired);
        case 'active':
          break;
      }
      await countHit(`share:link ${link.id}`, SHARE_RATE_LIMITS.perLink);
      await links.recordOpening(link, deps.clock, request.id);
      opened.set(request, link);
    },
    shareOf(request) {
      const link = opened.get(request);
      if (link === undefined) throw shareNotFound();
      return link;
    },
  };
}
