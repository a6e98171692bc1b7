import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-paths';
import { NOT_FOUND_MESSAGE } from './register-error-handling';

const INDEX_FILE = 'index.html';
/** Vite puts content-hashed files here; they never change under the same name. */
const HASHED_ASSETS_DIR = `${path.sep}assets${path.sep}`;

/** Pages no search engine may list: a share link's read-only view (issue 23). */
const UNLISTED_PAGE = /^\/shared(\/|$|\?|#)/;

function looksLikeFile(url: string): boolean {
  const lastSegment = url.split('?')[0]?.split('/').pop() ?? '';
  return lastSegment.includes('.');
}

/**
 * Serves the built single-page app on the API's origin. Any other GET that is neither an API
 * path nor a file gets index.html, so the client router can answer deep links (history fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  const hasWebApp = webRoot !== undefined && fs.existsSync(path.join(webRoot, INDEX_FILE));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // The build writes .br and .gz beside each text file; a browser gets the smallest it takes.
      preCompressed: true,
      setHeaders(reply, filePath) {
        void reply.header(
          'cache-control',
          filePath.includes(HASHED_ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webRoot }, 'the web app is not built; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiRequest(request) &&
      !looksLikeFile(request.url);
    if (hasWebApp && isPageRequest) {
      if (UNLISTED_PAGE.test(request.url)) void reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.header('cache-control', 'no-cache').sendFile(INDEX_FILE);
    }
    return reply.status(404).send({ error: NOT_FOUND_MESSAGE, code: 'not_found' });
  });
}
