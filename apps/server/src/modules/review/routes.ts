import type { Language } from '@labtrail/contract/auth';
import { SuccessResponse } from '@labtrail/contract/biomarkers';
import { DocumentIdParams } from '@labtrail/contract/documents';
import { ErrorBody } from '@labtrail/contract/error';
import {
  ChangesQuery,
  ChangesResponse,
  CorrectResultRequest,
  DismissResultRequest,
  DocumentReview,
  REVIEW_MESSAGES,
  ReviewDismissalParams,
  ReviewResultParams,
} from '@labtrail/contract/review';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import type { DocumentsTable } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import { createDocumentJobsRepository } from '../analysis/document-jobs-repository';
import type { Authentication } from '../auth/require-user';
import { createDocumentsRepository } from '../documents/documents-repository';
import { DOCUMENT_MESSAGES } from '../documents/messages';
import type { ResultsService } from '../results/record-results';
import { admitReanalysis } from './admit-reanalysis';
import { presentChanges } from './present-changes';
import { readDocumentReview } from './read-document-review';
import { createResultChangesRepository } from '../results/result-changes-repository';

export interface ReviewRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  authentication: Authentication;
  /** The one writer of results: corrections, dismissals and restores go through it. */
  results: ResultsService;
  /** Told after a document is queued for analysis again, so it can start at once. */
  onDocumentStored: () => void;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Reviewing what the analysis read from a document and changing it (issue 21): correcting,
 * dismissing and restoring values, analysing the document again, and the trail of changes.
 */
export function registerReviewRoutes(app: TypedApp, deps: ReviewRouteDependencies): void {
  const { authentication, results } = deps;
  const changes = createResultChangesRepository(deps.database.db);
  const documents = createDocumentsRepository(deps.database.db);
  const jobs = createDocumentJobsRepository(deps.database.db, deps.database.kind);
  const guarded = { onRequest: authentication.requireUser };

  /** Another person's document answers exactly like one that does not exist. */
  async function ownDocument(userId: string, id: string): Promise<DocumentsTable> {
    const document = await documents.findDocument(userId, id);
    if (document === undefined)
      throw new DomainError('document_not_found', DOCUMENT_MESSAGES.notFound);
    return document;
  }

  async function reviewOf(
    userId: string,
    document: DocumentsTable,
    language: Language,
  ): Promise<DocumentReview> {
    return readDocumentReview(deps.database.db, userId, document, language);
  }

  app.get(
    '/v1/user/document/:id/review',
    {
      ...guarded,
      schema: {
        summary:
          'What the analysis read from one of your documents: each value and each unmatched line with the page and box it is printed in',
        tags: ['documents'],
        params: DocumentIdParams,
        response: { 200: DocumentReview, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const document = await ownDocument(userId, request.params.id);
      return reviewOf(userId, document, requestLanguage(request));
    },
  );

  app.patch(
    '/v1/user/document/:id/review/result/:result_id',
    {
      ...guarded,
      schema: {
        summary: 'Correct the value, unit or test date the analysis read from your document',
        description:
          'The correction is kept on the document’s trail and applied again when the document is analysed again.',
        tags: ['documents'],
        params: ReviewResultParams,
        body: CorrectResultRequest,
        response: { 200: DocumentReview, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const document = await ownDocument(userId, request.params.id);
      await results.correctDocumentResult(
        userId,
        { documentId: document.id, resultId: request.params.result_id },
        request.body,
      );
      return reviewOf(userId, document, requestLanguage(request));
    },
  );

  app.post(
    '/v1/user/document/:id/review/result/:result_id/dismiss',
    {
      ...guarded,
      schema: {
        summary: 'Dismiss a value the analysis read from your document, saying why',
        description:
          'The value leaves your history and the analysis; the dismissal is kept and can be undone.',
        tags: ['documents'],
        params: ReviewResultParams,
        body: DismissResultRequest,
        response: { 200: DocumentReview, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const document = await ownDocument(userId, request.params.id);
      await results.dismissDocumentResult(
        userId,
        { documentId: document.id, resultId: request.params.result_id },
        request.body.reason,
      );
      return reviewOf(userId, document, requestLanguage(request));
    },
  );

  app.post(
    '/v1/user/document/:id/review/dismissal/:dismissal_id/restore',
    {
      ...guarded,
      schema: {
        summary: 'Bring back a value you dismissed from your document, as it was',
        tags: ['documents'],
        params: ReviewDismissalParams,
        response: { 200: DocumentReview, 413: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const document = await ownDocument(userId, request.params.id);
      await results.restoreDismissal(userId, {
        documentId: document.id,
        dismissalId: request.params.dismissal_id,
      });
      return reviewOf(userId, document, requestLanguage(request));
    },
  );

  app.post(
    '/v1/user/document/:id/reanalyse',
    {
      ...guarded,
      schema: {
        summary: 'Analyse one of your documents again (its analysis has ended)',
        description:
          'Its values are replaced by what the new analysis reads, with your corrections and dismissals applied again. A document still waiting or being analysed is not queued twice (409); each person may ask 30 times in 10 minutes (429 with Retry-After).',
        tags: ['documents'],
        params: DocumentIdParams,
        response: { 202: SuccessResponse, 409: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const userId = authentication.userIdOf(request);
      const document = await ownDocument(userId, request.params.id);
      // Counted once the document is the person's: another's id is not found, and changes nothing.
      await admitReanalysis(deps.database.db, userId, deps.clock.now());
      if (!(await jobs.analyseAgain(userId, document.id, deps.clock.now())))
        throw new DomainError('still_analysing', REVIEW_MESSAGES.stillAnalysing);
      deps.onDocumentStored();
      return reply.code(202).send({ success: true as const });
    },
  );

  app.get(
    '/v1/health/changes',
    {
      ...guarded,
      schema: {
        summary: 'Your changes to values your documents gave, newest first',
        tags: ['biomarkers'],
        querystring: ChangesQuery,
        response: { 200: ChangesResponse, ...errors },
      },
    },
    async (request) =>
      presentChanges(
        await changes.listChanges(authentication.userIdOf(request), request.query.biomarker_id),
        requestLanguage(request),
      ),
  );
}
