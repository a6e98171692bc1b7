import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { HOUR, TestClock } from './sign-in-helpers';
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
