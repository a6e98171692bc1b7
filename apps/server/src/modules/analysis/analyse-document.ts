import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseHandle, DatabaseKind } from '../../db/create-database';
import type { DocumentsTable } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobs-repository';
import { DomainError } from '../../domain-error';
import type { BlobStore } from '../../storage/blob-store';
import { parseFhirFile } from '../fhir-import/fhir-resources';
import { readFhirImport } from '../fhir-import/read-fhir-import';
import { isInsideWindow, testDateWindow } from '../biomarkers/test-date-rule';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import { createProfileRepository } from '../profile/profile-repository';
import { documentTestDate } from '../private-aliases/document-test-date';
import { createPrivateAliasesRepository } from '../private-aliases/private-aliases-repository';
import { readThroughAliases } from '../private-aliases/read-through-aliases';
import type { NewResult, ResultsService } from '../results/record-results';
import type { AnalysePdf } from './analyse-pdf';
import { AnalysisFailure } from './analysis-failure';
import { ANALYSIS_LIMITS } from './analysis-rules';
import { createDocumentJobsRepository } from './document-jobs-repository';
import type { DocumentOutcome } from './document-jobs-repository';
import { documentResults } from './document-results';

export interface AnalyseDocumentDeps {
  kind: DatabaseKind;
  /** Where the person's private aliases are read. */
  database: DatabaseHandle;
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

/** What a document gave: the results to store, and what its own row keeps of the reading. */
interface DocumentReading {
  results: NewResult[];
  outcome: DocumentOutcome;
  /** An import repeats values the person may have already; a lab report's values are its own. */
  skipKnown: boolean;
}

/**
 * A PDF through the lab report reader; a FHIR file through the FHIR reader. Dates are held to the
 * test date rule (`window`): a FHIR value dated outside it is listed as not taken; a report date
 * printed outside it (a misread, a birth date, a year 2999) is no test date, as an unreadable one
 * is not, and the values are dated by the upload.
 */
async function readDocument(
  deps: AnalyseDocumentDeps,
  document: DocumentsTable,
  bytes: Uint8Array,
  window: TestDateWindow,
): Promise<DocumentReading> {
  if (document.content_kind === 'fhir') {
    const file = parseFhirFile(bytes);
    if (file === undefined) throw new AnalysisFailure('unreadable_fhir', true);
    const { results, unmatched, reportDate } = readFhirImport(file, window);
    return {
      results,
      outcome: { document_type: 'blood_work', report_date: reportDate, unmatched },
      skipKnown: true,
    };
  }
  const read = await deps.analyse(bytes, AbortSignal.timeout(ANALYSIS_LIMITS.timeoutMs));
  const printed = read.report_date;
  const report =
    printed === null || isInsideWindow(printed, window) ? read : { ...read, report_date: null };
  return { results: documentResults(document, report), outcome: report, skipKnown: false };
}

/**
 * The reading with the lines whose printed names the person mapped to biomarkers (their private
 * aliases) read as those biomarkers. The aliases are read just before the results are written: a
 * mapping made in between applies from the next document on.
 */
async function withPrivateAliases(
  deps: AnalyseDocumentDeps,
  document: DocumentsTable,
  reading: DocumentReading,
): Promise<DocumentReading> {
  const aliases = await createPrivateAliasesRepository(deps.database.db).aliasesByNameKey(
    document.user_id,
  );
  if (aliases.size === 0) return reading;
  const { results, unmatched } = readThroughAliases(
    { results: reading.results, unmatched: reading.outcome.unmatched },
    aliases,
    {
      testDate: documentTestDate(document, reading.outcome.report_date),
      hasPages: document.content_kind === 'pdf',
    },
  );
  return { ...reading, results, outcome: { ...reading.outcome, unmatched } };
}

/**
 * Runs the writing of a document's results; when the person's history has no room for them the
 * document fails for good with a reason they can read (retrying cannot make room).
 */
async function failWithoutRoom<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'too_many_results')
      throw new AnalysisFailure('too_many_results', true);
    throw error;
  }
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
  const { birth_year } = await createProfileRepository(deps.database.db).findProfile(
    document.user_id,
  );
  const window = testDateWindow(deps.clock.now(), birth_year);
  const { results, outcome, skipKnown } = await withPrivateAliases(
    deps,
    document,
    await readDocument(deps, document, bytes, window),
  );
  const written = await failWithoutRoom(() =>
    deps.results.recordDocumentResults(
      { id: document.id, userId: document.user_id },
      results,
      async (trx, count) => {
        const now = deps.clock.now();
        if (!(await createDocumentJobsRepository(trx, deps.kind).finish(document.id, outcome, now)))
          return false;
        await enqueueJob(
          trx,
          {
            kind: 'analysis-mail',
            userId: document.user_id,
            payload: { documentId: document.id, results: count },
          },
          now,
        );
        return true;
      },
      { skipKnown },
    ),
  );
  if (!written) return;
  deps.log.info(
    { document: document.id, results: results.length, unmatched: outcome.unmatched.length },
    'document analysed',
  );
}
