import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document is generated from the route schemas, which come from the contract package.
 * Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Labtrail API',
        description: 'Personal health tracking: biomarkers, documents and their analysis.',
        version,
      },
    },
  });
  // The server bundle carries the plugin's code but not its page assets: they are served from the
  // installed package, named here because the plugin would look beside its own (bundled) file.
  const assets = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  );
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: true,
    baseDir: assets,
    logo: { type: 'image/svg+xml', content: await fs.readFile(path.join(assets, 'logo.svg')) },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
