import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone } from '../../test/sign-in-helpers';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInWithPhone(server, '+4917999000003');
  await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [{ biomarker_id: 101, value: 130, test_date: '2026-05-01' }],
  });
});

afterAll(async () => {
  await server.close();
});

async function summary(acceptEncoding: string) {
  // fetch would unpack gzip by itself and hide the header's effect on the wire size.
  const response = await fetch(`${server.url}/v1/health/biomarker/summary`, {
    headers: { cookie, 'accept-encoding': acceptEncoding },
  });
  return {
    encoding: response.headers.get('content-encoding'),
    vary: response.headers.get('vary') ?? '',
    body: await response.json(),
  };
}

describe('JSON answers', () => {
  it('travel gzipped to a client that takes gzip, and read the same', async () => {
    const gzipped = await summary('gzip, deflate, br');
    const plain = await summary('identity');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.vary.toLowerCase()).toContain('accept-encoding');
    expect(plain.encoding).toBeNull();
    expect(gzipped.body).toEqual(plain.body);
    expect(plain.body).toMatchObject({ is_read: false });
  });

  it('stay as they are when small', async () => {
    const health = await fetch(`${server.url}/api/health`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers.get('content-encoding')).toBeNull();
  });
});
