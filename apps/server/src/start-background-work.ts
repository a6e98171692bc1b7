import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/create-database';
import type { Mailer } from './mail/mailer';
import { createThreadAnalyser } from './modules/analysis/analyse-in-thread';
import { createPdfAnalyser } from './modules/analysis/analyse-pdf';
import { createDocumentWorker } from './modules/analysis/create-document-worker';
import { createOcrEngine } from './modules/analysis/read-pdf/create-ocr-engine';
import { createAnalysisMailHandler } from './modules/analysis/send-analysis-mail';
import type { ResultsService } from './modules/results/record-results';
import { createResultsRepository } from './modules/results/results-repository';
import { createRetestReminderHandler } from './modules/reminders/send-retest-reminders';
import { createPolishSummaryHandler } from './modules/summaries/llm/polish-summary-job';
import type { BlobStore } from './storage/blob-store';
import { createJobRunner } from './jobs/create-job-runner';
import type { PollingLoop } from './jobs/polling-loop';

export interface BackgroundWork {
  /** Look for a new document now (one was just stored). */
  documents: PollingLoop;
  /** Look for a new job now (a change just queued one). */
  jobs: PollingLoop;
}

/** Where documents are read: the analysis thread when built, else this thread. */
function createAnalyser(deps: {
  threadFile: string | undefined;
  app: FastifyInstance;
  memoryBytes: number;
  warm: boolean;
}) {
  if (deps.threadFile !== undefined) {
    const inThread = createThreadAnalyser({
      threadFile: deps.threadFile,
      log: deps.app.log,
      memoryBytes: deps.memoryBytes,
      warm: deps.warm,
    });
    return { analyse: inThread, close: () => inThread.close() };
  }
  const ocr = createOcrEngine();
  return { analyse: createPdfAnalyser(ocr), close: () => ocr.close() };
}

/**
 * The worker role of this process: document analysis and the durable background jobs (the LLM
 * rewording of summaries, "analysis ready" mails, retest reminders), both stopped when the app
 * closes.
 */
export function startBackgroundWork(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    clock: Clock;
    mailer: Mailer;
    blobs: BlobStore;
    results: ResultsService;
    analysisThreadFile: string | undefined;
    /** Signs the unsubscribe links of reminder e-mails. */
    unsubscribeKey: Buffer;
  },
): BackgroundWork {
  const { config, database, clock } = deps;
  const results = createResultsRepository(database.db);
  const analyser = createAnalyser({
    threadFile: deps.analysisThreadFile,
    app,
    memoryBytes: config.analysisMemoryBytes,
    // A worker process is there to analyse: it loads the reader at start, not on its first
    // document. ROLE=all (one process for a household) keeps it until needed, staying small idle.
    warm: config.role === 'worker',
  });
  const documents = createDocumentWorker({
    database,
    blobs: deps.blobs,
    clock,
    log: app.log,
    analyse: analyser.analyse,
    results: deps.results,
    claimMs: config.analysisClaimMs,
  });
  const jobs = createJobRunner({
    database,
    clock,
    log: app.log,
    handlers: {
      'polish-summary': createPolishSummaryHandler({
        db: database.db,
        llm: config.llm,
        log: app.log,
      }),
      'analysis-mail': createAnalysisMailHandler({
        db: database.db,
        kind: database.kind,
        mailer: deps.mailer,
        appUrl: new URL('/biomarkers', config.publicUrl).href,
      }),
      'retest-reminder': createRetestReminderHandler({
        db: database.db,
        clock,
        mailer: deps.mailer,
        listResults: (userId) => results.listResults(userId),
        unsubscribeKey: deps.unsubscribeKey,
        publicUrl: config.publicUrl,
      }),
    },
  });
  app.addHook('preClose', async () => {
    await documents.stop();
    await analyser.close();
    await jobs.stop();
  });
  return { documents, jobs };
}
