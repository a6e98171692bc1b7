import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, MINUTE, signInWithPhone, TestClock } from '../../../test/sign-in-helpers';
import { startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { DOCUMENTS_DIR_NAME } from '../../storage/create-local-blob-store';
import { DOCUMENT_MESSAGES } from './messages';
import { UPLOAD_RATE_LIMIT } from './upload-rules';

/**
 * Issue 17, item 4: one person cannot fill the server's disk. Each server here runs without the
 * analysis (ROLE=api), so documents stay as uploaded and nothing but the uploads uses the CPU.
 */

const MB = 1024 * 1024;
const runFile = promisify(execFile);
const QUOTA_MB = 1;
const QUOTA_COUNT = 5;

let phoneCounter = 0;

async function newPerson(server: TestServer): Promise<string> {
  phoneCounter += 1;
  return signInWithPhone(server, `+4917350${String(phoneCounter).padStart(5, '0')}`);
}

/** A PDF of exactly `size` bytes: a real one padded with spaces (as PDF writers pad too). */
function pdfOfSize(size: number, label = 'Lipid panel'): Buffer {
  const pdf = makePdf([[{ x: 50, y: 780, text: label }]]);
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

/**
 * An upload from a process of its own, as a browser's is. A server that answers before the body is
 * in and closes the connection cuts such an upload off (EPIPE), the answer unread; a fetch run in
 * the server's own process does not show that.
 */
async function uploadFromOtherProcess(server: TestServer, cookie: string, size: number) {
  const script = `
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\\n'), Buffer.alloc(${String(size)} - 9, 0x20)]);
    const form = new FormData();
    form.append('other', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf');
    fetch(process.env.UPLOAD_URL, {
      method: 'POST',
      headers: { cookie: process.env.UPLOAD_COOKIE, 'x-client-source': 'website' },
      body: form,
    }).then(
      async (answer) => process.stdout.write(JSON.stringify({
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        body: await answer.json(),
      })),
      (error) => process.stdout.write(JSON.stringify({ failed: String(error.cause?.code ?? error) })),
    );`;
  const { stdout } = await runFile(process.execPath, ['-e', script], {
    env: { UPLOAD_URL: `${server.url}/v2/user/document`, UPLOAD_COOKIE: cookie },
  });
  return JSON.parse(stdout) as unknown;
}

async function upload(server: TestServer, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.append('other', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf');
  const response = await fetch(`${server.url}/v2/user/document`, {
    method: 'POST',
    headers: { cookie, 'x-client-source': 'website' },
    body: form,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** The person's documents as listed, each with what the server gives back for it. */
async function documentsOf(server: TestServer, cookie: string) {
  const categories = (await call(server.url, 'GET', '/v1/user/documents', { cookie })).json as {
    documents: { user_document_id: string }[];
  }[];
  const ids = categories.flatMap((category) => category.documents.map((d) => d.user_document_id));
  return Promise.all(
    ids.map(async (id) => {
      const answer = await fetch(`${server.url}/v1/user/document/${id}`, { headers: { cookie } });
      const bytes = Buffer.from(await answer.arrayBuffer());
      // A digest, not the bytes: comparing megabytes byte by byte is slow in the matchers.
      return {
        id,
        size: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      };
    }),
  );
}

/** Every file under the documents folder, the incoming parts included. */
function storedFiles(server: TestServer): string[] {
  return fs
    .readdirSync(path.join(server.dataDir, DOCUMENTS_DIR_NAME), {
      recursive: true,
      withFileTypes: true,
    })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

describe('the quota of each person', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ROLE: 'api',
        DOCUMENT_QUOTA_MB: String(QUOTA_MB),
        DOCUMENT_QUOTA_COUNT: String(QUOTA_COUNT),
      },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses a file that does not fit in the bytes left, with 413, keeping what was there', async () => {
    const cookie = await newPerson(server);
    for (const label of ['first', 'second'])
      expect((await upload(server, cookie, pdfOfSize(400_000, label))).status).toBe(200);
    const kept = await documentsOf(server, cookie);
    const files = storedFiles(server);

    const refused = await upload(server, cookie, pdfOfSize(400_000, 'third'));
    expect(refused).toMatchObject({
      status: 413,
      body: {
        error:
          'This file is larger than the storage you have left (1 MB in all). ' +
          'Delete some documents to upload it.',
      },
    });
    expect(storedFiles(server)).toEqual(files);
    expect(await documentsOf(server, cookie)).toEqual(kept);
    // What is left (1 MB − 800 000 bytes) still takes a smaller file.
    expect((await upload(server, cookie, pdfOfSize(QUOTA_MB * MB - 800_000))).status).toBe(200);
  });

  it('refuses any upload once the storage is full, and takes one again after a deletion', async () => {
    const cookie = await newPerson(server);
    for (const label of ['first', 'second'])
      expect((await upload(server, cookie, pdfOfSize((QUOTA_MB * MB) / 2, label))).status).toBe(
        200,
      );
    const kept = await documentsOf(server, cookie);
    const files = storedFiles(server);

    const refused = await upload(server, cookie, pdfOfSize(1000));
    expect(refused).toMatchObject({
      status: 413,
      body: {
        error:
          'Your documents use all of your storage (1 MB). Delete some documents to upload more.',
      },
    });
    expect(storedFiles(server)).toEqual(files);
    expect(await documentsOf(server, cookie)).toEqual(kept);

    const deleted = await call(server.url, 'DELETE', `/v1/user/document/${kept[0]?.id ?? ''}`, {
      cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await upload(server, cookie, pdfOfSize(1000))).status).toBe(200);
  });

  it('gives the message, not a network error, when a large file meets a full quota', async () => {
    // A browser still sending when the connection closes sees no answer: a refused file is read
    // to its end before the answer goes out.
    const cookie = await newPerson(server);
    expect((await upload(server, cookie, pdfOfSize(800_000))).status).toBe(200);
    const files = storedFiles(server);
    expect(await uploadFromOtherProcess(server, cookie, 20 * MB)).toEqual({
      status: 413,
      retryAfter: null,
      body: {
        error: DOCUMENT_MESSAGES.doesNotFit(QUOTA_MB),
        code: 'does_not_fit',
        params: { megabytes: QUOTA_MB },
      },
    });
    expect((await upload(server, cookie, pdfOfSize(QUOTA_MB * MB - 800_000))).status).toBe(200);
    expect(await uploadFromOtherProcess(server, cookie, 20 * MB)).toEqual({
      status: 413,
      retryAfter: null,
      body: {
        error: DOCUMENT_MESSAGES.storageFull(QUOTA_MB),
        code: 'storage_full',
        params: { megabytes: QUOTA_MB },
      },
    });
    expect(storedFiles(server)).toHaveLength(files.length + 1);
    expect(await documentsOf(server, cookie)).toHaveLength(2);
  });

  it(`refuses a document over the count (${String(QUOTA_COUNT)}) with 413`, async () => {
    const cookie = await newPerson(server);
    for (let index = 0; index < QUOTA_COUNT; index += 1)
      expect(
        (await upload(server, cookie, pdfOfSize(1000, `report ${String(index)}`))).status,
      ).toBe(200);
    const kept = await documentsOf(server, cookie);
    const files = storedFiles(server);
    const refused = await upload(server, cookie, pdfOfSize(1000));
    expect(refused).toMatchObject({
      status: 413,
      body: {
        error: `You have reached the limit of ${String(QUOTA_COUNT)} documents. Delete some documents to upload more.`,
      },
    });
    expect(storedFiles(server)).toEqual(files);
    expect(await documentsOf(server, cookie)).toEqual(kept);
  });

  it('holds for 10 uploads at once that together exceed the bytes: only what fits is kept', async () => {
    const cookie = await newPerson(server);
    const before = storedFiles(server).length;
    // Three fit in 1 MB (1 020 000 bytes), a fourth would not.
    const size = 340_000;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        upload(server, cookie, pdfOfSize(size, `parallel ${String(index)}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 413, 413, 413, 413, 413, 413, 413]);
    const kept = await documentsOf(server, cookie);
    expect(kept).toHaveLength(3);
    expect(kept.every((document) => document.size === size)).toBe(true);
    // No file without a row, no part left over.
    expect(storedFiles(server)).toHaveLength(before + 3);
  });

  it('holds for 10 uploads at once that together exceed the count', async () => {
    const cookie = await newPerson(server);
    const before = storedFiles(server).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        upload(server, cookie, pdfOfSize(1000, `parallel ${String(index)}`)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(QUOTA_COUNT);
    expect(answers.filter((answer) => answer.status === 413)).toHaveLength(10 - QUOTA_COUNT);
    expect(await documentsOf(server, cookie)).toHaveLength(QUOTA_COUNT);
    expect(storedFiles(server)).toHaveLength(before + QUOTA_COUNT);
  });

  it('counts each person apart', async () => {
    const full = await newPerson(server);
    expect((await upload(server, full, pdfOfSize(QUOTA_MB * MB))).status).toBe(200);
    expect((await upload(server, full, pdfOfSize(1000))).status).toBe(413);
    const other = await newPerson(server);
    expect((await upload(server, other, pdfOfSize(1000))).status).toBe(200);
  });
});

describe('the upload rate of each person', () => {
  const clock = new TestClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { ROLE: 'api' }, clock });
  });

  afterAll(async () => {
    await server.close();
  });

  it(`answers 429 after ${String(UPLOAD_RATE_LIMIT.uploads)} uploads in 10 minutes, with Retry-After`, async () => {
    expect(UPLOAD_RATE_LIMIT).toEqual({ uploads: 30, windowMs: 10 * MINUTE });
    const cookie = await newPerson(server);
    for (let index = 0; index < 30; index += 1)
      expect(
        (await upload(server, cookie, pdfOfSize(1000, `report ${String(index)}`))).status,
      ).toBe(200);
    const files = storedFiles(server);
    clock.advance(4 * MINUTE);

    expect(await uploadFromOtherProcess(server, cookie, 10 * MB)).toEqual({
      status: 429,
      retryAfter: String(6 * 60),
      body: {
        error: 'You have uploaded many documents in a short time. Please try again in 6 minutes.',
        code: 'too_many_uploads',
        params: { minutes: 6 },
      },
    });
    expect(storedFiles(server)).toEqual(files);
    expect(await documentsOf(server, cookie)).toHaveLength(30);

    // Someone else is not held back.
    expect((await upload(server, await newPerson(server), pdfOfSize(1000))).status).toBe(200);
    // Once the window is over, the person may upload again.
    clock.advance(6 * MINUTE);
    expect((await upload(server, cookie, pdfOfSize(1000))).status).toBe(200);
  });
});

describe('the free-space floor', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Far more than any test machine has free: every upload meets a disk below the floor.
    server = await startTestServer({ env: { ROLE: 'api', MIN_FREE_DISK_MB: '10000000' } });
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses uploads with 503 and a message, storing nothing, and keeps serving', async () => {
    const cookie = await newPerson(server);
    expect(await uploadFromOtherProcess(server, cookie, 10 * MB)).toMatchObject({
      status: 503,
      body: { error: DOCUMENT_MESSAGES.lowOnSpace },
    });
    expect(DOCUMENT_MESSAGES.lowOnSpace).toBe(
      'The server is low on storage space. Please try again later.',
    );
    expect(storedFiles(server)).toEqual([]);
    expect(await documentsOf(server, cookie)).toEqual([]);
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    expect((await call(server.url, 'GET', '/v1/user/documents', { cookie })).status).toBe(200);
  });
});
