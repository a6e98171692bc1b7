import { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import { DocumentIdParams, DocumentsResponse } from '@labtrail/contract/documents';
import { ErrorBody } from '@labtrail/contract/error';
import { SharedView, SHARING_MESSAGES } from '@labtrail/contract/sharing';
import { HealthSummary, SummaryResponse } from '@labtrail/contract/summaries';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { DomainError } from '../../domain-error';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { BlobStore } from '../../storage/blob-store';
import type { AuditLog } from '../account/audit-log-repository';
import { createDocumentsRepository } from '../documents/documents-repository';
import { DOCUMENT_MESSAGES } from '../documents/messages';
import { presentDocuments } from '../documents/present-documents';
import { DOCUMENT_FILE_TYPES, FileBytes, sendDocumentFile } from '../documents/send-document-file';
import { readBiomarkers, readHistory } from '../results/read-person-results';
import { createProfileRepository } from '../profile/profile-repository';
import { createResultsRepository } from '../results/results-repository';
import { buildHealthSummary } from '../summaries/build-health-summary';
import { createSummariesRepository } from '../summaries/summaries-repository';
import { presentSharedView } from './present-share-links';
import type { ShareAccess } from './require-share';

export interface SharedViewRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  blobs: BlobStore;
  audit: AuditLog;
  access: ShareAccess;
}

/**
 * Every answer of a share call, refusals too: no search engine lists it, no cache keeps it
 * (a link's holder may sit at a shared computer).
 */
function markShared(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  void reply
    .header('x-robots-tag', 'noindex, nofollow')
    .header('cache-control', 'private, no-store');
  done(null, payload);
}

const errors = { 404: ErrorBody, 410: ErrorBody, 429: ErrorBody };

/**
 * The history with every flag kept (the reader must know not to trust the value) but not the
 * owner's reason, which may be private ('drank the night before').
 */
function withoutFlagReasons(history: HistoryResponse): HistoryResponse {
  return Object.fromEntries(
    Object.entries(history).map(([biomarkerId, tests]) => [
      biomarkerId,
      tests.map((test) => ({ ...test, flag_cause: null })),
    ]),
  );
}

const AUTHORIZATION =
  'Needs the link’s token as `Authorization: Share <token>`; no session is read or made.';

/**
 * What the holder of a share link reads (issue 23): the owner's overview and detail pages, and
 * their documents when the link includes them, through the same reads as the owner's own calls.
 * Nothing here writes the owner's data; every call is on the owner's record as an opening.
 */
export function registerSharedViewRoutes(app: TypedApp, deps: SharedViewRouteDependencies): void {
  const { access } = deps;
  const db = deps.database.db;
  const documents = createDocumentsRepository(db);
  const summaries = createSummariesRepository(db);
  const results = createResultsRepository(db);
  const profiles = createProfileRepository(db);
  const shared = { onRequest: access.requireShare, onSend: markShared };
  const ownerOf = (request: FastifyRequest) => access.shareOf(request).user_id;

  function requireDocuments(request: FastifyRequest): string {
    const link = access.shareOf(request);
    if (link.include_documents !== 1)
      throw new DomainError('documents_not_shared', SHARING_MESSAGES.documentsNotShared);
    return link.user_id;
  }

  app.get(
    '/v1/shared',
    {
      ...shared,
      schema: {
        summary: 'What a share link shows, and until when',
        description: AUTHORIZATION,
        tags: ['sharing'],
        response: { 200: SharedView, ...errors },
      },
    },
    (request) => presentSharedView(access.shareOf(request)),
  );

  app.get(
    '/v1/shared/biomarkers',
    {
      ...shared,
      schema: {
        summary: 'The shared overview: every biomarker with the owner’s latest value',
        description: AUTHORIZATION,
        tags: ['sharing'],
        response: { 200: BiomarkersResponse, ...errors },
      },
    },
    (request) => readBiomarkers(db, ownerOf(request), requestLanguage(request), deps.clock.now()),
  );

  app.get(
    '/v1/shared/biomarkers/history',
    {
      ...shared,
      schema: {
        summary: 'The shared detail pages: every result of the owner, by biomarker id',
        description: `${AUTHORIZATION} A flagged value shows as flagged; why the owner flagged it only when the link includes the reasons.`,
        tags: ['sharing'],
        response: { 200: HistoryResponse, ...errors },
      },
    },
    async (request) => {
      const history = await readHistory(db, ownerOf(request), requestLanguage(request));
      return access.shareOf(request).include_flag_reasons === 1
        ? history
        : withoutFlagReasons(history);
    },
  );

  app.get(
    '/v1/shared/summary',
    {
      ...shared,
      schema: {
        summary: 'The owner’s latest analysis summary (null before their first result)',
        description: `${AUTHORIZATION} Reading it does not mark it read.`,
        tags: ['sharing'],
        response: { 200: SummaryResponse, ...errors },
      },
    },
    async (request) => {
      const summary = await summaries.findSummary(ownerOf(request));
      if (summary === undefined) return null;
      return {
        id: summary.id,
        is_read: summary.isRead,
        data: summary.data[requestLanguage(request)],
      };
    },
  );

  app.get(
    '/v1/shared/roadmap',
    {
      ...shared,
      schema: {
        summary: 'The owner’s health roadmap: next test date and the biomarkers to focus on',
        description: AUTHORIZATION,
        tags: ['sharing'],
        response: { 200: HealthSummary, ...errors },
      },
    },
    async (request) =>
      buildHealthSummary(
        await results.listResults(ownerOf(request)),
        deps.clock.now(),
        requestLanguage(request),
        await profiles.findProfile(ownerOf(request)),
      ),
  );

  app.get(
    '/v1/shared/documents',
    {
      ...shared,
      schema: {
        summary: 'The owner’s documents, when the link includes them',
        description: AUTHORIZATION,
        tags: ['sharing'],
        response: { 200: DocumentsResponse, ...errors },
      },
    },
    async (request) =>
      presentDocuments(
        await documents.listDocuments(requireDocuments(request)),
        requestLanguage(request),
      ),
  );

  app.get(
    '/v1/shared/document/:id',
    {
      ...shared,
      schema: {
        summary: 'The file of one of the owner’s documents, when the link includes them',
        description: `${AUTHORIZATION} Each read is written to the owner’s audit log.`,
        tags: ['sharing'],
        params: DocumentIdParams,
        produces: DOCUMENT_FILE_TYPES,
        response: { 200: FileBytes, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = requireDocuments(request);
      const document = await documents.findDocument(ownerId, request.params.id);
      if (document === undefined)
        throw new DomainError('document_not_found', DOCUMENT_MESSAGES.notFound);
      await deps.audit.record({
        userId: ownerId,
        action: 'share_document_read',
        subjectId: document.id,
        requestId: request.id,
      });
      return sendDocumentFile(reply, deps.blobs, document);
    },
  );
}
