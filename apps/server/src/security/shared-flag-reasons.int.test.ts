import type { HistoryResponse } from '@labtrail/contract/biomarkers';
import type { CreatedShare } from '@labtrail/contract/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewPerson } from '../../test/sign-in-helpers';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { MARKER_IDS } from '../modules/summaries/engine/marker-keys';

/**
 * Issue 35, point 7: why the owner flagged a value is theirs ('drank the night before'). A share
 * link shows that the value is flagged, so its reader does not trust it, and the reason only
 * when the owner chose so.
 */

const REASON = 'drank the night before';
const GGT = MARKER_IDS.get('ggt') ?? 0;

let server: TestServer;
let owner: string;

async function share(body: Record<string, unknown>): Promise<CreatedShare> {
  const created = await call(server.url, 'POST', '/v1/user/shares', {
    cookie: owner,
    body: { expires_in_hours: 24, include_documents: false, ...body },
  });
  expect(created.status).toBe(200);
  return created.json as CreatedShare;
}

async function sharedHistory(token: string): Promise<string> {
  const answer = await call(server.url, 'GET', '/v1/shared/biomarkers/history', {
    headers: { authorization: `Share ${token}` },
  });
  expect(answer.status).toBe(200);
  const tests = (answer.json as HistoryResponse)[String(GGT)] ?? [];
  // The reader still sees that the value is flagged, whatever the choice.
  expect(tests.map((test) => test.flagged)).toEqual([true]);
  return JSON.stringify(answer.json);
}

beforeAll(async () => {
  server = await startTestServer();
  ({ cookie: owner } = await signInNewPerson(server));
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie: owner,
    body: [{ biomarker_id: GGT, value: 140, test_date: '2026-01-10' }],
  });
  expect(added.status).toBe(200);
  const flagged = await call(server.url, 'PUT', '/v1/health/user/biomarker/flag', {
    cookie: owner,
    body: { user_biomarker_id: (added.body.ids as string[])[0], bioamarker_id: GGT, cause: REASON },
  });
  expect(flagged.status).toBe(200);
});

afterAll(async () => {
  await server.close();
});

describe('a flagged value behind a share link', () => {
  it('shows the flag but not the owner’s reason by default', async () => {
    const { token, share: link } = await share({});
    expect(link.include_flag_reasons).toBe(false);
    expect(await sharedHistory(token)).not.toContain(REASON);
  });

  it('shows the reason when the owner chose to include it', async () => {
    const { token, share: link } = await share({ include_flag_reasons: true });
    expect(link.include_flag_reasons).toBe(true);
    const view = await call(server.url, 'GET', '/v1/shared', {
      headers: { authorization: `Share ${token}` },
    });
    expect(view.body.include_flag_reasons).toBe(true);
    expect(await sharedHistory(token)).toContain(REASON);
  });

  it('still shows the owner their own reason', async () => {
    const own = await call(server.url, 'GET', '/v1/health/biomarkers/history', { cookie: owner });
    expect(JSON.stringify(own.json)).toContain(REASON);
  });
});
