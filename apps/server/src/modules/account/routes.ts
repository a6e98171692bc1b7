import { AccountExport } from '@labtrail/contract/account';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { SuccessResponse } from '@labtrail/contract/biomarkers';
import { ErrorBody } from '@labtrail/contract/error';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { jsonWithStreamedArray, sendJsonStream } from '../../http/send-json-stream';
import type { JsonWriters } from '../../http/send-json-stream';
import type { TypedApp } from '../../http/typed-app';
import type { BlobStore } from '../../storage/blob-store';
import { notSignedIn } from '../auth/require-user';
import type { Authentication } from '../auth/require-user';
import { resultsInPages } from '../results/results-in-pages';
import { createAccountRepository } from './account-repository';
import type { AuditLog } from './audit-log-repository';
import { presentExport, presentExportedResult } from './present-export';
import { EXPORT_RATE_LIMIT } from '../../http/export-rate-limit';

export interface AccountRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  blobs: BlobStore;
  authentication: Authentication;
  audit: AuditLog;
}

const errors = { 401: ErrorBody, 403: ErrorBody };
/** Results read and written per page of the export, the event loop free between pages. */
const EXPORT_PAGE_SIZE = 1_000;
/**
 * The export's members before and after its results, and one result: the results are streamed
 * between the two. Made once, so that Fastify compiles each writer once (it keeps them by schema).
 */
const EXPORT_SCHEMAS: Record<keyof JsonWriters, Record<string, unknown>> = {
  before: { ...Type.Pick(AccountExport, ['format', 'exported_at', 'account']) },
  item: { ...AccountExport.properties.results.items },
  after: { ...Type.Omit(AccountExport, ['format', 'exported_at', 'account', 'results']) },
};

function exportFileName(now: number): string {
  return `labtrail-export-${new Date(now).toISOString().slice(0, 10)}.json`;
}

/** The person's own account: take all of it away as a file, or delete all of it. */
export function registerAccountRoutes(app: TypedApp, deps: AccountRouteDependencies): void {
  const accounts = createAccountRepository(deps.database.db);
  const guarded = { onRequest: deps.authentication.requireUser };

  /** The export's parts written by its schema, as Fastify writes a whole answer: nothing else. */
  const exportWriters = (reply: FastifyReply): JsonWriters => {
    const writer = (part: keyof JsonWriters) => {
      const write = reply.compileSerializationSchema(EXPORT_SCHEMAS[part]);
      return (value: unknown) => write(value as Record<string, unknown>);
    };
    return { before: writer('before'), item: writer('item'), after: writer('after') };
  };

  app.get(
    '/v1/user/export',
    {
      config: { rateLimit: EXPORT_RATE_LIMIT },
      ...guarded,
      schema: {
        summary: 'Everything Labtrail holds about you, as one JSON file',
        tags: ['account'],
        response: { 200: AccountExport, ...errors, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = deps.authentication.userIdOf(request);
      await deps.audit.record({ userId, action: 'data_exported', requestId: request.id });
      const everything = await accounts.everythingOf(userId);
      const { user } = everything;
      if (user === undefined) throw notSignedIn();
      const now = deps.clock.now();
      const { before, after } = presentExport(
        { ...everything, user },
        await deps.audit.eventsOf(userId),
        now,
      );
      const { db } = deps.database;
      async function* results() {
        for await (const page of resultsInPages(db, userId, EXPORT_PAGE_SIZE))
          yield page.map(presentExportedResult);
      }
      void reply
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'private, no-store');
      return sendJsonStream(
        request,
        reply,
        jsonWithStreamedArray(before, 'results', results(), after, exportWriters(reply)),
        'application/json; charset=utf-8',
      );
    },
  );

  app.delete(
    '/v1/user',
    {
      ...guarded,
      schema: {
        summary: 'Delete your account with every value, summary, document and session',
        tags: ['account'],
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = deps.authentication.userIdOf(request);
      const blobKeys = await accounts.deleteAccount(userId);
      await deps.audit.record({ userId, action: 'account_deleted', requestId: request.id });
      // With the rows gone nothing reaches the files any more: each is removed even when another
      // fails, and a failure is logged for the operator.
      const removals = await Promise.allSettled(blobKeys.map((key) => deps.blobs.delete(key)));
      for (const removal of removals) {
        if (removal.status === 'rejected') {
          request.log.error({ err: removal.reason as unknown }, 'a deleted account’s file remains');
        }
      }
      deps.authentication.forgetSession(reply);
      return { success: true as const };
    },
  );
}
