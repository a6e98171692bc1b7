import type { DocumentsResponse } from '@labtrail/contract/documents';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterEach, expect, it } from 'vitest';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { uploadPdf } from '../../../test/lab-documents';

const REPORT = makePdf([
  [
    { x: 50, y: 780, text: 'Report Date: 12/03/2026' },
    { x: 50, y: 740, text: 'Test' },
    { x: 230, y: 740, text: 'Result' },
    { x: 310, y: 740, text: 'Unit' },
    { x: 50, y: 720, text: 'Haemoglobin' },
    { x: 230, y: 720, text: '13.5' },
    { x: 310, y: 720, text: 'g/dL' },
  ],
]);

let running: TestServer[] = [];
afterEach(async () => {
  // Workers first: they share the API server's data folder, which its close removes.
  for (const server of running.reverse()) await server.close();
  running = [];
});

async function statusOf(server: TestServer, cookie: string) {
  const categories = (await call(server.url, 'GET', '/v1/user/documents', { cookie }))
    .json as DocumentsResponse;
  return categories.flatMap((category) => category.documents).map((document) => document.status);
}

it('splits into API and worker processes that share one database and store', async () => {
  const api = await startTestServer({ env: { ROLE: 'api' } });
  running.push(api);
  const cookie = await signInWithPhone(api, '+491730000001');
  await uploadPdf(api.url, cookie, REPORT);

  // An API process analyses nothing itself.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await statusOf(api, cookie)).toEqual(['pending']);

  const worker = await startTestServer({
    env: { ROLE: 'worker', DATA_DIR: api.dataDir, DATABASE_URL: api.databaseUrl },
  });
  running.push(worker);
  expect((await call(worker.url, 'GET', '/api/health')).status).toBe(200);
  expect((await call(worker.url, 'GET', '/v1/user/documents', { cookie })).status).toBe(404);

  const deadline = Date.now() + 20_000;
  while ((await statusOf(api, cookie))[0] !== 'done' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await statusOf(api, cookie)).toEqual(['done']);
});
