// @vitest-environment node
// The browser's fetch, FormData and AbortSignal belong together; jsdom would pair Node's fetch with
// its own FormData, which no browser does. So this file runs with Node's matching set.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { ApiError, apiRequest, setUnauthorizedHandler, unwrapApiResult } from './api-client';
import { API_TIMEOUT_MS } from './constants';
import { i18n } from './i18n/i18n';
import { stubRequestClock } from '../test/request-clock';

const DEFAULT_ERROR = 'Failed to fetch biomarkers';

let server: TestServer;
let respond: Parameters<typeof startTestServer>[0];
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  respond = (_request, response) => {
    sendJson(response, 200, {});
  };
  server = await startTestServer((request, response) => {
    respond(request, response);
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  setUnauthorizedHandler(null);
  await server.close();
});

describe('apiRequest', () => {
  it('returns the JSON body as data', async () => {
    respond = (_request, response) => {
      sendJson(response, 200, [{ biomarker_id: 7, sort_order: 1 }]);
    };

    const result = await apiRequest<unknown[]>({
      method: 'GET',
      path: '/v1/health/biomarkers',
      defaultError: DEFAULT_ERROR,
    });

    expect(result).toEqual({ data: [{ biomarker_id: 7, sort_order: 1 }] });
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url).toBe('/v1/health/biomarkers');
  });

  it('asks for answers in the interface language', async () => {
    await i18n.changeLanguage('de');
    await apiRequest({ method: 'GET', path: '/v1/health/biomarkers', defaultError: DEFAULT_ERROR });
    await i18n.changeLanguage('us');
    await apiRequest({ method: 'GET', path: '/v1/health/biomarkers', defaultError: DEFAULT_ERROR });

    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual([
      'de',
      'us',
    ]);
  });

  it('identifies itself with X-Client-Source: website and sends JSON bodies as JSON', async () => {
    await apiRequest({
      method: 'POST',
      path: '/v1/health/biomarkers',
      body: [{ biomarker_id: 3, value: 5.2, test_date: '2025-01-03' }],
      defaultError: 'Failed to add biomarker history',
    });

    const request = server.requests[0];
    expect(request?.headers['x-client-source']).toBe('website');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual([
      { biomarker_id: 3, value: 5.2, test_date: '2025-01-03' },
    ]);
  });

  it('sends a FormData body as multipart with the file in it', async () => {
    const form = new FormData();
    form.append('other', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'report.pdf');

    await apiRequest({
      method: 'POST',
      path: '/v2/user/document',
      body: form,
      defaultError: 'Failed to upload document',
    });

    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="other"; filename="report.pdf"');
    expect(request?.body).toContain('%PDF-1.7');
  });

  it("returns the server's error text", async () => {
    respond = (_request, response) => {
      sendJson(response, 400, { error: 'Account not found' });
    };

    const result = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });

    expect(result).toEqual({ error: 'Account not found', status: 400 });
    expect(warn).toHaveBeenCalledWith('GET /v1/x failed: Account not found');
  });

  it('words a failure by its code, in the interface language', async () => {
    respond = (_request, response) => {
      sendJson(response, 404, { error: 'Account not found', code: 'account_not_found' });
    };

    await i18n.changeLanguage('de');
    const german = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });
    await i18n.changeLanguage('us');
    const english = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });

    expect(german).toEqual({ error: 'Konto nicht gefunden', status: 404 });
    expect(english).toEqual({ error: 'Account not found', status: 404 });
  });

  it('says the numbers of the answer, in the singular or the plural they need', async () => {
    let minutes = 6;
    respond = (_request, response) => {
      sendJson(response, 429, {
        error: `Please try again in ${String(minutes)} minutes.`,
        code: 'too_many_uploads',
        params: { minutes },
      });
    };
    const upload = () =>
      apiRequest({ method: 'POST', path: '/v2/user/document', defaultError: DEFAULT_ERROR });

    await i18n.changeLanguage('de');
    const germanPlural = await upload();
    await i18n.changeLanguage('us');
    minutes = 1;
    const englishSingular = await upload();

    expect(germanPlural.error).toBe(
      'Sie haben in kurzer Zeit viele Dokumente hochgeladen. Bitte versuchen Sie es in 6 Minuten erneut.',
    );
    expect(englishSingular.error).toBe(
      'You have uploaded many documents in a short time. Please try again in 1 minute.',
    );
  });

  it.each([
    ['a code it does not know', { error: 'Something new went wrong', code: 'something_new' }],
    [
      'a code whose text names a detail',
      { error: 'Invalid value: must be number', code: 'invalid_request' },
    ],
  ])("shows the server's text for %s", async (_, body) => {
    respond = (_request, response) => {
      sendJson(response, 400, body);
    };

    await i18n.changeLanguage('de');
    const result = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });
    await i18n.changeLanguage('us');

    expect(result).toEqual({ error: body.error, status: 400 });
  });

  it('treats an error field as a failure even with status 200', async () => {
    respond = (_request, response) => {
      sendJson(response, 200, { error: 'Nothing to delete' });
    };

    const result = await apiRequest({ method: 'DELETE', path: '/v1/x', defaultError: 'Failed' });

    expect(result.error).toBe('Nothing to delete');
  });

  it("falls back to the call's default when a 500 has no JSON body", async () => {
    respond = (_request, response) => {
      response.writeHead(500, { 'Content-Type': 'text/html' });
      response.end('<h1>Internal Server Error</h1>');
    };

    const result = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });

    expect(result).toEqual({ error: DEFAULT_ERROR, status: 500 });
  });

  it('does not take a successful page that is not JSON for data', async () => {
    respond = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><title>Labtrail</title>');
    };

    const result = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });

    expect(result.error).toBe(DEFAULT_ERROR);
  });

  it('answers an empty success body with null data', async () => {
    respond = (_request, response) => {
      response.writeHead(204);
      response.end();
    };

    const result = await apiRequest({ method: 'POST', path: '/v1/user/logout', defaultError: 'x' });

    expect(result).toEqual({ data: null });
  });

  it.each([401, 403])('reports status %i to the unauthorized handler', async (status) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respond = (_request, response) => {
      sendJson(response, status, { error: 'Not signed in' });
    };

    const result = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(result.error).toBe('Not signed in');
  });

  it('leaves the unauthorized handler alone for other failures', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respond = (_request, response) => {
      sendJson(response, 404, { error: 'Not found' });
    };

    await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });

    expect(handler).not.toHaveBeenCalled();
  });

  it('gives up on a server that does not answer after 10 seconds, saying so in words', async () => {
    const clock = stubRequestClock();
    respond = () => undefined;
    let settled = false;
    const request = apiRequest({ method: 'GET', path: '/v1/slow', defaultError: DEFAULT_ERROR });
    void request.then(() => {
      settled = true;
    });
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(1);
    });

    clock.pass(API_TIMEOUT_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    clock.pass(1);

    expect(await request).toEqual({ error: 'the server did not answer in time' });
    expect(API_TIMEOUT_MS).toBe(10_000);
  });

  it('words a timeout in the interface language', async () => {
    const clock = stubRequestClock();
    respond = () => undefined;
    await i18n.changeLanguage('de');
    const request = apiRequest({ method: 'GET', path: '/v1/slow', defaultError: DEFAULT_ERROR });
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(1);
    });

    clock.pass(API_TIMEOUT_MS);
    const { error } = await request;
    await i18n.changeLanguage('us');

    expect(error).toBe('der Server hat nicht rechtzeitig geantwortet');
  });

  it('says there is no connection when the server cannot be reached', async () => {
    // Port 1 is privileged and unused: the connection is refused at once.
    vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:1');

    const result = await apiRequest({ method: 'GET', path: '/v1/x', defaultError: DEFAULT_ERROR });

    expect(result).toEqual({ error: 'no connection' });
  });
});

describe('unwrapApiResult', () => {
  it('returns the data of a success', () => {
    expect(unwrapApiResult({ data: 42 })).toBe(42);
  });

  it('throws an ApiError carrying the message and status of a failure', () => {
    expect(() => unwrapApiResult({ error: 'Not found', status: 404 })).toThrow(
      new ApiError('Not found', 404),
    );
    try {
      unwrapApiResult({ error: 'Not found', status: 404 });
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
    }
  });
});
