import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/create-database';
import type { Database, JobsTable } from '../db/schema';
import type { JobKind, JobPayloads } from './job-kinds';

/**
 * Queues a job, to run now or from `availableAt` on. Called in the transaction of the change that
 * calls for it, so a committed change always has its job and a rolled-back one never does.
 */
export async function enqueueJob<Kind extends JobKind>(
  db: Kysely<Database>,
  job: { kind: Kind; userId: string; payload: JobPayloads[Kind]; availableAt?: number },
  now: number,
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      id: crypto.randomUUID(),
      kind: job.kind,
      user_id: job.userId,
      payload: JSON.stringify(job.payload),
      status: 'pending',
      attempts: 0,
      available_at: job.availableAt ?? now,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * The durable job queue, as its workers see it. Claims are atomic:
 * on PostgreSQL `FOR UPDATE SKIP LOCKED` keeps two workers off one job; SQLite serialises
 * writers, so the same statement suffices.
 */
export function createJobsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * Takes the job due longest (a waiting one, or one whose worker's claim ran out), marks it
     * `running` until `claimedUntil` and counts the try. Undefined when none is due.
     */
    async claimNext(
      now: number,
      claimedUntil: number,
      maxAttempts: number,
    ): Promise<JobsTable | undefined> {
      const lock = kind === 'postgres' ? sql`for update skip locked` : sql``;
      const claimed = await sql<JobsTable>`
        update jobs
           set status = 'running', attempts = attempts + 1,
               available_at = ${claimedUntil}, updated_at = ${now}
         where id = (
           select due.id from jobs due
            where due.status in ('pending', 'running')
              and due.available_at <= ${now}
              and due.attempts < ${maxAttempts}
            order by due.available_at, due.id
            limit 1
            ${lock}
         )
        returning *`.execute(db);
      return claimed.rows[0];
    },

    /** A finished job leaves the queue; `attempts` keeps a newer claim's job (after a cut-off try) in it. */
    async complete(id: string, attempts: number): Promise<void> {
      await db.deleteFrom('jobs').where('id', '=', id).where('attempts', '=', attempts).execute();
    },

    /** Back to waiting until `retryAt`, remembering why this try failed. */
    async retryLater(id: string, retryAt: number, error: string, now: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'pending', available_at: retryAt, last_error: error, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },

    async fail(id: string, error: string, now: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'failed', last_error: error, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** Jobs whose last allowed try was cut off (their worker died): given up. */
    async failAbandoned(now: number, maxAttempts: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'failed', last_error: 'abandoned by its worker', updated_at: now })
        .where('status', '=', 'running')
        .where('attempts', '>=', maxAttempts)
        .where('available_at', '<=', now)
        .execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
