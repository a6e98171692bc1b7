import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportInput } from './report-content';
import { renderReport } from './render-report';
import type { RenderReport } from './render-report';

export interface ReportThreadRequest {
  id: number;
  input: ReportInput;
}

export type ReportThreadReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * A report lays out a few hundred rows at most (see ReportHistory) in well under a second; one
 * that takes this long is stuck, and its thread is ended so the next report gets a fresh one.
 */
const REPORT_TIME_LIMIT_MS = 30_000;
/** Far above what a report's few pages need; a runaway layout fails alone, not the server. */
const REPORT_HEAP_MB = 256;

export interface ReportRendererOptions {
  /** The built report thread, dist/report-thread.js; without it reports are made in-process. */
  threadFile: string | undefined;
  log: FastifyBaseLogger;
}

interface Pending {
  worker: Worker;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Makes clinician reports in a worker thread of their own, so that laying out and compressing a
 * PDF never holds the event loop other requests are answered on, and a report never waits behind
 * a document being read (the analysis has its own thread). Reports take turns in the one thread;
 * it starts with the first report and is started again after a crash or a report out of time.
 */
export function createReportRenderer(
  options: ReportRendererOptions,
): RenderReport & { close(): Promise<void> } {
  const { threadFile, log } = options;
  if (threadFile === undefined) return Object.assign(renderReport, { close: async () => {} });
  let current: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (worker: Worker, error: Error) => {
    for (const [id, request] of pending) {
      if (request.worker !== worker) continue;
      pending.delete(id);
      clearTimeout(request.timer);
      request.reject(error);
    }
  };

  const start = (): Worker => {
    const worker = new Worker(threadFile, {
      resourceLimits: { maxOldGenerationSizeMb: REPORT_HEAP_MB },
    });
    // Pending reports hold their requests open; an idle thread must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: ReportThreadReply) => {
      const request = pending.get(reply.id);
      if (request === undefined) return;
      pending.delete(reply.id);
      clearTimeout(request.timer);
      if ('pdf' in reply) request.resolve(reply.pdf);
      else request.reject(new Error(reply.error));
    });
    worker.on('error', (error) => {
      log.warn({ err: error }, 'report thread failed');
    });
    worker.on('exit', () => {
      if (current === worker) current = undefined;
      failAll(worker, new Error('the report thread ended'));
    });
    return worker;
  };

  const render: RenderReport = (input) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      current ??= start();
      const worker = current;
      const timer = setTimeout(() => {
        log.warn({ ms: REPORT_TIME_LIMIT_MS }, 'clinician report stopped at its time limit');
        if (current === worker) current = undefined;
        failAll(worker, new Error('the report took too long'));
        void worker.terminate();
      }, REPORT_TIME_LIMIT_MS);
      pending.set(id, { worker, resolve, reject, timer });
      worker.postMessage({ id, input } satisfies ReportThreadRequest);
    });

  return Object.assign(render, {
    async close() {
      await current?.terminate();
    },
  });
}
