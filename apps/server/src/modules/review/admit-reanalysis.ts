import type { Kysely } from 'kysely';
import { createRateLimitCounters } from '../../db/rate-limit-counters';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { DOCUMENT_MESSAGES } from '../documents/messages';

/**
 * Analyses one person may ask for again in a window, counted in the database so every API process
 * shares the budget, as uploads are (UPLOAD_RATE_LIMIT): each one costs the worker a whole
 * analysis, and a loop of "analyse again" would otherwise keep it busy for everyone.
 */
export const REANALYSIS_RATE_LIMIT = { analyses: 30, windowMs: 10 * 60_000 } as const;

/** Counts one call to "analyse again"; past the person's budget, 429 with Retry-After. */
export async function admitReanalysis(
  db: Kysely<Database>,
  userId: string,
  now: number,
): Promise<void> {
  const { hits, windowEndsAt } = await createRateLimitCounters(db).hit(
    `documents:reanalyse ${userId}`,
    now,
    REANALYSIS_RATE_LIMIT.windowMs,
  );
  if (hits <= REANALYSIS_RATE_LIMIT.analyses) return;
  const waitMs = windowEndsAt - now;
  const minutes = Math.ceil(waitMs / 60_000);
  throw new DomainError('too_many_reanalyses', DOCUMENT_MESSAGES.tooManyReanalyses(minutes), {
    params: { minutes },
    retryAfterMs: waitMs,
  });
}
