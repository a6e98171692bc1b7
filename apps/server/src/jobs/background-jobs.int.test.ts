import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { afterEach, expect, it } from 'vitest';
import { labReport, uploadPdf, waitForAnalyses } from '../../test/lab-documents';
import { startLlmStandIn } from '../../test/llm-stand-in';
import { call, signInWithEmail, signInWithPhone } from '../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';

const READY = 'Your analysis is ready';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  // Newest first: workers share the API server's data folder, which its close removes.
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

async function started(server: Promise<TestServer>): Promise<TestServer> {
  const running = await server;
  cleanup.push(() => running.close());
  return running;
}

async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('rewords the summary of a document analysed by a worker process', async () => {
  const standIn = await startLlmStandIn((text) => ({
    status: 200,
    content: `Gently put: ${text}`,
  }));
  cleanup.push(() => standIn.close());
  const llm = { LLM_BASE_URL: standIn.url, LLM_MODEL: 'test-model' };
  const api = await started(startTestServer({ env: { ROLE: 'api', ...llm } }));
  const cookie = await signInWithPhone(api, '+491730000101');
  await uploadPdf(api.url, cookie, labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 5.2 }));
  await started(
    startTestServer({
      env: { ROLE: 'worker', DATA_DIR: api.dataDir, DATABASE_URL: api.databaseUrl, ...llm },
    }),
  );

  await waitForAnalyses(api.url, cookie);
  const read = async () =>
    (await call(api.url, 'GET', '/v1/health/biomarker/summary', { cookie }))
      .json as BiomarkersSummary;
  const summary = await eventually(read, (s) => s.data.insights.startsWith('Gently put:'), 20_000);
  expect(summary.data.insights).toMatch(/^Gently put: /u);
  expect(summary.data.insights).toContain('172 mg/dL');
  // The impression (tier line and disclaimer) is never sent: a model could only add to it.
  expect(summary.data.overall_impression).not.toMatch(/Gently put/u);
});

it('sends the "analysis ready" mail again after the mail server refused it once, and only once', async () => {
  let refused = 0;
  const mail: MailCatcher = await startMailCatcher({
    refuse: (message) => {
      if (message.subject !== READY || refused > 0) return false;
      refused += 1;
      return true;
    },
  });
  cleanup.push(() => mail.close());
  const server = await started(startTestServer({ env: { SMTP_URL: mail.url } }));
  const email = 'retry@example.org';
  const cookie = await signInWithEmail(server.url, mail, email);
  await uploadPdf(server.url, cookie, labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 5.2 }));

  const ready = await mail.lastMailTo(email, { subject: READY, timeoutMs: 20_000 });
  expect(ready.text).toContain('found 3 results');
  expect(refused).toBe(1);
  // Nothing is left to send it a third time.
  const database = openTestDatabase(server);
  try {
    const queued = await eventually(
      () => database.db.selectFrom('jobs').selectAll().execute(),
      (jobs) => jobs.length === 0,
      5_000,
    );
    expect(queued).toEqual([]);
  } finally {
    await database.db.destroy();
  }
  expect(mail.mailsTo(email).filter((message) => message.subject === READY)).toHaveLength(1);
});
