import { createHash } from 'node:crypto';
import type { AccountExport } from '@labtrail/contract/account';
import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import type { DocumentsResponse } from '@labtrail/contract/documents';
import type { CreatedShare, ShareLinksResponse, SharedView } from '@labtrail/contract/sharing';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, dumpValues } from '../../../test/database-dump';
import type { DatabaseDump } from '../../../test/database-dump';
import { uploadPdf, waitForAnalyses } from '../../../test/lab-documents';
import { listRoutes, SAFE_METHODS } from '../../../test/route-list';
import { call, DAY, HOUR, MINUTE, signInNewPerson, TestClock } from '../../../test/sign-in-helpers';
import type { ApiAnswer } from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { MARKER_IDS } from '../summaries/engine/marker-keys';
import { SHARE_RATE_LIMITS } from './share-rules';

/**
 * Issue 23, part 4: a read-only link to a person's overview and detail pages. Whoever holds it
 * reads without signing in, only the owner's data, only while the link lives; every opening is on
 * the owner's record, and the token is no session anywhere.
 */

const HDL = MARKER_IDS.get('hdl') ?? 0;
const PDF = makePdf([[{ x: 50, y: 780, text: 'Lipid panel' }]]);

/** Routes that take no session at all: signing in and out, which write nothing of a person. */
const WITHOUT_SESSION = new Set([
  'POST /v2/user/login',
  'POST /v1/user/verify',
  'POST /v1/user/logout',
  'POST /v1/auth/apple/login',
  'POST /v1/auth/apple/callback',
  'POST /login',
  // Answers its own signed unsubscribe token, never a session: a share token is an invalid link.
  'POST /v1/reminders/unsubscribe',
]);

interface Person {
  cookie: string;
  userId: string;
  resultId: string;
  documentId: string;
}

const clock = new TestClock(Date.UTC(2026, 5, 15, 12, 0, 0));
let server: TestServer;
let ada: Person;
let ben: Person;
let addresses = 0;

/** Each test asks from its own address, so the per-address limit is only met where it is meant. */
function nextAddress(): string {
  addresses += 1;
  return `198.51.100.${String(addresses)}`;
}

async function personWith(hdl: number): Promise<Person> {
  const { cookie, userId } = await signInNewPerson(server);
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [{ biomarker_id: HDL, value: hdl, test_date: '2026-06-01' }],
  });
  expect(added.status).toBe(200);
  const documentId = await uploadPdf(server.url, cookie, PDF, `lipids-${String(hdl)}.pdf`);
  await waitForAnalyses(server.url, cookie);
  return { cookie, userId, resultId: (added.body.ids as string[])[0] ?? '', documentId };
}

async function createShare(
  owner: Person,
  body: { expires_in_hours: number; include_documents: boolean; label?: string },
): Promise<CreatedShare> {
  const created = await call(server.url, 'POST', '/v1/user/shares', { cookie: owner.cookie, body });
  expect(created.status).toBe(200);
  return created.json as CreatedShare;
}

/** A share call as the shared view makes it: no cookie, the token in the Authorization header. */
function openShared(pathname: string, token: string, address: string): Promise<ApiAnswer> {
  return call(server.url, 'GET', pathname, {
    headers: { authorization: `Share ${token}`, 'x-forwarded-for': address },
  });
}

async function sharesOf(owner: Person): Promise<ShareLinksResponse> {
  return (await call(server.url, 'GET', '/v1/user/shares', { cookie: owner.cookie }))
    .json as ShareLinksResponse;
}

async function auditOf(owner: Person) {
  return (
    (await call(server.url, 'GET', '/v1/user/export', { cookie: owner.cookie }))
      .json as AccountExport
  ).audit_log.map((event) => [event.action, event.subject_id]);
}

async function snapshot(): Promise<DatabaseDump> {
  const database = openTestDatabase(server);
  try {
    return await dumpDatabase(database);
  } finally {
    await database.db.destroy();
  }
}

beforeAll(async () => {
  // Behind a trusted proxy, so each test can name the address it asks from.
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'loopback' } });
  ada = await personWith(52);
  ben = await personWith(71);
});

afterAll(async () => {
  await server.close();
});

describe('the owner’s links', () => {
  it('creates a link shown once, lists it with its expiry and revokes it', async () => {
    const created = await createShare(ada, {
      expires_in_hours: 48,
      include_documents: false,
      label: ' Dr. Meier ',
    });

    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toMatch(new RegExp(`/shared#${created.token}$`));
    expect(created.share).toMatchObject({
      label: 'Dr. Meier',
      include_documents: false,
      status: 'active',
      revoked_at: null,
      opening_count: 0,
      expires_at: new Date(clock.now() + 48 * HOUR).toISOString(),
    });
    const listed = await sharesOf(ada);
    expect(listed[0]).toEqual(created.share);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const revoked = await call(server.url, 'DELETE', `/v1/user/shares/${created.share.share_id}`, {
      cookie: ada.cookie,
    });
    expect(revoked.status).toBe(200);
    expect((await sharesOf(ada))[0]).toMatchObject({
      share_id: created.share.share_id,
      status: 'revoked',
      revoked_at: new Date(clock.now()).toISOString(),
    });
  });

  it.each([
    ['no hours', { include_documents: false }],
    ['less than an hour', { expires_in_hours: 0, include_documents: false }],
    ['more than 30 days', { expires_in_hours: 721, include_documents: false }],
    ['no choice about documents', { expires_in_hours: 1 }],
    ['a label too long', { expires_in_hours: 1, include_documents: true, label: 'x'.repeat(81) }],
  ])('refuses %s with a message', async (_, body) => {
    const refused = await call(server.url, 'POST', '/v1/user/shares', { cookie: ada.cookie, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_request',
      error: expect.any(String) as unknown,
    });
  });

  it('keeps another person’s link out of reach: not listed, not revocable', async () => {
    const bens = await createShare(ben, { expires_in_hours: 1, include_documents: false });
    expect(JSON.stringify(await sharesOf(ada))).not.toContain(bens.share.share_id);
    const refused = await call(server.url, 'DELETE', `/v1/user/shares/${bens.share.share_id}`, {
      cookie: ada.cookie,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('share_not_found');
    const opened = await openShared('/v1/shared', bens.token, nextAddress());
    expect(opened.status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(server.url, 'GET', '/v1/user/shares')).status).toBe(401);
  });

  it('stores the token only as its SHA-256', async () => {
    const { token, share } = await createShare(ada, {
      expires_in_hours: 1,
      include_documents: true,
    });
    const dump = await snapshot();
    expect(dumpValues(dump).some((value) => value.includes(token))).toBe(false);
    const row = dump.share_links?.find((link) => link.id === share.share_id);
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });
});

describe('opening a link', () => {
  it('shows the owner’s overview, details and summary without a session, marked noindex and no-store', async () => {
    const { token } = await createShare(ada, { expires_in_hours: 24, include_documents: false });
    const address = nextAddress();

    const view = await openShared('/v1/shared', token, address);
    expect(view.status).toBe(200);
    expect(view.json as SharedView).toMatchObject({ include_documents: false, label: null });
    expect(view.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(view.headers.get('cache-control')).toMatch(/no-store/);
    expect(view.headers.getSetCookie()).toEqual([]);

    const biomarkers = (await openShared('/v1/shared/biomarkers', token, address))
      .json as BiomarkersResponse;
    const hdl = biomarkers.flatMap((c) => c.biomarkers).find((b) => b.biomarker_id === HDL);
    expect(hdl?.value).toBe(52);
    const history = (await openShared('/v1/shared/biomarkers/history', token, address))
      .json as HistoryResponse;
    expect(history[String(HDL)]?.map((test) => test.id)).toEqual([ada.resultId]);
    const summary = await openShared('/v1/shared/summary', token, address);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toBeDefined();
    expect((await openShared('/v1/shared/roadmap', token, address)).status).toBe(200);
  });

  it('answers the same person’s data as the owner’s own calls', async () => {
    const { token } = await createShare(ada, { expires_in_hours: 1, include_documents: true });
    const address = nextAddress();
    for (const [own, shared] of [
      ['/v1/health/biomarkers', '/v1/shared/biomarkers'],
      ['/v1/health/biomarkers/history', '/v1/shared/biomarkers/history'],
      ['/v1/user/documents', '/v1/shared/documents'],
    ] as const) {
      const owners = await call(server.url, 'GET', own, { cookie: ada.cookie });
      expect((await openShared(shared, token, address)).json, shared).toEqual(owners.json);
    }
  });

  it('reaches only the owner’s data, whoever else is signed in', async () => {
    const { token } = await createShare(ada, { expires_in_hours: 1, include_documents: true });
    const address = nextAddress();
    const asBen = (pathname: string) =>
      call(server.url, 'GET', pathname, {
        cookie: ben.cookie,
        headers: { authorization: `Share ${token}`, 'x-forwarded-for': address },
      });

    for (const pathname of [
      '/v1/shared/biomarkers',
      '/v1/shared/biomarkers/history',
      '/v1/shared/documents',
      '/v1/shared/summary',
    ]) {
      const text = JSON.stringify((await asBen(pathname)).json);
      expect(text, pathname).not.toContain(ben.resultId);
      expect(text, pathname).not.toContain(ben.documentId);
      expect(text, pathname).not.toContain(ben.userId);
    }
    const bensFile = await asBen(`/v1/shared/document/${ben.documentId}`);
    expect(bensFile.status).toBe(404);
    expect(bensFile.body.code).toBe('document_not_found');
  });

  it('gives the documents only when the link includes them, and puts each file read on record', async () => {
    const without = await createShare(ada, { expires_in_hours: 1, include_documents: false });
    const address = nextAddress();
    for (const pathname of ['/v1/shared/documents', `/v1/shared/document/${ada.documentId}`]) {
      const refused = await openShared(pathname, without.token, address);
      expect(refused.status, pathname).toBe(404);
      expect(refused.body.code, pathname).toBe('documents_not_shared');
    }

    const { token } = await createShare(ada, { expires_in_hours: 1, include_documents: true });
    const documents = (await openShared('/v1/shared/documents', token, address))
      .json as DocumentsResponse;
    expect(documents.flatMap((c) => c.documents).map((d) => d.user_document_id)).toEqual([
      ada.documentId,
    ]);
    const file = await fetch(`${server.url}/v1/shared/document/${ada.documentId}`, {
      headers: { authorization: `Share ${token}`, 'x-forwarded-for': address },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await auditOf(ada)).toContainEqual(['share_document_read', ada.documentId]);
  });

  it('records each opening once per half hour, on the link and in the owner’s audit log', async () => {
    const { token, share } = await createShare(ada, {
      expires_in_hours: 24,
      include_documents: false,
    });
    const address = nextAddress();
    const openings = async () =>
      (await sharesOf(ada)).find((link) => link.share_id === share.share_id);

    expect((await openings())?.opening_count).toBe(0);
    const firstAt = new Date(clock.now()).toISOString();
    await openShared('/v1/shared', token, address);
    await openShared('/v1/shared/biomarkers', token, address);
    await openShared('/v1/shared/biomarkers/history', token, address);
    expect(await openings()).toMatchObject({ opening_count: 1, opened_at: [firstAt] });

    clock.advance(31 * MINUTE);
    const secondAt = new Date(clock.now()).toISOString();
    await openShared('/v1/shared', token, address);
    expect(await openings()).toMatchObject({ opening_count: 2, opened_at: [secondAt, firstAt] });
    const opened = (await auditOf(ada)).filter(([action, subject]) => {
      return action === 'share_opened' && subject === share.share_id;
    });
    expect(opened).toHaveLength(2);
  });
});

describe('a link that no longer opens', () => {
  it('is refused with 410 and its own message once expired (test clock)', async () => {
    const { token, share } = await createShare(ada, {
      expires_in_hours: 1,
      include_documents: true,
    });
    const address = nextAddress();
    expect((await openShared('/v1/shared/biomarkers', token, address)).status).toBe(200);

    clock.advance(HOUR);
    for (const pathname of ['/v1/shared', '/v1/shared/biomarkers', '/v1/shared/documents']) {
      const refused = await openShared(pathname, token, address);
      expect(refused.status, pathname).toBe(410);
      expect(refused.body).toMatchObject({
        code: 'share_expired',
        error: expect.any(String) as unknown,
      });
    }
    expect((await sharesOf(ada)).find((link) => link.share_id === share.share_id)?.status).toBe(
      'expired',
    );
  });

  it('is refused with 410 once revoked, and its later tries are no openings', async () => {
    const { token, share } = await createShare(ada, {
      expires_in_hours: 30 * 24,
      include_documents: false,
    });
    const address = nextAddress();
    expect((await openShared('/v1/shared', token, address)).status).toBe(200);
    await call(server.url, 'DELETE', `/v1/user/shares/${share.share_id}`, { cookie: ada.cookie });

    clock.advance(DAY);
    const refused = await openShared('/v1/shared/biomarkers', token, address);
    expect(refused.status).toBe(410);
    expect(refused.body.code).toBe('share_revoked');
    const link = (await sharesOf(ada)).find((listed) => listed.share_id === share.share_id);
    expect(link?.opening_count).toBe(1);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { authorization: `Share ${'A'.repeat(43)}` }],
    ['a token as a bearer', { authorization: `Bearer ${'A'.repeat(43)}` }],
  ])('refuses %s with 404', async (_, headers) => {
    const refused = await call(server.url, 'GET', '/v1/shared/biomarkers', {
      headers: { ...headers, 'x-forwarded-for': nextAddress() },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('share_not_found');
  });

  it('reads the token from the header only: as a cookie or a bearer it opens nothing', async () => {
    const { token } = await createShare(ada, { expires_in_hours: 1, include_documents: false });
    const ways: Record<string, string>[] = [
      { cookie: `labtrail_session=${token}` },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of ways) {
      const refused = await call(server.url, 'GET', '/v1/shared/biomarkers', {
        headers: { ...headers, 'x-forwarded-for': nextAddress() },
      });
      expect(refused.status).toBe(404);
    }
  });
});

describe('a share token is no session', () => {
  it('is refused by every write call, sent as the view sends it, as a cookie or as a bearer, and nothing changes', async () => {
    const { token, share } = await createShare(ada, {
      expires_in_hours: 1,
      include_documents: true,
    });
    const summaryId = String(
      (await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie: ada.cookie })).body
        .id,
    );
    const idFor = (url: string, name: string): string => {
      if (name === 'result_id' || url.includes('/biomarker/')) return ada.resultId;
      if (url.includes('/summary/')) return summaryId;
      if (url.includes('/shares/')) return share.share_id;
      return ada.documentId;
    };
    const writes = listRoutes(server.app).filter(
      (route) =>
        !SAFE_METHODS.has(route.method) && !WITHOUT_SESSION.has(`${route.method} ${route.url}`),
    );
    expect(writes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /v1/health/biomarkers',
        'DELETE /v1/user',
        'POST /v1/user/shares',
      ]),
    );
    const ways: Record<string, string>[] = [
      { authorization: `Share ${token}` },
      { cookie: `labtrail_session=${token}` },
      { authorization: `Bearer ${token}` },
    ];
    const before = await snapshot();

    const failures: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => idFor(route.url, name));
      for (const headers of ways) {
        const answer = await call(server.url, route.method, url, {
          headers: { ...headers, 'x-forwarded-for': '203.0.113.9' },
          body: {},
        });
        if (answer.status !== 401 && answer.status !== 403) {
          failures.push(
            `${route.method} ${url} ${Object.keys(headers).join()}: ${String(answer.status)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After to an address asking too often, before looking at the token', async () => {
    const { token } = await createShare(ada, { expires_in_hours: 1, include_documents: false });
    const address = nextAddress();
    for (let asked = 0; asked < SHARE_RATE_LIMITS.perAddress.requests; asked += 1) {
      expect((await openShared('/v1/shared', token, address)).status).toBe(200);
    }
    const limited = await openShared('/v1/shared', token, address);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const guessing = await openShared('/v1/shared', 'B'.repeat(43), address);
    expect(guessing.status).toBe(429);
    // Another address still opens the link.
    expect((await openShared('/v1/shared', token, nextAddress())).status).toBe(200);
  });

  it('answers 429 to a link asked too often, from whichever addresses', async () => {
    const { token } = await createShare(ada, { expires_in_hours: 1, include_documents: false });
    const { perAddress, perLink } = SHARE_RATE_LIMITS;
    let address = nextAddress();
    for (let asked = 0; asked < perLink.requests; asked += 1) {
      if (asked % perAddress.requests === 0) address = nextAddress();
      expect((await openShared('/v1/shared', token, address)).status).toBe(200);
    }
    const limited = await openShared('/v1/shared', token, nextAddress());
    expect(limited.status).toBe(429);
    const other = await createShare(ada, { expires_in_hours: 1, include_documents: false });
    expect((await openShared('/v1/shared', other.token, nextAddress())).status).toBe(200);
  });
});
