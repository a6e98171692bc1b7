import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysePdf } from './analyse-pdf';
import { AnalysisFailure } from './analysis-failure';
import type { AnalysisFailureCode } from './analysis-failure';
import type { LabReport } from './understand/parse-lab-report';

export interface ThreadRequest {
  id: number;
  bytes: Uint8Array;
}

/** What the thread is told at its start. */
export interface ThreadData {
  /** Read a small PDF at once, before the first document (see WARM_UP_PDF). */
  warm: boolean;
}

export type ThreadReply =
  | { ready: true }
  | { id: number; report: LabReport }
  | {
      id: number;
      error: {
        name: string;
        message: string;
        /** Set when the analysis refused the document with a reason. */
        code: AnalysisFailureCode | null;
        permanent: boolean;
      };
    };

export interface ThreadAnalyserOptions {
  /** The built analysis thread, dist/analysis-thread.js. */
  threadFile: string;
  log: FastifyBaseLogger;
  /** ANALYSIS_MEMORY_MB in bytes: what the analysis may add to the process's memory, at most. */
  memoryBytes: number;
  /**
   * Start the thread now and load the PDF reader in it, so the first document does not wait for
   * that (about a second): for a process that exists to analyse. Otherwise the thread starts with
   * the first document, and a process that never gets one never holds the reader's memory.
   */
  warm?: boolean;
}

const MB = 1024 * 1024;
/**
 * The thread's JavaScript heap gets this share of the memory ceiling; the rest is for what the
 * heap limit does not count: pdf.js's unpacked streams, the page drawn for OCR, the OCR engine.
 */
const HEAP_SHARE = 1 / 2;
const YOUNG_GENERATION_SHARE = 1 / 32;
/**
 * How often memory is looked at while a document is in the thread: pdf.js doubles a buffer in
 * one step, so between two looks memory grows by at most about what it held already.
 */
const MEMORY_CHECK_MS = 20;
/** A thread stuck in native code may never exit: the next document waits for it this long only. */
const EXIT_WAIT_MS = 5_000;
/**
 * A thread with no document for this long is ended, and the memory its reading left behind (pdf.js,
 * a grown heap) goes back to the system; the next document starts a new one, about a second.
 */
const IDLE_END_MS = 10_000;

interface Thread {
  worker: Worker;
  exited: Promise<void>;
  outOfMemory: boolean;
}

/**
 * Runs the analysis in a worker thread. Memory has a fixed ceiling: the process's memory (RSS)
 * when the analyser is made, plus `memoryBytes` (see `ceiling`); the thread's heap is capped at a
 * share of it, and a document during which the process goes above the ceiling fails as too large
 * (for good: the same bytes would need as much again). When that happens, a document's time runs
 * out, or the thread dies, the thread is ended and the next
 * document waits until it has exited (and given its memory back), then gets a fresh one: a hang
 * or a bomb fails that document only, and memory does not ratchet up from one to the next.
 */
export function createThreadAnalyser(options: ThreadAnalyserOptions): AnalysePdf & {
  close(): Promise<void>;
} {
  const { threadFile, log, memoryBytes } = options;
  const atStart = process.memoryUsage();
  /**
   * RSS may reach the start's plus `memoryBytes`, plus what this (main) thread's own heap has grown
   * by since: a server that has warmed up its caches must not fail a scanned report for it. The
   * analysis thread's memory is not in that heap, so what a bomb leaves behind never raises it.
   */
  const ceiling = () =>
    atStart.rss + memoryBytes + Math.max(0, process.memoryUsage().heapTotal - atStart.heapTotal);
  const memoryMb = Math.floor(memoryBytes / MB);
  let current: Thread | undefined;
  let ending: Promise<void> = Promise.resolve();
  let nextId = 0;
  const waiting = new Map<
    number,
    { thread: Thread; resolve: (report: LabReport) => void; reject: (error: Error) => void }
  >();

  /** Fails what was sent to `ended` only: a document sent to the next thread meanwhile goes on. */
  const failAll = (ended: Thread, error: Error) => {
    for (const [id, pending] of waiting) {
      if (pending.thread !== ended) continue;
      waiting.delete(id);
      pending.reject(error);
    }
  };

  const start = (warm: boolean): Thread => {
    const startedAt = performance.now();
    const worker = new Worker(threadFile, {
      workerData: { warm } satisfies ThreadData,
      resourceLimits: {
        maxOldGenerationSizeMb: Math.floor(memoryMb * HEAP_SHARE),
        maxYoungGenerationSizeMb: Math.max(1, Math.floor(memoryMb * YOUNG_GENERATION_SHARE)),
      },
    });
    const thread: Thread = {
      worker,
      exited: new Promise((resolve) => {
        worker.once('exit', () => {
          resolve();
        });
      }),
      outOfMemory: false,
    };
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) {
        log.info({ ms: Math.round(performance.now() - startedAt) }, 'analysis thread ready');
        return;
      }
      const pending = waiting.get(reply.id);
      if (pending === undefined) return;
      waiting.delete(reply.id);
      if ('report' in reply) {
        pending.resolve(reply.report);
        return;
      }
      const error =
        reply.error.code === null
          ? Object.assign(new Error(reply.error.message), { name: reply.error.name })
          : new AnalysisFailure(reply.error.code, reply.error.permanent);
      pending.reject(error);
    });
    worker.on('error', (error) => {
      if ('code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY') thread.outOfMemory = true;
      log.warn({ err: error }, 'analysis thread failed');
    });
    worker.on('exit', () => {
      if (current === thread) current = undefined;
      failAll(
        thread,
        thread.outOfMemory
          ? new AnalysisFailure('too_large', true)
          : new AnalysisFailure('failed', false),
      );
    });
    return thread;
  };

  /** Ends a thread from outside (it may be stuck in a parser); the next document waits for it. */
  const end = (thread: Thread) => {
    if (current === thread) current = undefined;
    void thread.worker.terminate();
    ending = Promise.race([thread.exited, sleep(EXIT_WAIT_MS)]);
  };

  let idleTimer: NodeJS.Timeout | undefined;
  /** Ends the thread once no document has been in it for IDLE_END_MS. */
  const endWhenIdle = () => {
    clearTimeout(idleTimer);
    if (waiting.size > 0 || current === undefined) return;
    const idle = current;
    idleTimer = setTimeout(() => {
      if (current === idle && waiting.size === 0) end(idle);
    }, IDLE_END_MS);
    // An idle thread's timer must not keep a process alive that is otherwise done.
    idleTimer.unref();
  };

  const analyse = async (bytes: Uint8Array, signal: AbortSignal): Promise<LabReport> => {
    clearTimeout(idleTimer);
    await ending;
    signal.throwIfAborted();
    return new Promise<LabReport>((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      current ??= start(false);
      const thread = current;
      const stop = (error: Error) => {
        settle();
        waiting.delete(id);
        reject(error);
        end(thread);
      };
      const onAbort = () => {
        stop(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      const memoryWatch = setInterval(() => {
        const rss = process.memoryUsage.rss();
        const limit = ceiling();
        if (rss <= limit) return;
        log.warn(
          { rssMb: Math.round(rss / MB), ceilingMb: Math.round(limit / MB) },
          'document analysis stopped at the memory ceiling',
        );
        // The same bytes would need the same memory again: trying again cannot help.
        stop(new AnalysisFailure('too_large', true));
      }, MEMORY_CHECK_MS);
      const settle = () => {
        clearInterval(memoryWatch);
        signal.removeEventListener('abort', onAbort);
        // After this document leaves `waiting` (settle runs just before).
        queueMicrotask(endWhenIdle);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.set(id, {
        thread,
        resolve: (report) => {
          settle();
          resolve(report);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      thread.worker.postMessage({ id, bytes } satisfies ThreadRequest);
    });
  };

  if (options.warm === true) current = start(true);

  return Object.assign(analyse, {
    async close() {
      clearTimeout(idleTimer);
      await current?.worker.terminate();
    },
  });
}
