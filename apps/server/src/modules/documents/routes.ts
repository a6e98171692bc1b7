import {
  DocumentIdParams,
  DocumentsResponse,
  UploadDocumentResponse,
} from '@labtrail/contract/documents';
import { SuccessResponse } from '@labtrail/contract/biomarkers';
import { ErrorBody } from '@labtrail/contract/error';
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import Type from 'typebox';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { DomainError } from '../../domain-error';
import { CUT_OFF_MESSAGE } from '../../http/register-error-handling';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { BlobStore } from '../../storage/blob-store';
import type { AuditLog } from '../account/audit-log-repository';
import type { Authentication } from '../auth/require-user';
import { admitUpload } from './admit-upload';
import type { UploadLimits } from './admit-upload';
import { createDocumentsRepository } from './documents-repository';
import { DOCUMENT_MESSAGES } from './messages';
import { presentDocuments } from './present-documents';
import { receiveUpload } from './receive-upload';
import { limitSize } from './upload-guards';

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

/** The PDF itself: a stream, which Fastify sends as it is. */
const PdfBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

/** The multipart field the web app sends the file in (spec §7). */
const FILE_FIELD = 'other';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The file part, once its headers have arrived. The parser may have given it up meanwhile (the
 * body ended inside it): a stream destroyed before its end never ends for a reader, so it is
 * refused here.
 */
async function takeFile(
  upload: Promise<MultipartFile | undefined>,
): Promise<MultipartFile | undefined> {
  const file = await upload;
  if (file !== undefined && file.file.destroyed && !file.file.readableEnded)
    throw new DomainError('request_cut_off', CUT_OFF_MESSAGE);
  return file;
}

/**
 * Reads a refused upload to its end (25 MB at most) and drops it. A browser still sending its
 * file when the connection is closed reports a network error instead of the answer; once the body
 * is in, the answer reaches the person.
 */
async function discardUpload(upload: Promise<MultipartFile | undefined>): Promise<void> {
  try {
    const file = await takeFile(upload);
    if (file === undefined) return;
    const drop = new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });
    await pipeline(file.file, limitSize(), drop);
  } catch {
    // Over 25 MB, not multipart, or cut off: the connection is closed instead; the refusal stands.
  }
}

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
        summary: 'The PDF of one of your documents',
        tags: ['documents'],
        params: DocumentIdParams,
        produces: ['application/pdf'],
        response: { 200: PdfBytes, 404: ErrorBody, 401: ErrorBody },
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
      const bytes = await deps.blobs.read(document.blob_key);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(document.size))
        .header('content-disposition', `attachment; filename="document-${document.id}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(bytes);
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
