import fs from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { TemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@labtrail/contract/error';
import { DomainError } from './domain-error';
import { INTERNAL_ERROR_MESSAGE } from './http/register-error-handling';
import { startTestServer, testDatabaseKind } from '../test/start-test-server';
import type { TestServer } from '../test/start-test-server';

const INDEX_HTML = '<!doctype html><title>Labtrail</title><div id="root"></div>';

async function writeWebApp(root: string): Promise<void> {
  await fs.mkdir(path.join(root, 'assets'), { recursive: true });
  await fs.writeFile(path.join(root, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
}

describe('the server over HTTP', () => {
  let server: TestServer;
  let webRoot: TemporaryDirectory;

  beforeAll(async () => {
    webRoot = await createTemporaryDirectory('labtrail-web');
    await writeWebApp(webRoot.path);
    server = await startTestServer({
      webRoot: webRoot.path,
      extend(app) {
        app.post(
          '/v1/test/echo',
          {
            schema: {
              body: {
                type: 'object',
                required: ['value'],
                properties: { value: { type: 'number' } },
              },
            },
          },
          (request) => request.body,
        );
        app.get('/v1/test/crash', () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        });
        app.get('/v1/test/refused', () => {
          throw new DomainError('origin_not_allowed', 'You may not see this');
        });
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await webRoot.remove();
  });

  const get = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);

  it('answers /api/health with 200 while the database answers', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
  });

  it('tags every response with a request id that the log carries too', async () => {
    const response = await get('/api/health');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.logs.some((line) => line.reqId === requestId)).toBe(true);
  });

  it('publishes a valid OpenAPI document generated from the contract', async () => {
    const response = await get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths)).toContain('/api/health');
    expect(Object.keys(document.paths)).not.toContain('/api/openapi.json');
  });

  it('documents the code of every failure in the OpenAPI document', async () => {
    const document = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const unauthorized = document.paths['/v1/user/me']?.get?.responses['401'];
    expect(unauthorized).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { code: { type: 'string', enum: [...ERROR_CODES] } } },
        },
      },
    });
  });

  it('serves the API docs page', async () => {
    const response = await get('/api/docs/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('swagger');
  });

  it('answers unknown API paths with a 404 error body, never the web app', async () => {
    for (const pathname of ['/v1/nothing-here', '/v2/user/nope', '/api/unknown']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it('refuses invalid input with 400 and says what is wrong', async () => {
    const response = await get('/v1/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-source': 'website' },
      body: JSON.stringify({ value: 'seven' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.error).toMatch(/^Invalid value: /);
    expect(body.code).toBe('invalid_request');
  });

  it('refuses malformed JSON with 400 and an error body', async () => {
    const response = await get('/v1/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-source': 'website' },
      body: '{"value": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.any(String) as string,
      code: 'invalid_request',
    });
  });

  it('passes a refusal meant for a person through with its code and the status of the code', async () => {
    const response = await get('/v1/test/refused');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'You may not see this',
      code: 'origin_not_allowed',
    });
  });

  it('hides the details of a crash from the person and logs them with the request id', async () => {
    const response = await get('/v1/test/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: INTERNAL_ERROR_MESSAGE, code: 'internal_error' });
    expect(text).not.toContain('secret internal detail');
    const requestId = response.headers.get('x-request-id');
    const logged = server.logs.find((line) => line.reqId === requestId && line.level === 50);
    expect(JSON.stringify(logged)).toContain('secret internal detail');
  });

  it('serves the web app for / and any deep link (history fallback)', async () => {
    for (const pathname of ['/', '/biomarkers', '/login/verify-code', '/biomarker?x=1']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    }
    const deepLink = await get('/storybook');
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets for a year and missing files as 404', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/index-missing.js')).status).toBe(404);
  });

  it('sends a content security policy that keeps scripts to this origin', async () => {
    const response = await get('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('does not answer page requests for methods other than GET', async () => {
    const response = await get('/biomarkers', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });
});

describe('the server without a built web app', () => {
  it('still serves the API and answers page paths with 404', async () => {
    const server = await startTestServer();
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/biomarkers`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
