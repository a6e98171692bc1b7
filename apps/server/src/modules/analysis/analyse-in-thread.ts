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
 * Growth of this process's memory (RSS) during one analysis after which the thread is ended. The
 * heap limit does not count array buffers, where pdf.js keeps unpacked streams: a bomb that gets
 * past the size check (behind another filter, or encrypted) would otherwise take gigabytes. OCR of
 * a page, with the OCR engine starting, grows it by a few hundred MB.
 */
const THREAD_MEMORY_GROWTH_MB = 1024;
/** How often memory is looked at while a document is in the thread. */
const MEMORY_CHECK_MS = 100;

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
    { thread: Worker; resolve: (report: LabReport) => void; reject: (error: Error) => void }
  >();

  /** Fails what was sent to `ended` only: a document sent to the next thread meanwhile goes on. */
  const failAll = (ended: Worker, error: Error) => {
    for (const [id, pending] of waiting) {
      if (pending.thread !== ended) continue;
      waiting.delete(id);
      pending.reject(error);
    }
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
      failAll(started, new AnalysisFailure(ANALYSIS_MESSAGES.failed, false));
    });
    worker = started;
    return started;
  };

  const analyse = (bytes: Uint8Array, signal: AbortSignal) =>
    new Promise<LabReport>((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      const running = thread();
      const memoryCap = process.memoryUsage.rss() + THREAD_MEMORY_GROWTH_MB * 1024 * 1024;
      const stop = (error: Error) => {
        settle();
        waiting.delete(id);
        reject(error);
        // A thread stuck in a parser can only be stopped from outside. The next document gets a
        // new thread at once rather than this one, which may take a moment to exit.
        if (worker === running) worker = undefined;
        void running.terminate();
      };
      const onAbort = () => {
        stop(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      const memoryWatch = setInterval(() => {
        if (process.memoryUsage.rss() > memoryCap)
          stop(new AnalysisFailure(ANALYSIS_MESSAGES.tooLarge, false));
      }, MEMORY_CHECK_MS);
      const settle = () => {
        clearInterval(memoryWatch);
        signal.removeEventListener('abort', onAbort);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.set(id, {
        thread: running,
        resolve: (report) => {
          settle();
          resolve(report);
        },
        reject: (error) => {
          settle();
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
