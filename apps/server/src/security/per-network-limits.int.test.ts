import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { call, MINUTE } from '../../test/sign-in-helpers';

/**
 * Issue 17, item 12: a host with an IPv6 /64 can send every request from a fresh address, so the
 * per-IP limits count all of a /64 as one client, and an IPv4 client the same whether it comes as
 * `203.0.113.7` or `::ffff:203.0.113.7`. The server sits behind a trusted proxy on loopback here,
 * which names the client in X-Forwarded-For.
 */

const ATTEMPTS = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'loopback' },
    ipLimits: {
      codeRequests: { max: ATTEMPTS, timeWindow: 15 * MINUTE },
      verifyAttempts: { max: ATTEMPTS, timeWindow: 15 * MINUTE },
    },
  });
});

afterAll(async () => {
  await server.close();
});

/** A code check from `client` (with a wrong code: only the limit's answer matters). */
async function verifyFrom(client: string): Promise<number> {
  const answer = await call(server.url, 'POST', '/v1/user/verify', {
    headers: { 'x-forwarded-for': client },
    body: { email: 'someone@example.com', code: '000000' },
  });
  return answer.status;
}

describe('issue 17 item 12: per-IP limits by network', () => {
  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS + 1; attempt += 1) {
      statuses.push(await verifyFrom(`2001:db8:1:2::${attempt.toString(16)}`));
    }
    expect(statuses.slice(0, ATTEMPTS)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // The next /64 is another client with its own budget.
    expect(await verifyFrom('2001:db8:1:3::1')).not.toBe(429);
  });

  it('counts an IPv4 client alike in its IPv4-mapped IPv6 form', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS + 1; attempt += 1) {
      statuses.push(await verifyFrom(attempt % 2 === 0 ? '203.0.113.7' : '::ffff:203.0.113.7'));
    }
    expect(statuses.slice(0, ATTEMPTS)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    expect(await verifyFrom('203.0.113.8')).not.toBe(429);
  });
});
