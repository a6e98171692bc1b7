import { SuccessResponse } from '@labtrail/contract/biomarkers';
import { ErrorBody } from '@labtrail/contract/error';
import {
  CatalogueSearchQuery,
  CatalogueSearchResponse,
  DocumentReview,
  MapLineRequest,
  PrivateAliasesResponse,
  REVIEW_MESSAGES,
  ReviewLineParams,
} from '@labtrail/contract/review';
import Type from 'typebox';
import type { DatabaseHandle } from '../../db/create-database';
import { DomainError } from '../../domain-error';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/require-user';
import { createDocumentsRepository } from '../documents/documents-repository';
import type { ResultsService } from '../results/record-results';
import { readDocumentReview } from '../review/read-document-review';
import { mapLineToBiomarker } from './map-line-to-biomarker';
import { presentPrivateAliases } from './present-private-aliases';
import { createPrivateAliasesRepository } from './private-aliases-repository';
import { searchCatalogue } from './search-catalogue';

export interface PrivateAliasRouteDependencies {
  database: DatabaseHandle;
  authentication: Authentication;
  results: ResultsService;
}

const AliasIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Teaching Labtrail a printed name (issue 21): mapping a document's unmatched line to a catalogue
 * biomarker, the private aliases that mapping leaves, and the catalogue search it chooses from.
 */
export function registerPrivateAliasRoutes(
  app: TypedApp,
  deps: PrivateAliasRouteDependencies,
): void {
  const { authentication } = deps;
  const aliases = createPrivateAliasesRepository(deps.database.db);
  const documents = createDocumentsRepository(deps.database.db);
  const guarded = { onRequest: authentication.requireUser };

  app.post(
    '/v1/user/document/:id/review/line/:line_id/map',
    {
      ...guarded,
      schema: {
        summary: 'Read an unmatched line of your document as a catalogue biomarker',
        description:
          'The printed name becomes your private alias, read in your later documents too; every line of the document printing it becomes a value. Answers the document’s review.',
        tags: ['documents'],
        params: ReviewLineParams,
        body: MapLineRequest,
        response: {
          200: DocumentReview,
          ...errors,
          409: ErrorBody,
          413: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const { id, line_id } = request.params;
      await mapLineToBiomarker(deps.results, {
        userId,
        documentId: id,
        lineId: line_id,
        biomarkerId: request.body.biomarker_id,
        unit: request.body.unit,
      });
      const document = await documents.findDocument(userId, id);
      // Deleted since the mapping committed: the line is gone with it.
      if (document === undefined)
        throw new DomainError('line_not_found', REVIEW_MESSAGES.lineNotFound);
      return readDocumentReview(deps.database.db, userId, document, requestLanguage(request));
    },
  );

  app.get(
    '/v1/user/aliases',
    {
      ...guarded,
      schema: {
        summary: 'The printed names you mapped to biomarkers, newest first',
        tags: ['documents'],
        response: { 200: PrivateAliasesResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      return presentPrivateAliases(await aliases.listAliases(userId), requestLanguage(request));
    },
  );

  app.delete(
    '/v1/user/aliases/:id',
    {
      ...guarded,
      schema: {
        summary: 'Forget one of your mappings',
        description:
          'Later documents no longer read the name as the biomarker; values already read stay.',
        tags: ['documents'],
        params: AliasIdParams,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      // Another person's alias answers exactly like one that does not exist.
      if (!(await aliases.deleteAlias(userId, request.params.id)))
        throw new DomainError('alias_not_found', REVIEW_MESSAGES.aliasNotFound);
      return { success: true as const };
    },
  );

  app.get(
    '/v1/health/catalogue',
    {
      ...guarded,
      schema: {
        summary: 'Catalogue biomarkers whose name or an alias holds the words',
        tags: ['biomarkers'],
        querystring: CatalogueSearchQuery,
        response: { 200: CatalogueSearchResponse, ...errors },
      },
    },
    (request) => searchCatalogue(request.query.q, requestLanguage(request)),
  );
}
