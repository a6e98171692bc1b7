import { buffer } from 'node:stream/consumers';
import { ErrorBody } from '@labtrail/contract/error';
import { FhirBundle, FhirExportQuery } from '@labtrail/contract/fhir-export';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import type { DocumentsTable } from '../../db/schema';
import { jsonWithStreamedArray, sendJsonStream } from '../../http/send-json-stream';
import type { TypedApp } from '../../http/typed-app';
import type { BlobStore } from '../../storage/blob-store';
import { profileOfRow } from '../profile/profile-repository';
import { createAccountRepository } from '../account/account-repository';
import type { AuditLog } from '../account/audit-log-repository';
import { notSignedIn } from '../auth/require-user';
import { resultsInPages } from '../results/results-in-pages';
import type { Authentication } from '../auth/require-user';
import { fhirBundleOf } from './bundle';
import { EXPORT_RATE_LIMIT } from '../../http/export-rate-limit';

export interface FhirExportRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  blobs: BlobStore;
  authentication: Authentication;
  audit: AuditLog;
}

/** Results read and written per page of the Bundle, the event loop free between pages. */
const EXPORT_PAGE_SIZE = 100;

function fhirFileName(now: number): string {
  return `labtrail-fhir-${new Date(now).toISOString().slice(0, 10)}.json`;
}

/** One document at a time, so a large export holds the files and never their streams at once. */
async function bytesOf(
  blobs: BlobStore,
  documents: readonly DocumentsTable[],
): Promise<Map<string, Buffer>> {
  const bytes = new Map<string, Buffer>();
  for (const document of documents) {
    bytes.set(document.id, await buffer(await blobs.read(document.blob_key)));
  }
  return bytes;
}

/** The person's results as a FHIR R4 Bundle, for any record system or app that reads FHIR. */
export function registerFhirExportRoutes(app: TypedApp, deps: FhirExportRouteDependencies): void {
  const accounts = createAccountRepository(deps.database.db);

  app.get(
    '/v1/user/export/fhir',
    {
      config: { rateLimit: EXPORT_RATE_LIMIT },
      onRequest: deps.authentication.requireUser,
      schema: {
        summary: 'Your results as a FHIR R4 Bundle (application/fhir+json)',
        description:
          'A `collection` Bundle: a minimal Patient, an Observation per result (blood pressure as ' +
          'one with systolic and diastolic components), a DiagnosticReport per analysed document ' +
          'and, with `documents=true`, a DocumentReference per document holding the PDF.',
        tags: ['account'],
        querystring: FhirExportQuery,
        response: {
          200: { content: { 'application/fhir+json': { schema: FhirBundle } } },
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = deps.authentication.userIdOf(request);
      await deps.audit.record({ userId, action: 'fhir_exported', requestId: request.id });
      const { user, documents, profile } = await accounts.everythingOf(userId);
      if (user === undefined) throw notSignedIn();
      const now = deps.clock.now();
      const { head, entries } = fhirBundleOf(
        {
          userId,
          language: user.language === 'de' ? 'de' : 'us',
          documents,
          documentBytes: request.query.documents ? await bytesOf(deps.blobs, documents) : undefined,
          person: profileOfRow(profile),
        },
        resultsInPages(deps.database.db, userId, EXPORT_PAGE_SIZE),
        now,
      );
      void reply
        .header('content-disposition', `attachment; filename="${fhirFileName(now)}"`)
        .header('cache-control', 'private, no-store');
      return sendJsonStream(
        request,
        reply,
        jsonWithStreamedArray(head, 'entry', entries, {}),
        'application/fhir+json',
      );
    },
  );
}
