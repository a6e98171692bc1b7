import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { expect } from 'vitest';
import { call, codeIn, HOUR, SECOND, solveCaptcha, TestClock } from './sign-in-helpers';
import type { ApiAnswer } from './sign-in-helpers';
import { startTestServer } from './start-test-server';
import type { TestServer, TestServerOptions } from './start-test-server';

/** The fixed fields the web app sends with every verification (spec §7). */
export const VERIFY_FIXED = { tz_offset: -2, version: '0.0.1' };
/** A per-IP budget no test reaches, for tests about the per-address rules. */
export const LOTS = { max: 100_000, timeWindow: HOUR };

/** A server whose clock the test moves, with a real SMTP server catching its mail. */
export interface SignInHarness {
  server: TestServer;
  mail: MailCatcher;
  clock: TestClock;
}

/**
 * Starts sign-in harnesses for one test file; `stopAll` (in its afterEach) ends every one started
 * since the last call.
 */
export function signInHarnesses(defaults: TestServerOptions = {}) {
  let running: SignInHarness[] = [];
  return {
    start: async (options: TestServerOptions = {}): Promise<SignInHarness> => {
      const mail = await startMailCatcher();
      const clock = new TestClock();
      const server = await startTestServer({
        clock,
        ...defaults,
        ...options,
        env: { SMTP_URL: mail.url, ...defaults.env, ...options.env },
      });
      const harness = { server, mail, clock };
      running.push(harness);
      return harness;
    },
    stopAll: async (): Promise<void> => {
      await Promise.all(
        running.map(({ server, mail }) => Promise.all([server.close(), mail.close()])),
      );
      running = [];
    },
  };
}

/** The X-Forwarded-For a trusted proxy would add, for a server started with TRUST_PROXY=loopback. */
export function comingFrom(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip };
}

/**
 * Asks for `codes` codes for the address one after the other and tries each wrongly until it is
 * burned (5 tries): 20 codes make 100 failures in a row. The clock moves as a patient attacker
 * waits: 31 s between sends, and after every 10th send on to the end of the hour the sends are
 * counted in, which stays within the hour after which failures are forgotten. Returns the answer
 * to the last wrong try.
 */
export async function burnCodes(
  h: SignInHarness,
  email: string,
  codes: number,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  let last: ApiAnswer | undefined;
  for (let sent = 1; sent <= codes; sent += 1) {
    if (sent > 1) h.clock.advance(31 * SECOND);
    if (sent > 1 && sent % 10 === 1) h.clock.advance(HOUR - 10 * 31 * SECOND);
    const before = h.mail.mailsTo(email).length;
    const requested = await call(h.server.url, 'POST', '/v2/user/login', {
      body: { email, captcha: await solveCaptcha(h.server.url) },
      headers,
    });
    expect(requested.status).toBe(200);
    await expect.poll(() => h.mail.mailsTo(email).length).toBe(before + 1);
    const code = codeIn((await h.mail.lastMailTo(email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await call(h.server.url, 'POST', '/v1/user/verify', {
        body: { ...VERIFY_FIXED, email, code: wrong },
        headers,
      });
      // The fifth wrong try burns the code: 429, like every limit of sign-in.
      expect(last.status).toBe(attempt === 4 ? 429 : 400);
    }
  }
  if (last === undefined) throw new Error('no codes burned');
  return last;
}
