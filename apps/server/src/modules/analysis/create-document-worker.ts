import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { analyseDocument } from './analyse-document';
import type { AnalyseDocumentDeps } from './analyse-document';
import { ANALYSIS_MESSAGES, AnalysisFailure } from './analysis-failure';
import { ANALYSIS_LIMITS } from './analysis-rules';
import { createDocumentJobsRepository } from './document-jobs-repository';

export interface DocumentWorker {
  /** Looks for work now rather than at the next poll (after an upload). */
  wake(): void;
  /** Finishes the document in hand and stops. */
  stop(): Promise<void>;
}

function reasonOf(error: unknown): string {
  if (error instanceof AnalysisFailure) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return ANALYSIS_MESSAGES.tooSlow;
  return ANALYSIS_MESSAGES.failed;
}

/**
 * The document analysis worker: claims one waiting document at a time, analyses it, and on
 * failure tries again later (backoff doubling) up to the limit, then marks it failed with a
 * reason a person can read. Several workers (in one or several processes) can share a database.
 */
export function createDocumentWorker(
  deps: Omit<AnalyseDocumentDeps, 'db'> & {
    database: DatabaseHandle;
    clock: Clock;
    log: FastifyBaseLogger;
    /** How long a claim lasts without renewal (ANALYSIS_CLAIM_SECONDS); the rules' by default. */
    claimMs?: number;
  },
): DocumentWorker {
  const claimMs = deps.claimMs ?? ANALYSIS_LIMITS.claimMs;
  const jobs = createDocumentJobsRepository(deps.database.db, deps.database.kind);
  const handlerDeps: AnalyseDocumentDeps = { ...deps, db: deps.database.db };
  let running = true;
  // Read through a function: the compiler would otherwise treat `running` as always true here.
  const isRunning = () => running;
  let wakeUp = new AbortController();

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
    await jobs.failAbandoned(now, ANALYSIS_LIMITS.maxAttempts, ANALYSIS_MESSAGES.abandoned);
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

  const loop = (async () => {
    while (isRunning()) {
      let worked = false;
      try {
        worked = await workOnce();
      } catch (error) {
        // The database was unreachable for a moment: keep the worker alive and look again later.
        deps.log.error({ err: error }, 'document worker could not look for work');
      }
      if (!worked && isRunning()) {
        await sleep(ANALYSIS_LIMITS.pollMs, undefined, { signal: wakeUp.signal }).catch(
          () => undefined,
        );
        wakeUp = new AbortController();
      }
    }
  })();

  return {
    wake() {
      wakeUp.abort();
    },
    async stop() {
      running = false;
      wakeUp.abort();
      await loop;
    },
  };
}
