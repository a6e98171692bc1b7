import fc from 'fast-check';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone } from '../../test/sign-in-helpers';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { arbitraryFromSchema } from '../../test/arbitrary-from-schema';
import type { JsonSchema } from '../../test/arbitrary-from-schema';

/** Issue 11, group 11: this many requests in all, spread over every operation of the API. */
const TOTAL_REQUESTS = 10_000;

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema?: JsonSchema }[];
  jsonBody: JsonSchema | undefined;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

interface FuzzRequest {
  path: string;
  query: string;
  signedIn: boolean;
  clientSource: boolean;
  body: { kind: 'none' } | { kind: 'json'; value: unknown; contentType: string } | RawBody;
}

type RawBody =
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'file'; bytes: Uint8Array; name: string; field: string; type: string };

/** Operations that end the fuzzing person's session; tried only without one. */
const ENDS_SESSION = new Set(['POST /v1/user/logout', 'DELETE /v1/user']);

let server: TestServer;
let cookie: string;
let operations: Operation[];
const knownIds: string[] = [];

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content['application/json']?.schema,
      multipart: operation.requestBody?.content['multipart/form-data'] !== undefined,
    })),
  );
}

function idArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...knownIds),
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('..', '%2e%2e%2f', 'null', '0', '-1', '9'.repeat(30), 'a/b', '%00'),
  );
}

function bodyArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest['body']> {
  const raw: fc.Arbitrary<RawBody> = fc.oneof(
    fc.record({
      kind: fc.constant('text' as const),
      text: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('{', '[1,', '{"a":}', 'null')),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ),
    }),
    fc.record({
      kind: fc.constant('file' as const),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }),
        fc.constant(new Uint8Array(makePdf([[{ x: 50, y: 780, text: 'LDL 130 mg/dL' }]]))),
        fc.string().map((text) => new TextEncoder().encode(`%PDF-1.7\n${text}`)),
      ),
      name: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('report.pdf', '../../x.pdf', 'a\u0000.pdf', '.pdf', 'x'.repeat(300)),
      ),
      field: fc.constantFrom('other', 'file', ''),
      type: fc.constantFrom('application/pdf', 'text/html', 'application/octet-stream', ''),
    }),
  );
  const json =
    operation.jsonBody === undefined
      ? fc.jsonValue({ maxDepth: 2 })
      : arbitraryFromSchema(operation.jsonBody);
  return fc.oneof(
    {
      weight: operation.jsonBody === undefined ? 1 : 6,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: json,
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
      }),
    },
    { weight: operation.multipart ? 6 : 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map(() => idArbitrary()))
    .map((values) =>
      pathParameters.reduce(
        (filled, parameter, index) =>
          filled.replace(`{${parameter.name}}`, encodeURIComponent(values[index] ?? '')),
        operation.path,
      ),
    );
  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc.option(arbitraryFromSchema(parameter.schema ?? {}), { nil: undefined }),
      ),
    )
    .map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = values[index];
        if (value !== undefined) search.set(parameter.name, JSON.stringify(value));
      });
      return search.toString();
    });
  const canSignIn = !ENDS_SESSION.has(`${operation.method} ${operation.path}`);
  return fc.record({
    path,
    query,
    signedIn: canSignIn ? fc.boolean() : fc.constant(false),
    clientSource: fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    body:
      operation.method === 'GET' || operation.method === 'HEAD'
        ? fc.constant({ kind: 'none' as const })
        : bodyArbitrary(operation),
  });
}

async function send(operation: Operation, request: FuzzRequest): Promise<number> {
  const headers: Record<string, string> = {};
  if (request.clientSource) headers['x-client-source'] = 'website';
  if (request.signedIn) headers.cookie = cookie;
  let body: RequestInit['body'];
  const { body: fuzzBody } = request;
  if (fuzzBody.kind === 'json') {
    headers['content-type'] = fuzzBody.contentType;
    body = JSON.stringify(fuzzBody.value);
  } else if (fuzzBody.kind === 'text') {
    headers['content-type'] = fuzzBody.contentType;
    body = fuzzBody.text;
  } else if (fuzzBody.kind === 'file') {
    const form = new FormData();
    form.append(fuzzBody.field, new Blob([fuzzBody.bytes], { type: fuzzBody.type }), fuzzBody.name);
    body = form;
  }
  const url = `${server.url}${request.path}${request.query === '' ? '' : `?${request.query}`}`;
  const response = await fetch(url, { method: operation.method, headers, body });
  const text = await response.text();
  if (response.status >= 500) {
    throw new Error(`${operation.method} ${url} answered ${response.status}: ${text}`);
  }
  return response.status;
}

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInWithPhone(server, '+4917999000001');
  const added = await call(server.url, 'POST', '/v1/health/biomarkers', {
    cookie,
    body: [{ biomarker_id: 101, value: 130, test_date: '2026-05-01' }],
  });
  const history = await call(server.url, 'GET', '/v1/health/biomarkers/history', { cookie });
  for (const tests of Object.values(history.json as Record<string, { id: string }[]>)) {
    knownIds.push(...tests.map((test) => test.id));
  }
  const summary = await call(server.url, 'GET', '/v1/health/biomarker/summary', { cookie });
  const summaryId = (summary.json as { id?: string } | null)?.id;
  if (summaryId !== undefined) knownIds.push(summaryId);
  expect(added.status).toBe(200);
  const document = (await call(server.url, 'GET', '/api/openapi.json')).json as OpenApiDocument;
  operations = operationsOf(document);
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('group 11: property-based requests against every route of the OpenAPI document', () => {
  it(`${TOTAL_REQUESTS} requests in all: none answers 5xx, and the server stays up`, async () => {
    expect(operations.length).toBeGreaterThan(15);
    const perOperation = Math.floor(TOTAL_REQUESTS / operations.length);
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const [index, operation] of operations.entries()) {
      const runs = perOperation + (index < TOTAL_REQUESTS % operations.length ? 1 : 0);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          const status = await send(operation, request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          sent += 1;
        }),
        { numRuns: runs, endOnFailure: true },
      );
    }

    expect(sent).toBe(TOTAL_REQUESTS);
    expect(server.logs.filter((line) => line.msg === 'request failed')).toEqual([]);
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    // The fuzzing reached the handlers, not only the schema checks and the session guard.
    expect(statuses.get(200)).toBeGreaterThan(TOTAL_REQUESTS / 20);
  }, 300_000);
});
