import { DocumentIdParams } from '@labtrail/contract/documents';
import { ErrorBody } from '@labtrail/contract/error';
import { DocumentReview } from '@labtrail/contract/review';
import type { DatabaseHandle } from '../../db/create-database';
import { DomainError } from '../../domain-error';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/require-user';
import { DOCUMENT_MESSAGES } from '../documents/messages';
import { presentReview } from './present-review';
import { createDocumentsRepository } from '../documents/documents-repository';
import { createReviewRepository } from './review-repository';

export interface ReviewRouteDependencies {
  database: DatabaseHandle;
  authentication: Authentication;
}

/** Reviewing what the analysis read from a document (issue 21). */
export function registerReviewRoutes(app: TypedApp, deps: ReviewRouteDependencies): void {
  const { authentication } = deps;
  const review = createReviewRepository(deps.database.db);
  const documents = createDocumentsRepository(deps.database.db);

  app.get(
    '/v1/user/document/:id/review',
    {
      onRequest: authentication.requireUser,
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
      const document = await documents.findDocument(userId, request.params.id);
      // Another person's document answers exactly like one that does not exist.
      if (document === undefined)
        throw new DomainError('document_not_found', DOCUMENT_MESSAGES.notFound);
      const results = await review.listDocumentResults(userId, document.id);
      return presentReview(document, results, requestLanguage(request));
    },
  );
}
