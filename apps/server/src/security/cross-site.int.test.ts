import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { TemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../test/database-dump';
import type { DatabaseDump } from '../../test/database-dump';
import { listRoutes, SAFE_METHODS } from '../../test/route-list';
import { openTestDatabase, startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { call, signInWithPhone, TestClock } from '../../test/sign-in-helpers';
import { GUARD_MESSAGES } from '../http/register-request-guards';
import { MARKER_IDS } from '../modules/summaries/engine/marker-keys';
import { uploadPdf, waitForAnalyses } from '../../test/lab-documents';

/**
 * Issue 11, groups 5 and 6: a page on another site must not change anything in a signed-in
 * person's account (ARCHITECTURE.md §5), CORS never opens the API to other origins, and every
 * answer — pages and API — carries the headers that keep the browser strict.
 */

const PUBLIC_URL = 'https://labtrail.example';
const EVIL = 'https://evil.example';
const INDEX_HTML = '<!doctype html><title>Labtrail</title><div id="root"></div>';
const PDF = makePdf([[{ x: 50, y: 780, text: 'Lipid panel' }]]);

/** Routes that take a cross-site form post by design (Apple's sign-in answer); they change nothing. */
const CROSS_SITE_FORM_TARGETS = new Set(['POST /login']);

let server: TestServer;
let webRoot: TemporaryDirectory;
let victim: string;
/** Real ids of the victim's data, so a forged request that got through would change something. */
const ids: Record<string, string> = {};

async function snapshot(): Promise<DatabaseDump> {
  const database = openTestDatabase(server);
  try {
    return await dumpDatabase(database);
  } finally {
    await database.db.destroy();
  }
}

beforeAll(async () => {
  webRoot = await createTemporaryDirectory('labtrail-web');
  await fs.mkdir(path.join(webRoot.path, 'assets'), { recursive: true });
  await fs.writeFile(path.join(webRoot.path, 'index.html'), INDEX_HTML);
  server = await startTestServer({
    webRoot: webRoot.path,
    // A clock that stands still: reading a session never rewrites it, so any change is the attack's.
    clock: new TestClock(Date.UTC(2026, 5, 15, 12, 0, 0)),
    env: { PUBLIC_URL },
  });
  victim = await signInWithPhone(server, '+491700000001');
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie: victim,
    body: [{ biomarker_id: MARKER_IDS.get('hdl'), value: 50, test_date: '2026-06-01' }],
  });
  expect(added.status).toBe(200);
  ids.result = (added.body.ids as string[])[0] ?? '';
  ids.document = await uploadPdf(server.url, victim, PDF);
  // The analysis writes in the background; the attacks start once it is over.
  await waitForAnalyses(server.url, victim);
  const summary = await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie: victim });
  ids.summary = String(summary.body.id);
});

afterAll(async () => {
  await server.close();
  await webRoot.remove();
});

/** The route's path with the victim's real id wherever it takes one. */
function concretePath(url: string): string {
  const id = url.includes('document')
    ? ids.document
    : url.includes('summary')
      ? ids.summary
      : ids.result;
  return url.replace(/:[A-Za-z_]+/g, id ?? 'x').replace('*', 'x');
}

/** What a `<form>` on another site can send: the three encodings HTML forms have. */
function formBody(kind: string): { contentType?: string; body: string | FormData } {
  const fields = {
    user_biomarker_id: ids.result ?? '',
    bioamarker_id: String(MARKER_IDS.get('hdl')),
    cause: 'forged',
    phone: '+491700000001',
    code: '000000',
  };
  switch (kind) {
    case 'text/plain':
      // The classic trick: a field whose name and value together make a JSON document.
      return {
        contentType: 'text/plain',
        body: `${JSON.stringify(fields).slice(0, -1)},"pad":"=x"}`,
      };
    case 'application/x-www-form-urlencoded':
      return {
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(fields).toString(),
      };
    default: {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('other', new Blob([PDF], { type: 'application/pdf' }), 'forged.pdf');
      return { body: form };
    }
  }
}

/** The answers of the guard, exactly as sent. */
const SOURCE_MISSING = JSON.stringify({
  error: GUARD_MESSAGES.clientSourceMissing,
  code: 'client_source_missing',
});
const ORIGIN_REFUSED = JSON.stringify({
  error: GUARD_MESSAGES.originNotAllowed,
  code: 'origin_not_allowed',
});

const ATTACKS = [
  ['without X-Client-Source', {}, SOURCE_MISSING],
  [
    'from a foreign Origin',
    { 'x-client-source': 'website', origin: EVIL, 'sec-fetch-site': 'cross-site' },
    ORIGIN_REFUSED,
  ],
  [
    'from a sandboxed page (Origin: null)',
    { 'x-client-source': 'website', origin: 'null' },
    ORIGIN_REFUSED,
  ],
  [
    'from a look-alike Origin',
    { 'x-client-source': 'website', origin: `${PUBLIC_URL}.evil.example` },
    ORIGIN_REFUSED,
  ],
  [
    'marked Sec-Fetch-Site: cross-site',
    { 'x-client-source': 'website', 'sec-fetch-site': 'cross-site' },
    ORIGIN_REFUSED,
  ],
] as const;

const ENCODINGS = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

const percent = (character: string) =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Spellings of a path that the router, or a proxy in front, may read as the same route, while a
 * check of the raw text would not see an API path (issue 17, item 1). The first three are read as
 * the route by Fastify's router; the others may or may not be, by it or by a proxy.
 */
function pathSpellings(pathname: string): string[] {
  const [first = '', ...rest] = pathname.slice(1).split('/');
  const tail = rest.join('/');
  const head = first.charAt(0);
  const everyCharacter = pathname.replace(/[^/]/g, percent);
  return [
    `/${percent(head)}${first.slice(1)}/${tail}`,
    `/${percent(head).toLowerCase()}${first.slice(1)}/${tail}`,
    everyCharacter,
    `/%25${percent(head).slice(1)}${first.slice(1)}/${tail}`,
    `/${first.toUpperCase()}/${tail}`,
    `/${first}/${rest.map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1)).join('/')}`,
    `/x/../${first}/${tail}`,
    `/${first}/./${tail}`,
    `/x/%2e%2e/${first}/${tail}`,
    `//${first}/${tail}`,
    `/${first}%2F${tail.replaceAll('/', '%2F')}`,
  ];
}

/** A request sent with its path exactly as written (fetch would resolve dot segments first). */
async function sendRaw(
  method: string,
  rawPath: string,
  headers: Record<string, string>,
  form: FormData,
): Promise<{ status: number; text: string }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      method,
      path: rawPath,
      headers: {
        ...headers,
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': String(body.length),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('issue 11 group 5: cross-site requests and CORS', () => {
  it('refuses every forged state-changing request with 403 and changes nothing', async () => {
    const targets = listRoutes(server.app).filter(
      (route) =>
        !SAFE_METHODS.has(route.method) &&
        !CROSS_SITE_FORM_TARGETS.has(`${route.method} ${route.url}`),
    );
    // The list is Fastify's: sign-in, logout, results, flags, summaries, documents at least.
    expect(targets.length).toBeGreaterThanOrEqual(8);
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of targets) {
      for (const [attack, headers, refusal] of ATTACKS) {
        for (const encoding of ENCODINGS) {
          const { contentType, body } = formBody(encoding);
          const response = await fetch(`${server.url}${concretePath(route.url)}`, {
            method: route.method,
            headers: {
              cookie: victim,
              ...headers,
              ...(contentType === undefined ? {} : { 'content-type': contentType }),
            },
            body,
          });
          const answer = await response.text();
          if (response.status !== 403 || answer !== refusal) {
            failures.push(
              `${route.method} ${route.url} ${attack} as ${encoding}: ${String(response.status)} ${answer}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses them however the path is spelled: encoded, double-encoded, other case, dot segments', async () => {
    const targets = listRoutes(server.app).filter(
      (route) =>
        !SAFE_METHODS.has(route.method) &&
        !CROSS_SITE_FORM_TARGETS.has(`${route.method} ${route.url}`),
    );
    const before = await snapshot();
    const failures: string[] = [];
    const notFound = JSON.stringify({ error: 'Not found', code: 'not_found' });
    for (const route of targets) {
      for (const [index, spelling] of pathSpellings(concretePath(route.url)).entries()) {
        for (const [attack, headers, refusal] of ATTACKS) {
          const form = formBody('multipart/form-data').body;
          if (typeof form === 'string') throw new Error('a multipart body is a form');
          const answer = await sendRaw(
            route.method,
            spelling,
            { cookie: victim, ...headers },
            form,
          );
          const refused = answer.status === 403 && answer.text === refusal;
          // A spelling no route answers to reaches no handler: 404 is as safe as 403.
          const unknown = index >= 3 && answer.status === 404 && answer.text === notFound;
          if (!refused && !unknown) {
            failures.push(
              `${route.method} ${spelling} ${attack}: ${String(answer.status)} ${answer.text}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the app itself through (the refusals above are not everything refused)', async () => {
    const answer = await call(
      server.url,
      'PUT',
      `/v1/health/biomarker/summary/${ids.summary ?? ''}/read`,
      {
        cookie: victim,
        headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(answer.status).toBe(200);
  });

  it('never answers with Access-Control-Allow-Origin for another origin, nor *', async () => {
    const probes: [string, RequestInit][] = [
      ['/v1/user/me', { headers: { cookie: victim, origin: EVIL } }],
      ['/v1/health/biomarkers', { headers: { cookie: victim, origin: 'null' } }],
      ['/v1/user/me', { headers: { cookie: victim } }],
      [
        '/v1/health/user/biomarker/flag',
        {
          method: 'OPTIONS',
          headers: {
            origin: EVIL,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'x-client-source, content-type',
          },
        },
      ],
      ['/api/openapi.json', { headers: { origin: EVIL } }],
      ['/', { headers: { origin: EVIL } }],
    ];
    for (const [pathname, init] of probes) {
      const response = await fetch(`${server.url}${pathname}`, init);
      expect(response.headers.get('access-control-allow-origin'), pathname).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), pathname).toBeNull();
      expect(response.headers.get('access-control-allow-headers'), pathname).toBeNull();
    }
  });

  // The encoded spelling reaches the same route, so it must carry the same headers.
  it.each(['/v1/user/me', '/%761/user/me'])(
    'echoes the public origin exactly, with credentials and Vary: Origin (%s)',
    async (pathname) => {
      const response = await fetch(`${server.url}${pathname}`, {
        headers: { cookie: victim, origin: PUBLIC_URL },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(
        response.headers
          .get('vary')
          ?.split(/,\s*/)
          .map((v) => v.toLowerCase()),
      ).toContain('origin');
      // A cache keyed without Origin must not hand that answer to another origin either.
      const other = await fetch(`${server.url}${pathname}`, {
        headers: { cookie: victim, origin: EVIL },
      });
      expect(other.headers.get('vary')?.toLowerCase()).toContain('origin');
    },
  );

  it.each(['/v1/nothing-here', '/%761/nothing-here', '/V1/nothing-here'])(
    'answers an unknown API path (%s) with a JSON 404, not the app page',
    async (pathname) => {
      const response = await fetch(`${server.url}${pathname}`, { headers: { cookie: victim } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0] !== undefined && parts[0] !== '')
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

const ANSWERS: [string, string, RequestInit?][] = [
  ['the app page', '/'],
  ['a deep link into the app', '/biomarkers/3'],
  ['an API answer', '/api/health'],
  ['a refusal for no session', '/v1/user/me'],
  ['an unknown API path', '/v1/nothing-here'],
  ['a refused forged request', '/v1/user/logout', { method: 'POST' }],
  ['the OpenAPI document', '/api/openapi.json'],
];

describe('issue 11 group 6: security headers', () => {
  let httpServer: TestServer;

  beforeAll(async () => {
    httpServer = await startTestServer({
      webRoot: webRoot.path,
      env: { PUBLIC_URL: 'http://192.168.1.20:8080' },
    });
  });

  afterAll(async () => {
    await httpServer.close();
  });

  it.each(ANSWERS)(
    '%s carries CSP, nosniff, a referrer policy, and HSTS over https',
    async (_, pathname, init) => {
      const response = await fetch(`${server.url}${pathname}`, init);
      const policy = directives(response.headers.get('content-security-policy') ?? '');
      const scripts = policy.get('script-src') ?? policy.get('default-src');
      expect(scripts).toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toBeDefined();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toMatch(
        /^(no-referrer|same-origin|strict-origin)/,
      );
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    },
  );

  it.each(ANSWERS)(
    '%s carries no HSTS when PUBLIC_URL is plain http',
    async (_, pathname, init) => {
      const response = await fetch(`${httpServer.url}${pathname}`, init);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    },
  );

  it('serves the app page as HTML under that policy', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX_HTML);
  });
});
