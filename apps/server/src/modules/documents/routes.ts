import {
  DocumentIdParams,
  DocumentsResponse,
  UploadDocumentResponse,
} from '@labtrail/contract/documents';
import { SuccessResponse } from '@labtrail/contract/biomarkers';
import { ErrorBody } from '@labtrail/contract/error';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { DomainError } from '../../domain-error';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { BlobStore } from '../../storage/blob-store';
import type { AuditLog } from '../account/audit-log-repository';
import type { Authentication } from '../auth/require-user';
import { admitUpload } from './admit-upload';
import type { UploadLimits } from './admit-upload';
import { createDocumentsRepository } from './documents-repository';
import { discardUpload, takeFile } from './file-part-routes';
import { DOCUMENT_MESSAGES } from './messages';
import { presentDocuments } from './present-documents';
import { receiveUpload } from './receive-upload';
import { DOCUMENT_FILE_TYPES, FileBytes, sendDocumentFile } from './send-document-file';

export interface DocumentRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  blobs: BlobStore;
  authentication: Authentication;
  /** Every read and deletion of a document is written here first. */
  audit: AuditLog;
  /** Told after a document is stored, so the analysis can start at once. */
  onDocumentStored: () => void;
  /** Each person's quota and the free space uploads leave on the server. */
  limits: UploadLimits;
}

/** The multipart field the web app sends the file in (spec §7). */
const FILE_FIELD = 'other';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Uploading, listing, fetching and deleting a person's documents. */
export function registerDocumentRoutes(app: TypedApp, deps: DocumentRouteDependencies): void {
  const { authentication } = deps;
  const documents = createDocumentsRepository(deps.database.db);
  const guarded = { onRequest: authentication.requireUser };
  const uploadDeps = {
    db: deps.database.db,
    blobs: deps.blobs,
    clock: deps.clock,
    limits: deps.limits,
  };

  app.post(
    '/v2/user/document',
    {
      ...guarded,
      schema: {
        summary: 'Upload one PDF (multipart, field "other"); it is analysed afterwards',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: {
          200: UploadDocumentResponse,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = authentication.userIdOf(request);
      // The body is parsed from the start, while the checks run: a body cut short is then noticed
      // as it happens, where a parser started late would wait for bytes that never come.
      const upload = request.file();
      upload.catch(() => undefined);
      try {
        await admitUpload(uploadDeps, userId);
      } catch (error) {
        await discardUpload(upload);
        throw error;
      }
      try {
        const file = await takeFile(upload);
        if (file?.fieldname !== FILE_FIELD) {
          file?.file.resume();
          throw new DomainError('missing_file', DOCUMENT_MESSAGES.missingFile);
        }
        const id = await receiveUpload(uploadDeps, userId, {
          fileName: file.filename,
          stream: file.file,
        });
        deps.onDocumentStored();
        return { success: true as const, user_document_id: id };
      } catch (error) {
        // The rest of a refused body is never read: the connection cannot carry another request.
        void reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get(
    '/v1/user/documents',
    {
      ...guarded,
      schema: {
        summary: 'Your documents by type, newest first',
        tags: ['documents'],
        response: { 200: DocumentsResponse, ...errors },
      },
    },
    async (request) =>
      presentDocuments(
        await documents.listDocuments(authentication.userIdOf(request)),
        requestLanguage(request),
      ),
  );

  app.get(
    '/v1/user/document/:id',
    {
      ...guarded,
      schema: {
        summary:
          'The file of one of your documents: its PDF, or the FHIR JSON it was imported from',
        tags: ['documents'],
        params: DocumentIdParams,
        produces: DOCUMENT_FILE_TYPES,
        response: { 200: FileBytes, 404: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = authentication.userIdOf(request);
      const document = await documents.findDocument(userId, request.params.id);
      if (document === undefined)
        throw new DomainError('document_not_found', DOCUMENT_MESSAGES.notFound);
      await deps.audit.record({
        userId,
        action: 'document_read',
        subjectId: document.id,
        requestId: request.id,
      });
      return sendDocumentFile(reply, deps.blobs, document);
    },
  );

  app.delete(
    '/v1/user/document/:id',
    {
      ...guarded,
      schema: {
        summary: 'Delete one of your documents (values read from it stay in your history)',
        tags: ['documents'],
        params: DocumentIdParams,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const document = await documents.findDocument(userId, request.params.id);
      if (document === undefined || !(await documents.deleteDocument(userId, document.id)))
        throw new DomainError('document_not_found', DOCUMENT_MESSAGES.notFound);
      await deps.audit.record({
        userId,
        action: 'document_deleted',
        subjectId: document.id,
        requestId: request.id,
      });
      await deps.blobs.delete(document.blob_key);
      return { success: true as const };
    },
  );
}
