import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LlmConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import { createProseWriter } from './create-prose-writer';
import { polishSummary } from './polish-summary';

export interface SummaryPolisher {
  /** Starts rewriting the person's new summary in the background (nothing without an LLM). */
  polishLater(userId: string): void;
  /** Waits for the rewrites under way, so closing the app never cuts one off mid-write. */
  settle(): Promise<void>;
}

export function createSummaryPolisher(options: {
  db: Kysely<Database>;
  llm: LlmConfig | undefined;
  log: FastifyBaseLogger;
}): SummaryPolisher {
  const { llm, log, db } = options;
  const running = new Set<Promise<void>>();
  const writer = llm === undefined ? undefined : createProseWriter(llm, log);
  return {
    polishLater(userId) {
      if (writer === undefined) return;
      const work = polishSummary({ db, writer }, userId)
        .catch((error: unknown) => {
          log.warn({ err: error }, 'the summary could not be rewritten; the rules’ text stays');
        })
        .finally(() => running.delete(work));
      running.add(work);
    },
    async settle() {
      await Promise.allSettled([...running]);
    },
  };
}
