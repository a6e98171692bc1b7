import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import type { BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithPhone, TestClock } from '../../../test/sign-in-helpers';
import { MARKER_IDS } from '../summaries/engine/marker-keys';
import { regenerateSummary } from '../summaries/regenerate-summary';
import {
  DEFAULT_MAX_RESULTS_PER_PERSON,
  DEFAULT_MAX_VALUES_PER_IMPORT,
} from '../../config/defaults';
import { createResultsService } from './record-results';
import { uploadPdf } from '../../../test/lab-documents';

let server: TestServer;
let clock: TestClock;
let phoneCounter = 0;

beforeAll(async () => {
  clock = new TestClock(Date.UTC(2026, 5, 15, 12, 0, 0));
  server = await startTestServer({ clock });
});

afterAll(async () => {
  await server.close();
});

const LDL = MARKER_IDS.get('ldl') ?? 0;
const HDL = MARKER_IDS.get('hdl') ?? 0;
const BIOMARKERS = '/v1/health/biomarkers';
const HISTORY = '/v1/health/biomarkers/history';

async function newPerson(): Promise<{ cookie: string; phone: string }> {
  phoneCounter += 1;
  const phone = `+4917300${String(phoneCounter).padStart(5, '0')}`;
  return { cookie: await signInWithPhone(server, phone), phone };
}

function get(cookie: string, path: string, headers: Record<string, string> = {}) {
  return call(server.url, 'GET', path, { cookie, headers });
}

function ldlOf(answer: { json: unknown }) {
  return (answer.json as BiomarkersResponse)
    .flatMap((category) => category.biomarkers)
    .find((biomarker) => biomarker.biomarker_id === LDL);
}

async function add(cookie: string, biomarkerId: number, value: number, date = '2026-06-01') {
  const added = await call(server.url, 'POST', BIOMARKERS, {
    cookie,
    body: [{ biomarker_id: biomarkerId, value, test_date: date }],
  });
  expect(added.status).toBe(200);
  return (added.body.ids as string[])[0] ?? '';
}

/** Asks again with the ETag it holds: 304 while nothing changed. */
async function revalidate(cookie: string, path: string, etag: string) {
  return get(cookie, path, { 'if-none-match': etag });
}

describe.each([BIOMARKERS, HISTORY])('GET %s', (path) => {
  it('has a strong ETag, answers 304 to it, and 200 with the new data after a change', async () => {
    const { cookie } = await newPerson();
    await add(cookie, LDL, 120);
    const first = await get(cookie, path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-language/);

    const unchanged = await revalidate(cookie, path, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.json).toBeUndefined();

    await add(cookie, LDL, 180, '2026-06-10');
    const changed = await revalidate(cookie, path, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(JSON.stringify(changed.json)).toContain('180');
  });
});

describe('the cached reads', () => {
  it('follow deleting and flagging a result', async () => {
    const { cookie } = await newPerson();
    await add(cookie, LDL, 120, '2026-05-01');
    const latest = await add(cookie, LDL, 150, '2026-06-01');
    expect(ldlOf(await get(cookie, BIOMARKERS))?.value).toBe(150);

    await call(server.url, 'PUT', '/v1/health/user/biomarker/flag', {
      cookie,
      body: { user_biomarker_id: latest, cause: 'lab mix-up' },
    });
    expect(ldlOf(await get(cookie, BIOMARKERS))?.value).toBe(120);
    const flagged = (await get(cookie, HISTORY)).json as HistoryResponse;
    expect(flagged[String(LDL)]?.[1]?.flagged).toBe(true);

    await call(server.url, 'DELETE', `/v1/health/user/biomarker/${latest}`, { cookie });
    expect((await get(cookie, HISTORY)).json as HistoryResponse).toEqual({
      [String(LDL)]: [expect.objectContaining({ value: 120 })],
    });
  });

  it('follow a change written by another process on the same database', async () => {
    const { cookie, phone } = await newPerson();
    await add(cookie, LDL, 120);
    const before = await get(cookie, BIOMARKERS);
    const other = openTestDatabase(server);
    try {
      const user = await other.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      const service = createResultsService({
        db: other.db,
        clock,
        rewriteSummary: (trx, change) => regenerateSummary(trx, { ...change, polish: false }),
        onResultsChanged: () => undefined,
        limits: {
          valuesPerImport: DEFAULT_MAX_VALUES_PER_IMPORT,
          resultsPerPerson: DEFAULT_MAX_RESULTS_PER_PERSON,
        },
      });
      await service.addEntries(user.id, [
        { biomarker_id: LDL, value: 95, test_date: '2026-06-12' },
      ]);
    } finally {
      await other.db.destroy();
    }
    const after = await revalidate(cookie, BIOMARKERS, before.headers.get('etag') ?? '');
    expect(after.status).toBe(200);
    expect(ldlOf(after)?.value).toBe(95);
  });

  it('follow the results of an analysed document', async () => {
    const { cookie } = await newPerson();
    await add(cookie, LDL, 120, '2026-01-01');
    const before = await get(cookie, HISTORY);
    const report = makePdf([
      [
        { x: 50, y: 800, text: 'City Diagnostics Laboratory', size: 14 },
        { x: 350, y: 780, text: 'Report Date: 12/03/2026' },
        { x: 50, y: 740, text: 'Test' },
        { x: 230, y: 740, text: 'Result' },
        { x: 310, y: 740, text: 'Unit' },
        { x: 380, y: 740, text: 'Reference Range' },
        { x: 50, y: 720, text: 'LDL Cholesterol' },
        { x: 230, y: 720, text: '172' },
        { x: 310, y: 720, text: 'mg/dL' },
        { x: 380, y: 720, text: '< 100' },
      ],
    ]);
    await uploadPdf(server.url, cookie, report);
    const deadline = Date.now() + 30_000;
    let answer = await revalidate(cookie, HISTORY, before.headers.get('etag') ?? '');
    while (answer.status === 304 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await revalidate(cookie, HISTORY, before.headers.get('etag') ?? '');
    }
    expect(answer.status).toBe(200);
    expect((answer.json as HistoryResponse)[String(LDL)]).toEqual([
      expect.objectContaining({ value: 120, source: 'manual' }),
      expect.objectContaining({ value: 172, source: 'document' }),
    ]);
  });

  it('never give one person another’s answer, nor a 304 for another’s ETag', async () => {
    const ada = await newPerson();
    const bob = await newPerson();
    const adasResult = await add(ada.cookie, LDL, 171);
    await add(bob.cookie, HDL, 44);
    const adas = await get(ada.cookie, BIOMARKERS);
    expect(ldlOf(adas)?.value).toBe(171);

    const bobs = await get(bob.cookie, BIOMARKERS, {
      'if-none-match': adas.headers.get('etag') ?? '',
    });
    expect(bobs.status).toBe(200);
    expect(ldlOf(bobs)?.value).toBeNull();
    expect(JSON.stringify(bobs.json)).not.toContain(adasResult);
    const bobsHistory = (await get(bob.cookie, HISTORY)).json as HistoryResponse;
    expect(Object.keys(bobsHistory)).toEqual([String(HDL)]);
  });

  it('are kept per language', async () => {
    const { cookie } = await newPerson();
    await add(cookie, LDL, 120);
    const english = await get(cookie, BIOMARKERS);
    const german = await get(cookie, BIOMARKERS, { 'accept-language': 'de-DE,de;q=0.9' });
    const names = (answer: { json: unknown }) =>
      (answer.json as BiomarkersResponse).map((category) => category.category);
    expect(names(english)).toContain('Heart Health');
    expect(names(german)).toContain('Herzgesundheit');
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'));
    const germanAgain = await revalidate(cookie, BIOMARKERS, german.headers.get('etag') ?? '');
    expect(germanAgain.status).toBe(200);
    expect(names(await get(cookie, BIOMARKERS))).toContain('Heart Health');
  });

  it('are gzipped for a client that takes gzip, with their own ETag, the same JSON inside', async () => {
    const { cookie } = await newPerson();
    await add(cookie, LDL, 120);
    const plain = await rawGet(cookie, { 'accept-encoding': 'identity' });
    const zipped = await rawGet(cookie, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
  });
});

/** A GET as bytes on the wire: fetch would undo the gzip. */
function rawGet(cookie: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${BIOMARKERS}`, { headers: { cookie, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ headers: response.headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}
