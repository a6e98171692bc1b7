import { test as base } from '@playwright/test';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { startLabtrail } from './start-labtrail';
import type { RunningLabtrail } from './start-labtrail';

interface WorkerFixtures {
  labtrail: RunningLabtrail;
}

interface TestFixtures {
  /** The mail the app sent, caught by a real SMTP server: `await mail.lastMailTo(address)`. */
  mail: MailCatcher;
}

/** Each Playwright worker drives its own running app; pages open at its URL. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  labtrail: [
    // Playwright requires the object pattern for fixtures without dependencies.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startLabtrail();
      await use(app);
      await app.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ labtrail }, use) => {
    await use(labtrail.url);
  },
  mail: async ({ labtrail }, use) => {
    await use(labtrail.mail);
  },
});

export { expect } from '@playwright/test';
