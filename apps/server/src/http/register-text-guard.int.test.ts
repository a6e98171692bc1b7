import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone } from '../../test/sign-in-helpers';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { TEXT_GUARD_MESSAGE } from './register-text-guard';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInWithPhone(server, '+4917999000002');
});

afterAll(async () => {
  await server.close();
});

describe('a NUL character in a request', () => {
  it.each([
    ['a path parameter', 'GET', '/v1/user/document/a%00b', undefined],
    ['a path parameter of a write', 'DELETE', '/v1/health/user/biomarker/a%00b', undefined],
    [
      'a JSON body',
      'PUT',
      '/v1/health/user/biomarker/flag',
      { bioamarker_id: 'x\u0000', flag_cause: 'wrong\u0000' },
    ],
    ['a code request', 'POST', '/v2/user/login', { email: 'a\u0000@example.com', captcha: 'x' }],
  ])('in %s is refused with 400 and a plain message', async (_where, method, path, body) => {
    const answer = await call(server.url, method, path, {
      cookie,
      ...(body === undefined ? {} : { body }),
    });
    expect(answer).toMatchObject({ status: 400, body: { error: TEXT_GUARD_MESSAGE } });
  });
});
