import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { startPollingLoop } from '../../jobs/polling-loop';
import type { PollingLoop } from '../../jobs/polling-loop';
import { analyseDocument } from './analyse-document';
import type { AnalyseDocumentDeps } from './analyse-document';
import { AnalysisFailure } from './analysis-failure';
import type { AnalysisFailureCode } from './analysis-failure';
import { ANALYSIS_LIMITS } from './analysis-rules';
import { createDocumentJobsRepository } from './document-jobs-repository';

export type DocumentWorker = PollingLoop;

function reasonOf(error: unknown): AnalysisFailureCode {
  if (error instanceof AnalysisFailure) return error.code;
  if (error instanceof Error && error.name === 'TimeoutError') return 'too_slow';
  return 'failed';
}

/**
 * The document analysis worker: claims one waiting document at a time, analyses it, and on
 * failure tries again later (backoff doubling) up to the limit, then marks it failed with a
 * reason a person can read. Several workers (in one or several processes) can share a database.
 */
export function createDocumentWorker(
  deps: Omit<AnalyseDocumentDeps, 'kind'> & {
    database: DatabaseHandle;
    clock: Clock;
    log: FastifyBaseLogger;
    /** How long a claim lasts without renewal (ANALYSIS_CLAIM_SECONDS); the rules' by default. */
    claimMs?: number;
  },
): DocumentWorker {
  const claimMs = deps.claimMs ?? ANALYSIS_LIMITS.claimMs;
  const jobs = createDocumentJobsRepository(deps.database.db, deps.database.kind);
  const handlerDeps: AnalyseDocumentDeps = { ...deps, kind: deps.database.kind };

  const failOrRetry = async (id: string, attempts: number, error: unknown) => {
    const now = deps.clock.now();
    const reason = reasonOf(error);
    const permanent = error instanceof AnalysisFailure && error.permanent;
    if (permanent || attempts >= ANALYSIS_LIMITS.maxAttempts) {
      await jobs.fail(id, reason, now);
      deps.log.warn({ err: error, document: id, attempts }, 'document analysis failed');
      return;
    }
    const retryAt = now + ANALYSIS_LIMITS.backoffMs * 2 ** (attempts - 1);
    await jobs.retryLater(id, retryAt, reason, now);
    deps.log.info({ err: error, document: id, attempts, retryAt }, 'document analysis will retry');
  };

  const workOnce = async (): Promise<boolean> => {
    const now = deps.clock.now();
    await jobs.failAbandoned(now, ANALYSIS_LIMITS.maxAttempts, 'abandoned');
    const document = await jobs.claimNext(now, now + claimMs, ANALYSIS_LIMITS);
    if (document === undefined) return false;
    deps.log.info({ document: document.id, attempts: document.attempts }, 'document claimed');
    // The claim is renewed while this worker lives, so it runs out only for a dead (or cut-off)
    // worker: a short claim then finds that worker's document again quickly, and a long analysis
    // is never taken away from a live one.
    const renewal = setInterval(() => {
      jobs
        .renewClaim(document.id, document.attempts, deps.clock.now() + claimMs)
        .catch((error: unknown) => {
          deps.log.warn({ err: error, document: document.id }, 'document claim not renewed');
        });
    }, claimMs / 3);
    try {
      await analyseDocument(handlerDeps, document);
    } catch (error) {
      await failOrRetry(document.id, document.attempts, error);
    } finally {
      clearInterval(renewal);
    }
    return true;
  };

  return startPollingLoop({
    name: 'document worker',
    pollMs: ANALYSIS_LIMITS.pollMs,
    log: deps.log,
    workOnce,
  });
}
