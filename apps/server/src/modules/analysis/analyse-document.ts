import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseKind } from '../../db/create-database';
import type { DocumentsTable } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs-repository';
import type { BlobStore } from '../../storage/blob-store';
import type { ResultsService } from '../results/record-results';
import type { AnalysePdf } from './analyse-pdf';
import { ANALYSIS_LIMITS } from './analysis-rules';
import { createDocumentJobsRepository } from './document-jobs-repository';
import { documentResults } from './document-results';

export interface AnalyseDocumentDeps {
  kind: DatabaseKind;
  blobs: BlobStore;
  clock: Clock;
  log: FastifyBaseLogger;
  analyse: AnalysePdf;
  results: ResultsService;
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Analyses one claimed document.
 *
 * Always holds: a document's results are exactly those of its latest successful analysis,
 * written in one transaction with the summary and the "analysis ready" mail's job; a document
 * deleted meanwhile gets none. Throws when this try failed; the worker decides whether to try
 * again.
 */
export async function analyseDocument(
  deps: AnalyseDocumentDeps,
  document: DocumentsTable,
): Promise<void> {
  const bytes = await readAll(await deps.blobs.read(document.blob_key));
  const report = await deps.analyse(bytes, AbortSignal.timeout(ANALYSIS_LIMITS.timeoutMs));
  const results = documentResults(document, report);
  const written = await deps.results.recordDocumentResults(
    { id: document.id, userId: document.user_id },
    results,
    async (trx) => {
      const now = deps.clock.now();
      if (!(await createDocumentJobsRepository(trx, deps.kind).finish(document.id, report, now)))
        return false;
      await enqueueJob(
        trx,
        {
          kind: 'analysis-mail',
          userId: document.user_id,
          payload: { documentId: document.id, results: results.length },
        },
        now,
      );
      return true;
    },
  );
  if (!written) return;
  deps.log.info(
    { document: document.id, results: results.length, unmatched: report.unmatched.length },
    'document analysed',
  );
}
