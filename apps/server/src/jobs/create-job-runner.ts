import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/create-database';
import type { JobsTable } from '../db/schema';
import type { Job, JobKind, JobPayloads } from './job-kinds';
import { JOB_RULES } from './job-rules';
import { createJobsRepository } from './jobs-repository';
import { startPollingLoop } from './polling-loop';
import type { PollingLoop } from './polling-loop';

/**
 * What runs each kind. A handler is idempotent as far as it can be: it may run again after a
 * worker died mid-way, and it decides from current data (a newer summary, a deleted document)
 * whether there is still anything to do.
 */
export type JobHandlers = { [Kind in JobKind]: (job: Job<Kind>) => Promise<void> };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function run(handlers: JobHandlers, row: JobsTable): Promise<void> {
  // The kind and its payload were written together by `enqueue`, typed by `JobPayloads`.
  const kind = row.kind as JobKind;
  const handler = handlers[kind] as (job: Job<JobKind>) => Promise<void>;
  return handler({
    id: row.id,
    kind,
    userId: row.user_id,
    payload: JSON.parse(row.payload) as JobPayloads[JobKind],
    attempts: row.attempts,
  });
}

/**
 * The background job worker: claims one due job at a time and runs it; a job that throws is
 * tried again later (backoff doubling) up to the limit, then kept as failed. Several workers (in
 * one or several processes) can share a database; each job runs to success once.
 */
export function createJobRunner(deps: {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: JobHandlers;
  /** The rules' pace unless a test needs a faster one. */
  rules?: Partial<typeof JOB_RULES>;
}): PollingLoop {
  const rules = { ...JOB_RULES, ...deps.rules };
  const jobs = createJobsRepository(deps.database.db, deps.database.kind);

  const failOrRetry = async (row: JobsTable, error: unknown) => {
    const now = deps.clock.now();
    if (row.attempts >= rules.maxAttempts) {
      await jobs.fail(row.id, messageOf(error), now);
      deps.log.error({ err: error, job: row.id, kind: row.kind }, 'background job given up');
      return;
    }
    const retryAt = now + rules.backoffMs * 2 ** (row.attempts - 1);
    await jobs.retryLater(row.id, retryAt, messageOf(error), now);
    deps.log.warn(
      { err: error, job: row.id, kind: row.kind, retryAt },
      'background job will retry',
    );
  };

  return startPollingLoop({
    name: 'job worker',
    pollMs: rules.pollMs,
    log: deps.log,
    workOnce: async () => {
      const now = deps.clock.now();
      await jobs.failAbandoned(now, rules.maxAttempts);
      const row = await jobs.claimNext(now, now + rules.claimMs, rules.maxAttempts);
      if (row === undefined) return false;
      try {
        await run(deps.handlers, row);
        await jobs.complete(row.id, row.attempts);
      } catch (error) {
        await failOrRetry(row, error);
      }
      return true;
    },
  });
}
