import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { sendJson, startTestServer } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { finishAppleLogin } from './finish-apple-login';
import { requestLoginCode } from './request-login-code';
import { signInWithGoogle } from './sign-in-with-google';
import { startAppleLogin } from './start-apple-login';
import { verifyCode } from './verify-code';

const SIGNED_IN = { user_id: 'u1', created: false };

let server: TestServer;
let answer: Parameters<typeof startTestServer>[0];

beforeEach(async () => {
  answer = (_request, response) => {
    sendJson(response, 200, { data: SIGNED_IN });
  };
  server = await startTestServer((request, response) => {
    answer(request, response);
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  setUnauthorizedHandler(null);
  await server.close();
});

describe('the sign-in calls return the data of their answer', () => {
  it('requesting a code', async () => {
    answer = (_request, response) => {
      sendJson(response, 200, { data: { sent: true } });
    };

    const result = await requestLoginCode({
      address: { email: 'ada@example.org' },
      captcha: 'cGF5bG9hZA==',
      language: 'us',
    });

    expect(result).toEqual({ data: { sent: true } });
  });

  it('verifying a code', async () => {
    expect(await verifyCode({ phone: '+491512345678' }, '123456')).toEqual({ data: SIGNED_IN });
  });

  it("trading Google's id_token", async () => {
    expect(await signInWithGoogle('a-token')).toEqual({ data: SIGNED_IN });
  });

  it('starting and finishing sign-in with Apple', async () => {
    answer = (request, response) => {
      sendJson(
        response,
        200,
        request.url === '/v1/auth/apple/login'
          ? { data: { redirect_url: 'https://appleid.example/auth' } }
          : { data: SIGNED_IN },
      );
    };

    expect(await startAppleLogin()).toEqual({
      data: { redirect_url: 'https://appleid.example/auth' },
    });
    expect(await finishAppleLogin({ state: 'the-state', code: 'the-code' })).toEqual({
      data: SIGNED_IN,
    });
  });

  it('passes a failure on as it came', async () => {
    answer = (_request, response) => {
      sendJson(response, 400, { error: 'The captcha could not be verified.' });
    };

    const result = await requestLoginCode({
      address: { email: 'ada@example.org' },
      captcha: 'cGF5bG9hZA==',
      language: 'us',
    });

    expect(result).toEqual({ error: 'The captcha could not be verified.', status: 400 });
  });
});

describe('finishing sign-in with Apple', () => {
  it('sends state and code in the query, with no body', async () => {
    await finishAppleLogin({ state: 'the state/1', code: 'c0de+x' });

    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '', server.url);
    expect(url.pathname).toBe('/v1/auth/apple/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'the state/1', code: 'c0de+x' });
    expect(request?.body).toBe('');
  });
});

describe('a refused sign-in', () => {
  it.each([401, 403])('answered %i does not count as a session that ended', async (status) => {
    const sessionEnded = vi.fn();
    setUnauthorizedHandler(sessionEnded);
    answer = (_request, response) => {
      sendJson(response, status, { error: 'SSO authentication failed' });
    };

    await signInWithGoogle('a-forged-token');
    await finishAppleLogin({ state: 'the-state', code: 'the-code' });
    await startAppleLogin();
    await verifyCode({ email: 'ada@example.org' }, '000000');
    await requestLoginCode({
      address: { email: 'ada@example.org' },
      captcha: 'cGF5bG9hZA==',
      language: 'us',
    });

    expect(sessionEnded).not.toHaveBeenCalled();
  });
});
