import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LlmConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import type { Job } from '../../../jobs/job-kinds';
import { createProseWriter } from './create-prose-writer';
import { polishSummary } from './polish-summary';

/**
 * Runs the `polish-summary` jobs. Without an LLM (one was configured when the job was queued,
 * and no longer is) the rules' text stays and the job is done.
 */
export function createPolishSummaryHandler(deps: {
  db: Kysely<Database>;
  llm: LlmConfig | undefined;
  log: FastifyBaseLogger;
}): (job: Job<'polish-summary'>) => Promise<void> {
  const writer = deps.llm === undefined ? undefined : createProseWriter(deps.llm, deps.log);
  return async (job) => {
    if (writer === undefined) return;
    await polishSummary({ db: deps.db, writer }, job.userId, job.payload.summaryId);
  };
}
