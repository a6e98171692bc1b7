import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysePdf } from './analyse-pdf';
import { ANALYSIS_MESSAGES, AnalysisFailure } from './analysis-failure';
import type { LabReport } from './understand/parse-lab-report';

export interface ThreadRequest {
  id: number;
  bytes: Uint8Array;
}

export type ThreadReply =
  | { id: number; report: LabReport }
  | { id: number; error: { name: string; message: string; permanent: boolean } };

/** Heap for one analysis thread: a scanned page's OCR fits well inside it, a decompression bomb does not. */
const THREAD_HEAP_MB = 768;

/**
 * Runs the analysis in a worker thread (`threadFile`, the built dist/analysis-thread.js). When a
 * document's time runs out, or the thread dies (out of memory), the thread is ended and the next
 * document gets a fresh one: a hang or a bomb fails that document only.
 */
export function createThreadAnalyser(
  threadFile: string,
  log: FastifyBaseLogger,
): AnalysePdf & {
  close(): Promise<void>;
} {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (report: LabReport) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  const thread = (): Worker => {
    if (worker !== undefined) return worker;
    const started = new Worker(threadFile, {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    started.on('message', (reply: ThreadReply) => {
      const pending = waiting.get(reply.id);
      if (pending === undefined) return;
      waiting.delete(reply.id);
      if ('report' in reply) {
        pending.resolve(reply.report);
        return;
      }
      const error = reply.error.permanent
        ? new AnalysisFailure(reply.error.message, true)
        : Object.assign(new Error(reply.error.message), { name: reply.error.name });
      pending.reject(error);
    });
    started.on('error', (error) => {
      log.warn({ err: error }, 'analysis thread failed');
    });
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new AnalysisFailure(ANALYSIS_MESSAGES.failed, false));
    });
    worker = started;
    return started;
  };

  const analyse = (bytes: Uint8Array, signal: AbortSignal) =>
    new Promise<LabReport>((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      const running = thread();
      const onAbort = () => {
        waiting.delete(id);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        // A thread stuck in a parser can only be stopped from outside.
        void running.terminate();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.set(id, {
        resolve: (report) => {
          signal.removeEventListener('abort', onAbort);
          resolve(report);
        },
        reject: (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      running.postMessage({ id, bytes } satisfies ThreadRequest);
    });

  return Object.assign(analyse, {
    async close() {
      await worker?.terminate();
    },
  });
}
