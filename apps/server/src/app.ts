import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/create-database';
import { createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrate-to-latest';
import { clientAddressKey } from './http/client-address-key';
import { createSharedRateLimitStore } from './http/create-shared-rate-limit-store';
import { DomainError } from './domain-error';
import { DEFAULT_HTTP_LIMITS, serverTimeoutOptions } from './http/http-limits';
import type { HttpLimits } from './http/http-limits';
import { lazySchemaCompilers } from './http/lazy-schema-compilers';
import { limitConnectionsPerClient } from './http/limit-connections-per-client';
import { registerBodyDeadline } from './http/register-body-deadline';
import { registerErrorHandling } from './http/register-error-handling';
import { registerOpenApi } from './http/register-openapi';
import { registerPrivateAnswers } from './http/register-private-answers';
import { registerRequestGuards } from './http/register-request-guards';
import { registerJsonCompression } from './http/register-json-compression';
import { registerTextGuard } from './http/register-text-guard';
import { registerWebApp } from './http/register-web-app';
import { trustedProxyCheck } from './http/trusted-proxies';
import { startBackgroundWork } from './start-background-work';
import type { BackgroundWork } from './start-background-work';
import { loadSecret } from './load-secret';
import { createMailer } from './mail/create-mailer';
import { AUTH_MESSAGES } from './modules/auth/messages';
import { createAuditLog } from './modules/account/audit-log-repository';
import { registerAccountRoutes } from './modules/account/routes';
import { registerProfileRoutes } from './modules/results/profile-routes';
import { createReportRenderer } from './modules/clinician-report/render-in-thread';
import { registerClinicianReportRoutes } from './modules/clinician-report/routes';
import { createAuthServices } from './modules/auth/auth-services';
import { registerAuthRoutes } from './modules/auth/routes';
import { DEFAULT_IP_LIMITS } from './modules/auth/rules';
import type { IpLimits } from './modules/auth/rules';
import { registerFhirExportRoutes } from './modules/fhir-export/fhir-export-routes';
import { createResultsService } from './modules/results/record-results';
import type { RewriteSummary } from './modules/results/record-results';
import type { ResultsService } from './modules/results/record-results';
import { registerBiomarkerRoutes } from './modules/results/routes';
import { registerResultsCsvRoutes } from './modules/results-csv/routes';
import { createResultsRepository } from './modules/results/results-repository';
import { registerDocumentRoutes } from './modules/documents/routes';
import { registerReviewRoutes } from './modules/review/routes';
import { registerPrivateAliasRoutes } from './modules/private-aliases/routes';
import { registerReminderRoutes } from './modules/reminders/routes';
import { unsubscribeKey } from './modules/reminders/unsubscribe-token';
import { registerFhirImportRoutes } from './modules/fhir-import/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { regenerateSummary } from './modules/summaries/regenerate-summary';
import { registerSummaryRoutes } from './modules/summaries/routes';
import { registerSharingRoutes } from './modules/sharing/routes';
import { createSmsSender } from './sms/create-sms-sender';
import type { BlobStore } from './storage/blob-store';
import { createBlobStore } from './storage/create-blob-store';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';
import { UPLOAD_MAX_BYTES } from '@labtrail/contract/documents';

export const APP_VERSION = '0.1.0';

export interface BuildAppOptions {
  config: Config;
  /** The built SPA (apps/web/dist); without it only the API is served. */
  webRoot: string | undefined;
  /** Where log lines go; stdout unless a test wants to read them. */
  logDestination?: DestinationStream;
  /** The server's time; tests move it through expiry windows. */
  clock?: Clock;
  /** Per-IP limits of sign-in; tests raise them to reach the per-address rules. */
  ipLimits?: IpLimits;
  /** Deadlines of requests and connections per client; tests shorten them to see them act. */
  httpLimits?: HttpLimits;
  /**
   * The built analysis thread (dist/analysis-thread.js): documents are read in it, so a parser
   * that hangs cannot stall the server. Without it (tests from source) they are read in-process.
   */
  analysisThreadFile?: string;
  /**
   * The built report thread (dist/report-thread.js): clinician reports are made in it, so a long
   * history never holds other requests. Without it (tests from source) they are made in-process.
   */
  reportThreadFile?: string;
}

function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      // The captcha widget solves its proof of work in a worker it may start from a blob.
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      // Self-hosters often serve plain http on a LAN address, where upgrading would break every asset.
      'upgrade-insecure-requests': config.publicUrl.protocol === 'https:' ? [] : null,
    },
  };
}

/** Every change's summary rewrite, with the LLM rewording queued when one is configured. */
function rewriteSummaryFor(config: Config): RewriteSummary {
  return (trx, change) => regenerateSummary(trx, { ...change, polish: config.llm !== undefined });
}

/**
 * Builds the whole server: database (migrated), mail, API routes, OpenAPI and the web app.
 * Closing the app closes what it opened. Tests build it exactly as `main` does.
 */
export async function buildApp({
  config,
  webRoot,
  logDestination,
  clock = systemClock,
  ipLimits = DEFAULT_IP_LIMITS,
  httpLimits = DEFAULT_HTTP_LIMITS,
  analysisThreadFile,
  reportThreadFile,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logDestination === undefined ? {} : { stream: logDestination }),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => crypto.randomUUID(),
    schemaController: { compilersFactory: lazySchemaCompilers() },
    trustProxy: config.trustProxy,
    ...serverTimeoutOptions(httpLimits),
  }).withTypeProvider<TypeBoxTypeProvider>();
  limitConnectionsPerClient(app.server, {
    max: httpLimits.connectionsPerClient,
    isProxy: trustedProxyCheck(config.trustProxy),
  });

  const database = createDatabase(config);
  app.addHook('onClose', async () => {
    await database.db.destroy();
  });
  await migrateToLatest(database.db);

  const mailer = createMailer({ ...config, log: app.log });
  app.addHook('onClose', () => {
    mailer.close();
    return Promise.resolve();
  });

  const sms = createSmsSender({ ...config, log: app.log });
  const blobs = await createBlobStore(config);
  app.addHook('onClose', () => {
    blobs.close();
    return Promise.resolve();
  });
  const swept = await blobs.sweep();
  if (swept > 0) app.log.info({ swept }, 'removed files of uploads cut off by a crash');
  const secret = loadSecret(config.secret, config.dataDir);

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.publicUrl.protocol === 'https:',
  });
  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so several API processes share one budget per address.
    store: createSharedRateLimitStore({ db: database.db, clock }),
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new DomainError('too_many_requests', AUTH_MESSAGES.tooManyRequests, {
        retryAfterMs: context.ttl,
      }),
  });
  registerRequestGuards(app, config.publicUrl);
  registerBodyDeadline(app, httpLimits.bodyTimeoutMs);
  registerPrivateAnswers(app);
  registerTextGuard(app);
  registerJsonCompression(app);
  // One file per request; the byte limit is enforced while streaming (a byte over it is the signal).
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: UPLOAD_MAX_BYTES + 1 },
  });
  await registerOpenApi(app, APP_VERSION);

  registerHealthRoutes(app, { database });
  let background: BackgroundWork | undefined;
  const results = createResultsService({
    db: database.db,
    clock,
    rewriteSummary: rewriteSummaryFor(config),
    limits: config.resultLimits,
    // Job workers in other processes look for new jobs on their own every few seconds.
    onResultsChanged: () => {
      background?.jobs.wake();
    },
  });
  if (config.role !== 'api') {
    background = startBackgroundWork(app, {
      config,
      database,
      clock,
      mailer,
      blobs,
      results,
      analysisThreadFile,
      unsubscribeKey: unsubscribeKey(secret),
    });
  }
  if (config.role !== 'worker') {
    await registerApi(app, {
      config,
      database,
      clock,
      secret,
      mailer,
      sms,
      ipLimits,
      blobs,
      webRoot,
      results,
      reportThreadFile,
      // Workers in other processes look for new documents on their own every few seconds.
      onDocumentStored: () => {
        background?.documents.wake();
      },
      onJobQueued: () => {
        background?.jobs.wake();
      },
    });
  }
  return app;
}

interface ProcessDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  blobs: BlobStore;
}

/** Sign-in, results, summaries, documents and the web app: everything a person calls. */
async function registerApi(
  app: FastifyInstance,
  deps: ProcessDeps & {
    secret: string;
    sms: SmsSender;
    ipLimits: IpLimits;
    webRoot: string | undefined;
    results: ResultsService;
    reportThreadFile: string | undefined;
    onDocumentStored: () => void;
    onJobQueued: () => void;
  },
): Promise<void> {
  const { config, database, clock, blobs } = deps;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = createAuthServices({
    config,
    database,
    clock,
    secret: deps.secret,
    mailer: deps.mailer,
    sms: deps.sms,
  });
  registerAuthRoutes(typed, auth, {
    ipLimits: deps.ipLimits,
    appDownloadUrl: config.appDownloadUrl,
  });
  const { authentication } = auth;
  registerBiomarkerRoutes(typed, { database, clock, authentication, service: deps.results });
  const results = createResultsRepository(database.db);
  registerSummaryRoutes(typed, {
    database,
    clock,
    authentication,
    listResults: (userId) => results.listResults(userId),
  });
  const audit = createAuditLog(database.db, clock);
  const uploadLimits = {
    quota: config.documentQuota,
    minFreeDiskBytes: config.minFreeDiskBytes,
  };
  registerDocumentRoutes(typed, {
    database,
    clock,
    blobs,
    authentication,
    audit,
    onDocumentStored: deps.onDocumentStored,
    limits: uploadLimits,
  });
  registerReviewRoutes(typed, {
    database,
    clock,
    authentication,
    results: deps.results,
    onDocumentStored: deps.onDocumentStored,
  });
  registerPrivateAliasRoutes(typed, { database, authentication, results: deps.results });
  registerFhirImportRoutes(typed, {
    upload: { db: database.db, blobs, clock, limits: uploadLimits },
    resultLimits: config.resultLimits,
    authentication,
    audit,
    onDocumentStored: deps.onDocumentStored,
  });
  registerAccountRoutes(typed, { database, clock, blobs, authentication, audit });
  registerProfileRoutes(typed, {
    db: database.db,
    clock,
    authentication,
    rewriteSummary: rewriteSummaryFor(config),
    onSummaryChanged: deps.onJobQueued,
  });
  const renderReport = createReportRenderer({ threadFile: deps.reportThreadFile, log: app.log });
  app.addHook('onClose', () => renderReport.close());
  registerClinicianReportRoutes(typed, { database, clock, authentication, audit, renderReport });
  registerFhirExportRoutes(typed, { database, clock, blobs, authentication, audit });
  registerReminderRoutes(typed, {
    db: database.db,
    clock,
    authentication,
    listResults: (userId) => results.listResults(userId),
    onScheduled: deps.onJobQueued,
    unsubscribeKey: unsubscribeKey(deps.secret),
  });
  registerResultsCsvRoutes(typed, {
    database,
    clock,
    authentication,
    audit,
    results: deps.results,
    limits: config.resultLimits,
  });
  registerSharingRoutes(typed, {
    database,
    clock,
    blobs,
    authentication,
    audit,
    publicUrl: config.publicUrl,
  });
  await registerWebApp(app, deps.webRoot);
}
