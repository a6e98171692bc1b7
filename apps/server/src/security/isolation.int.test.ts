import { ErrorBody } from '@labtrail/contract/error';
import type { DocumentReview, PrivateAliasesResponse } from '@labtrail/contract/review';
import type { CreatedShare } from '@labtrail/contract/sharing';
import { makePdf } from '@labtrail/testkit/make-pdf';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../test/database-dump';
import type { DatabaseDump } from '../../test/database-dump';
import { listRoutes, SAFE_METHODS } from '../../test/route-list';
import { openTestDatabase, startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { call, signInWithPhone, TestClock } from '../../test/sign-in-helpers';
import { MARKER_IDS } from '../modules/summaries/engine/marker-keys';
import { labReport, uploadPdf, waitForAnalyses } from '../../test/lab-documents';

/**
 * Issue 11, group 7: one person can never reach another's data by its id. The table below must
 * name every route that takes an id — in its path, its query or its body — with the request that
 * aims it at someone else's data, or the reason it has no owner. The routes come from Fastify and
 * their bodies from the OpenAPI document, so a new route with an id fails this test until it is
 * added here.
 */

interface OwnerIds {
  result: string;
  summary: string;
  document: string;
  biomarker: number;
  /** A value the owner's document gave, and a dismissal of another (issue 21). */
  documentResult: string;
  dismissal: string;
  /** Issue 21: a document with an unmatched line, that line, and a private alias. */
  mapping: { document: string; line: string; alias: string; biomarker: number };
  /** Issue 23: one of the owner's share links. */
  share: string;
}

interface Aim {
  url: string;
  body?: unknown;
  /** The owner's id the request aims at. */
  target: string;
  /** The owner's answer when it is not 200. */
  ownerStatus?: number;
}

type Entry = { aim: (ids: OwnerIds) => Aim } | { exempt: string };

const TABLE: Record<string, Entry> = {
  'GET /v1/user/document/:id': {
    aim: (ids) => ({ url: `/v1/user/document/${ids.document}`, target: ids.document }),
  },
  'GET /v1/user/document/:id/review': {
    aim: (ids) => ({ url: `/v1/user/document/${ids.document}/review`, target: ids.document }),
  },
  'DELETE /v1/user/document/:id': {
    aim: (ids) => ({ url: `/v1/user/document/${ids.document}`, target: ids.document }),
  },
  'DELETE /v1/health/user/biomarker/:id': {
    aim: (ids) => ({ url: `/v1/health/user/biomarker/${ids.result}`, target: ids.result }),
  },
  'PUT /v1/health/user/biomarker/flag': {
    aim: (ids) => ({
      url: '/v1/health/user/biomarker/flag',
      body: { user_biomarker_id: ids.result, bioamarker_id: ids.biomarker, cause: 'Not mine' },
      target: ids.result,
    }),
  },
  'PUT /v1/health/biomarker/summary/:id/read': {
    aim: (ids) => ({
      url: `/v1/health/biomarker/summary/${ids.summary}/read`,
      target: ids.summary,
    }),
  },
  // Issue 21: mapping a document's line to a biomarker, forgetting the mapping.
  'POST /v1/user/document/:id/review/line/:line_id/map': {
    aim: ({ mapping }) => ({
      url: `/v1/user/document/${mapping.document}/review/line/${mapping.line}/map`,
      body: { biomarker_id: mapping.biomarker },
      target: mapping.line,
    }),
  },
  'DELETE /v1/user/aliases/:id': {
    aim: ({ mapping }) => ({ url: `/v1/user/aliases/${mapping.alias}`, target: mapping.alias }),
  },
  // Issue 23: revoking a share link.
  'DELETE /v1/user/shares/:id': {
    aim: (ids) => ({ url: `/v1/user/shares/${ids.share}`, target: ids.share }),
  },
  'GET /v1/shared/document/:id': {
    exempt:
      'read with a share link’s token, never a session: the link names its owner, and sharing.int.test.ts checks another person’s document is out of its reach',
  },
  'POST /v1/health/biomarkers': {
    exempt: 'biomarker_id names an entry of the catalogue, which every person shares',
  },
  // Issue 21: corrections, dismissals and re-analysis of a document's values.
  'PATCH /v1/user/document/:id/review/result/:result_id': {
    aim: (ids) => ({
      url: `/v1/user/document/${ids.document}/review/result/${ids.documentResult}`,
      body: { value: '15.1' },
      target: ids.documentResult,
    }),
  },
  'POST /v1/user/document/:id/review/result/:result_id/dismiss': {
    aim: (ids) => ({
      url: `/v1/user/document/${ids.document}/review/result/${ids.documentResult}/dismiss`,
      body: { reason: 'Not mine' },
      target: ids.documentResult,
    }),
  },
  'POST /v1/user/document/:id/review/dismissal/:dismissal_id/restore': {
    aim: (ids) => ({
      url: `/v1/user/document/${ids.document}/review/dismissal/${ids.dismissal}/restore`,
      target: ids.dismissal,
    }),
  },
  'POST /v1/user/document/:id/reanalyse': {
    aim: (ids) => ({
      url: `/v1/user/document/${ids.document}/reanalyse`,
      target: ids.document,
      ownerStatus: 202,
    }),
  },
  'GET /v1/health/changes': {
    exempt:
      'biomarker_id names an entry of the catalogue; the trail lists the person’s own changes',
  },
  'POST /v1/reminders/unsubscribe': {
    exempt:
      'no session: the signed token names its person, and an altered one is refused (reminders.int.test.ts)',
  },
  'GET /api/docs/*': { exempt: 'the API docs page’s static files' },
  'POST /login': {
    exempt: 'Apple’s form post: only redirected to the login screen with its state and code',
  },
};

/** A name that holds an id: `id`, `user_biomarker_id`, `document_id`, … */
const ID_NAME = /(^|_)id$/i;

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

function idFieldsOf(schema: unknown, found: string[] = []): string[] {
  if (typeof schema !== 'object' || schema === null) return found;
  const node = schema as Record<string, unknown>;
  for (const [name, inner] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    if (ID_NAME.test(name)) found.push(name);
    idFieldsOf(inner, found);
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) {
    const inner = node[key];
    for (const part of Array.isArray(inner) ? inner : [inner]) idFieldsOf(part, found);
  }
  return found;
}

/** Why the route counts as taking an id, or undefined when it takes none. */
function takesAnId(
  method: string,
  url: string,
  openApi: Record<string, Record<string, OpenApiOperation>>,
): string | undefined {
  if (/[:*]/.test(url)) return 'a path parameter';
  const operation = openApi[url]?.[method.toLowerCase()];
  if (operation === undefined) {
    // Hidden from the OpenAPI document: its body cannot be seen, so it must be judged here.
    return SAFE_METHODS.has(method) ? undefined : 'a body this test cannot see';
  }
  const parameters = (operation.parameters ?? []).filter((p) => ID_NAME.test(p.name));
  if (parameters.length > 0) return `parameters ${parameters.map((p) => p.name).join(', ')}`;
  const fields = Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
    idFieldsOf(media.schema),
  );
  return fields.length > 0 ? `body fields ${fields.join(', ')}` : undefined;
}

let server: TestServer;
let owner: string;
let other: string;
const ids: OwnerIds = {
  result: '',
  summary: '',
  document: '',
  biomarker: 0,
  documentResult: '',
  dismissal: '',
  mapping: { document: '', line: '', alias: '', biomarker: 0 },
  share: '',
};

/** The request as a browser would make it; the body is kept as text (a PDF is no JSON). */
async function ask(cookie: string, method: string, aim: Aim) {
  const response = await fetch(`${server.url}${aim.url}`, {
    method,
    headers: {
      cookie,
      'x-client-source': 'website',
      ...(aim.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: aim.body === undefined ? undefined : JSON.stringify(aim.body),
  });
  return { status: response.status, text: await response.text() };
}

async function latestSummaryId(): Promise<string> {
  const summary = await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie: owner });
  return String(summary.body.id);
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
  // A clock that stands still: reading a session never rewrites it, so any change is the request's.
  server = await startTestServer({ clock: new TestClock(Date.UTC(2026, 5, 15, 12, 0, 0)) });
  owner = await signInWithPhone(server, '+491700000001');
  other = await signInWithPhone(server, '+491700000002');
  ids.biomarker = MARKER_IDS.get('hdl') ?? 0;
  ids.document = await uploadPdf(
    server.url,
    owner,
    labReport({ haemoglobin: 14.2, ldl: 130, hba1c: 5.4 }),
  );
  await waitForAnalyses(server.url, owner);
  // Issue 21: a value of the document to correct and dismiss, and a dismissal to restore.
  const review = await call(server.url, 'GET', `/v1/user/document/${ids.document}/review`, {
    cookie: owner,
  });
  const [first, second] = (review.json as DocumentReview).results;
  ids.documentResult = first?.result_id ?? '';
  const dismissed = await call(
    server.url,
    'POST',
    `/v1/user/document/${ids.document}/review/result/${second?.result_id ?? ''}/dismiss`,
    { cookie: owner, body: { reason: 'Not mine' } },
  );
  ids.dismissal = (dismissed.json as DocumentReview).dismissed[0]?.dismissal_id ?? '';
  await prepareMapping();
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie: owner,
    body: [{ biomarker_id: ids.biomarker, value: 50, test_date: '2026-06-01' }],
  });
  ids.result = (added.body.ids as string[])[0] ?? '';
  ids.summary = await latestSummaryId();
  const shared = await call(server.url, 'POST', '/v1/user/shares', {
    cookie: owner,
    body: { expires_in_hours: 24, include_documents: true },
  });
  ids.share = (shared.json as CreatedShare).share.share_id;
  // The other person has data of their own too, so "not found" is not "has nothing".
  await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie: other,
    body: [{ biomarker_id: ids.biomarker, value: 70, test_date: '2026-06-01' }],
  });
});

/**
 * A report with two names the catalogue does not know: mapping the first leaves an alias, the
 * second stays a line to aim at.
 */
async function prepareMapping(): Promise<void> {
  const row = (y: number, texts: readonly string[]) =>
    texts.map((text, index) => ({ x: [50, 230, 310, 380][index] ?? 50, y, text }));
  const document = await uploadPdf(
    server.url,
    owner,
    makePdf([
      [
        ...row(740, ['Test', 'Result', 'Unit', 'Reference Range']),
        ...row(720, ['Frobnicase', '42', 'U/L', '10 - 50']),
        ...row(705, ['Quuxase', '42', 'U/L', '10 - 50']),
      ],
    ]),
    'mapping.pdf',
  );
  await waitForAnalyses(server.url, owner);
  const review = (
    await call(server.url, 'GET', `/v1/user/document/${document}/review`, { cookie: owner })
  ).json as DocumentReview;
  const lineOf = (name: string) =>
    review.unmatched.find((line) => line.printed.name === name)?.line_id ?? '';
  ids.mapping = {
    document,
    line: lineOf('Quuxase'),
    alias: '',
    biomarker: MARKER_IDS.get('alt') ?? 0,
  };
  await call(
    server.url,
    'POST',
    `/v1/user/document/${document}/review/line/${lineOf('Frobnicase')}/map`,
    {
      cookie: owner,
      body: { biomarker_id: ids.mapping.biomarker },
    },
  );
  const aliases = (await call(server.url, 'GET', '/v1/user/aliases', { cookie: owner }))
    .json as PrivateAliasesResponse;
  ids.mapping.alias = aliases[0]?.alias_id ?? '';
}

afterAll(async () => {
  await server.close();
});

describe('issue 11 group 7: one person’s ids in another’s hands', () => {
  it('has every route that takes an id in the table', () => {
    const openApi = (
      server.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }
    ).paths;
    const byOpenApiPath = Object.fromEntries(
      Object.entries(openApi).map(([path, item]) => [path.replace(/\{(\w+)\}/g, ':$1'), item]),
    );
    const missing = listRoutes(server.app)
      .map((route) => ({
        key: `${route.method} ${route.url}`,
        why: takesAnId(route.method, route.url, byOpenApiPath),
      }))
      .filter(({ key, why }) => why !== undefined && TABLE[key] === undefined)
      .map(({ key, why }) => `${key} (${why ?? ''})`);
    expect(missing).toEqual([]);
  });

  const aimed = Object.entries(TABLE).flatMap(([key, entry]) =>
    'aim' in entry ? [[key, entry.aim] as const] : [],
  );

  it.each(aimed)('%s with another person’s id: 404 and nothing changes', async (key, aim) => {
    const [method = ''] = key.split(' ');
    const route = aim(ids);
    const before = await snapshot();
    expect(JSON.stringify(before)).toContain(route.target);
    const answer = await ask(other, method, route);
    expect(answer.status).toBe(404);
    // A bare error body: nothing of the other person's row comes along.
    expect(Value.Check(ErrorBody, JSON.parse(answer.text))).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  // Deletions last, so the others still find what they aim at.
  const deletionsLast = [...aimed].sort(
    ([a], [b]) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
  );

  it.each(deletionsLast)(
    '%s is the owner’s to use (the 404 above is about the person)',
    async (key, aim) => {
      const [method = ''] = key.split(' ');
      // Each change to results writes a new summary, with a new id.
      ids.summary = await latestSummaryId();
      const route = aim(ids);
      const answer = await ask(owner, method, route);
      expect(answer.status).toBe(route.ownerStatus ?? 200);
    },
  );
});
