import type { CreatedShare } from '@labtrail/contract/sharing';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPdf, waitForAnalyses } from '../../test/lab-documents';
import { listRoutes } from '../../test/route-list';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { call, signInWithPhone } from '../../test/sign-in-helpers';
import { MARKER_IDS } from '../modules/summaries/engine/marker-keys';

/**
 * Issue 17, item 11: a person's health data must never be kept by a shared cache (a proxy, a CDN)
 * nor handed to whoever asks it next. Every answer of a signed-in GET says `private`, and either
 * `no-store` or, where the route revalidates with an ETag, `no-cache`.
 */

const PDF = makePdf([[{ x: 50, y: 780, text: 'Lipid panel' }]]);
/** The API documentation: the same pages for everyone, served by the Swagger UI plugin. */
const SHARED_PAGES = /^\/api\/docs(\/|$)/;
/** Reads that hold nothing of the person and are kept by no cache at all (no-store alone). */
const NOT_PERSONAL = new Set(['/v1/captcha/challenge']);
/** Reads that answer only with the query they require. */
const REQUIRED_QUERIES: Record<string, string> = { '/v1/health/catalogue': '?q=glucose' };

let server: TestServer;
let cookie: string;
let documentId: string;
/** Issue 23: the share calls are read with a link's token instead of the session. */
let shareToken: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInWithPhone(server, '+491700000001');
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [{ biomarker_id: MARKER_IDS.get('hdl'), value: 50, test_date: '2026-06-01' }],
  });
  expect(added.status).toBe(200);
  documentId = await uploadPdf(server.url, cookie, PDF);
  await waitForAnalyses(server.url, cookie);
  const shared = await call(server.url, 'POST', '/v1/user/shares', {
    cookie,
    body: { expires_in_hours: 1, include_documents: true },
  });
  shareToken = (shared.json as CreatedShare).token;
});

function readerOf(pathname: string): Record<string, string> {
  return pathname.startsWith('/v1/shared') ? { authorization: `Share ${shareToken}` } : { cookie };
}

afterAll(async () => {
  await server.close();
});

function directivesOf(headers: Headers): string[] {
  return (headers.get('cache-control') ?? '').split(/,\s*/).map((part) => part.toLowerCase());
}

function readRoutes(): string[] {
  return listRoutes(server.app)
    .filter((route) => route.method === 'GET' && !SHARED_PAGES.test(route.url))
    .map((route) => route.url.replace(':id', documentId))
    .map((url) => `${url}${REQUIRED_QUERIES[url] ?? ''}`);
}

describe('issue 17 item 11: Cache-Control on personal answers', () => {
  it('marks every signed-in read private, and no-store unless it revalidates by ETag', async () => {
    const routes = readRoutes();
    // Fastify's own list: me, documents, a document, export, results, history, summary at least.
    expect(routes).toEqual(
      expect.arrayContaining([
        '/v1/user/me',
        '/v1/user/documents',
        '/v1/health/biomarker/summary',
        `/v1/user/document/${documentId}`,
      ]),
    );
    const failures: string[] = [];
    for (const pathname of routes) {
      const response = await fetch(`${server.url}${pathname}`, { headers: readerOf(pathname) });
      await response.arrayBuffer();
      const directives = directivesOf(response.headers);
      const revalidates = response.headers.get('etag') !== null && directives.includes('no-cache');
      const isPrivate = directives.includes('private') || NOT_PERSONAL.has(pathname);
      if (
        response.status !== 200 ||
        !isPrivate ||
        !(directives.includes('no-store') || revalidates)
      ) {
        failures.push(`${pathname}: ${String(response.status)} ${directives.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the ETag reads revalidating: 304 for the copy the browser holds, still private', async () => {
    for (const pathname of ['/v1/health/biomarkers', '/v1/health/biomarkers/history']) {
      const first = await fetch(`${server.url}${pathname}`, { headers: { cookie } });
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag, pathname).not.toBeNull();
      expect(directivesOf(first.headers), pathname).toEqual(['private', 'no-cache']);
      const again = await fetch(`${server.url}${pathname}`, {
        headers: { cookie, 'if-none-match': etag ?? '' },
      });
      expect(again.status, pathname).toBe(304);
      expect(directivesOf(again.headers), pathname).toEqual(['private', 'no-cache']);
    }
  });

  it.each([
    ['a refusal for no session', '/v1/user/me', {}],
    ['a percent-encoded path', '/%761/user/me', { cookie: 'x' }],
    ['an unknown API path', '/v1/nothing-here', {}],
  ])('marks %s private, no-store too', async (_, pathname, headers) => {
    const response = await fetch(`${server.url}${pathname}`, { headers });
    await response.arrayBuffer();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(directivesOf(response.headers)).toEqual(['private', 'no-store']);
  });
});
