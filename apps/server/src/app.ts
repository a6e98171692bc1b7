import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrate-to-latest';
import { registerErrorHandling } from './http/register-error-handling';
import { registerOpenApi } from './http/register-openapi';
import { registerWebApp } from './http/register-web-app';
import { createMailer } from './mail/create-mailer';
import { registerHealthRoutes } from './modules/health/routes';

export const APP_VERSION = '0.1.0';

export interface BuildAppOptions {
  config: Config;
  /** The built SPA (apps/web/dist); without it only the API is served. */
  webRoot: string | undefined;
  /** Where log lines go; stdout unless a test wants to read them. */
  logDestination?: DestinationStream;
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
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      // Self-hosters often serve plain http on a LAN address, where upgrading would break every asset.
      'upgrade-insecure-requests': config.publicUrl.protocol === 'https:' ? [] : null,
    },
  };
}

/**
 * Builds the whole server: database (migrated), mail, API routes, OpenAPI and the web app.
 * Closing the app closes what it opened. Tests build it exactly as `main` does.
 */
export async function buildApp({
  config,
  webRoot,
  logDestination,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logDestination === undefined ? {} : { stream: logDestination }),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => crypto.randomUUID(),
    trustProxy: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

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

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.publicUrl.protocol === 'https:',
  });
  registerErrorHandling(app);
  await registerOpenApi(app, APP_VERSION);

  registerHealthRoutes(app, { database });

  await registerWebApp(app, webRoot);
  return app;
}
