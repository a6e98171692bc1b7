import {
  CSV_IMPORT_MAX_BYTES,
  CsvImportRequest,
  CsvImportResponse,
  CsvPreviewResponse,
} from '@labtrail/contract/results-csv';
import { ErrorBody } from '@labtrail/contract/error';
import Type from 'typebox';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { AuditLog } from '../account/audit-log-repository';
import type { Authentication } from '../auth/require-user';
import type { ResultsService } from '../results/record-results';
import type { ResultLimits } from '../results/result-limits';
import { createProfileRepository } from '../profile/profile-repository';
import { resultsInPages } from '../results/results-in-pages';
import { createResultsRepository } from '../results/results-repository';
import { listDocumentNames } from './document-names-repository';
import { createCsvImport } from './import-results-csv';
import { Readable } from 'node:stream';
import { resultsCsvHeader, resultsCsvLines } from './present-results-csv';
import { EXPORT_RATE_LIMIT } from '../../http/export-rate-limit';

export interface ResultsCsvRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  authentication: Authentication;
  audit: AuditLog;
  results: ResultsService;
  limits: ResultLimits;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody };

/**
 * Room for the file's text inside its JSON body: escaping can at most double it (quotes, line
 * breaks), and the file itself is refused above its own limit with a message that says so.
 */
const IMPORT_BODY_LIMIT = 2 * CSV_IMPORT_MAX_BYTES + 1024;

function csvFileName(now: number): string {
  return `labtrail-results-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/**
 * Results written per page of the CSV export: each line judges its value against the ranges that
 * fit the person (70–140 µs on a busy machine), so a page holds the event loop for tens of
 * milliseconds at most.
 */
const CSV_PAGE_SIZE = 500;

/** The person's results as a CSV file, and results from a CSV file: previewed, then added. */
export function registerResultsCsvRoutes(app: TypedApp, deps: ResultsCsvRouteDependencies): void {
  const { authentication, audit } = deps;
  const results = createResultsRepository(deps.database.db);
  const csvImport = createCsvImport({
    clock: deps.clock,
    results: deps.results,
    listResults: (userId) => results.listResults(userId),
    findBirthYear: async (userId) =>
      (await createProfileRepository(deps.database.db).findProfile(userId)).birth_year,
    limits: deps.limits,
  });
  const guarded = { onRequest: authentication.requireUser };

  app.get(
    '/v1/user/export/csv',
    {
      config: { rateLimit: EXPORT_RATE_LIMIT },
      ...guarded,
      schema: {
        summary: 'Your results as a CSV file, one line per result',
        description:
          'Columns: date, biomarker, loinc, value, comparator, unit, range_min, range_max, range_text, flag (H, L, N or A), flagged_reason, source_document.',
        tags: ['account'],
        produces: ['text/csv'],
        response: {
          // Written as a stream, a page of results at a time.
          200: Type.Unsafe<Readable>({ type: 'string', description: 'RFC 4180 CSV, UTF-8' }),
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = authentication.userIdOf(request);
      await audit.record({ userId, action: 'csv_exported', requestId: request.id });
      const documentNames = await listDocumentNames(deps.database.db, userId);
      const language = requestLanguage(request);
      const person = await createProfileRepository(deps.database.db).findProfile(userId);
      const { db } = deps.database;
      async function* csv() {
        yield resultsCsvHeader();
        for await (const page of resultsInPages(db, userId, CSV_PAGE_SIZE))
          yield resultsCsvLines(page, documentNames, language, person);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(deps.clock.now())}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(csv()));
    },
  );

  app.post(
    '/v1/user/import/csv/preview',
    {
      ...guarded,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'What importing a CSV file of results would add; nothing is written',
        tags: ['account'],
        body: CsvImportRequest,
        response: { 200: CsvPreviewResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      return csvImport.preview(userId, request.body.csv, requestLanguage(request));
    },
  );

  app.post(
    '/v1/user/import/csv',
    {
      ...guarded,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Add the results of a CSV file that are not in your history yet',
        description: 'Send the file the preview was made from: it is read again the same way.',
        tags: ['account'],
        body: CsvImportRequest,
        response: { 200: CsvImportResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const answer = await csvImport.confirm(userId, request.body.csv, requestLanguage(request));
      await audit.record({ userId, action: 'csv_imported', requestId: request.id });
      return answer;
    },
  );
}
