import { ErrorBody } from '@labtrail/contract/error';
import {
  FHIR_FILE_FIELD,
  FHIR_IMPORT_MESSAGES,
  FhirImportResponse,
} from '@labtrail/contract/fhir-import';
import { DomainError } from '../../domain-error';
import type { TypedApp } from '../../http/typed-app';
import type { AuditLog } from '../account/audit-log-repository';
import type { Authentication } from '../auth/require-user';
import { admitUpload } from '../documents/admit-upload';
import type { UploadDeps } from '../documents/admit-upload';
import { discardUpload, takeFile } from '../documents/file-part-routes';
import type { ResultLimits } from '../results/result-limits';
import { receiveFhirImport } from './receive-fhir-import';

export interface FhirImportRouteDependencies {
  upload: UploadDeps;
  /** How many values one import may add, and how many results the person may keep. */
  resultLimits: ResultLimits;
  authentication: Authentication;
  /** Every import is written here once its file is kept. */
  audit: AuditLog;
  /** Told after the file is stored, so its reading can start at once. */
  onDocumentStored: () => void;
}

/**
 * `POST /v1/user/import/fhir`: a FHIR R4 file kept as one of the person's documents, its results
 * read in the background like a PDF's. The same limits hold as for a PDF upload (the upload rate,
 * free space and quota, with the same answers), and the FHIR file's own: its size and its values.
 */
export function registerFhirImportRoutes(app: TypedApp, deps: FhirImportRouteDependencies): void {
  const { authentication } = deps;
  app.post(
    '/v1/user/import/fhir',
    {
      onRequest: authentication.requireUser,
      schema: {
        summary: `Import a FHIR R4 Bundle, Observation or DiagnosticReport (JSON; multipart, field "${FHIR_FILE_FIELD}"); its results are read afterwards`,
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: {
          200: FhirImportResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = authentication.userIdOf(request);
      // Parsed from the start, as the PDF upload does: a body cut short is noticed as it happens.
      const upload = request.file();
      upload.catch(() => undefined);
      try {
        await admitUpload(deps.upload, userId);
      } catch (error) {
        await discardUpload(upload);
        throw error;
      }
      try {
        const file = await takeFile(upload);
        if (file?.fieldname !== FHIR_FILE_FIELD) {
          file?.file.resume();
          throw new DomainError('missing_file', FHIR_IMPORT_MESSAGES.missingFile);
        }
        const id = await receiveFhirImport(
          { ...deps.upload, resultLimits: deps.resultLimits },
          userId,
          {
            fileName: file.filename,
            stream: file.file,
          },
        );
        await deps.audit.record({
          userId,
          action: 'fhir_imported',
          subjectId: id,
          requestId: request.id,
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
}
