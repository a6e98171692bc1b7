import { afterEach, expect, it } from 'vitest';
import { call, HOUR, MINUTE, solveCaptcha, TestClock } from '../../test/sign-in-helpers';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { AUTH_MESSAGES } from '../modules/auth/messages';

const LIMITS = {
  codeRequests: { max: 4, timeWindow: HOUR },
  verifyAttempts: { max: 1000, timeWindow: HOUR },
};

let running: TestServer[] = [];
afterEach(async () => {
  // The second server shares the first one's data folder, which the first one's close removes.
  for (const server of running.reverse()) await server.close();
  running = [];
});

/** Two API processes' worth of app on one database, as behind a load balancer. */
async function twoServers(clock: TestClock): Promise<[TestServer, TestServer]> {
  const first = await startTestServer({ clock, ipLimits: LIMITS, env: { ROLE: 'api' } });
  running.push(first);
  const second = await startTestServer({
    clock,
    ipLimits: LIMITS,
    env: { ROLE: 'api', DATA_DIR: first.dataDir, DATABASE_URL: first.databaseUrl },
  });
  running.push(second);
  return [first, second];
}

let addressCounter = 0;
async function requestCode(server: TestServer, captcha: string) {
  addressCounter += 1;
  return call(server.url, 'POST', '/v2/user/login', {
    body: { email: `person${String(addressCounter)}@example.org`, captcha },
  });
}

it('holds one per-IP budget across API processes, even for requests arriving at once', async () => {
  const clock = new TestClock();
  const [first, second] = await twoServers(clock);
  const captchas = await Promise.all(
    Array.from({ length: 10 }, (_, index) => solveCaptcha((index % 2 === 0 ? first : second).url)),
  );

  const answers = await Promise.all(
    captchas.map((captcha, index) => requestCode(index % 2 === 0 ? first : second, captcha)),
  );
  // In each process's memory this would be 4 each: 8 of 10 would pass.
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused).toHaveLength(6);
  for (const answer of refused) {
    expect(answer.body).toEqual({
      error: AUTH_MESSAGES.tooManyRequests,
      code: 'too_many_requests',
    });
    expect(Number(answer.headers.get('retry-after'))).toBe(HOUR / 1000);
  }

  // The budget is per route: verifying a code is counted apart.
  const verify = await call(second.url, 'POST', '/v1/user/verify', {
    body: { tz_offset: 0, version: '0.0.1', email: 'person1@example.org', code: '000000' },
  });
  expect(verify.status).toBe(400);

  // The window ends for both processes at once.
  clock.advance(HOUR - MINUTE);
  const stillRefused = await requestCode(first, await solveCaptcha(first.url));
  expect(stillRefused.status).toBe(429);
  expect(Number(stillRefused.headers.get('retry-after'))).toBe(60);
  clock.advance(MINUTE);
  expect((await requestCode(second, await solveCaptcha(second.url))).status).toBe(200);
  expect((await requestCode(first, await solveCaptcha(first.url))).status).toBe(200);
});
