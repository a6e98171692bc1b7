import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { DocumentsResponse } from '@labtrail/contract/documents';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '@labtrail/contract/documents';
import { findFreePort } from '@labtrail/testkit/free-port';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../../test/bundle-server';
import { startTestServer, testDatabaseKind } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';
import { call, signInWithPhone } from '../../../test/sign-in-helpers';
import { DOCUMENTS_DIR_NAME } from '../../storage/create-local-blob-store';
import { DOCUMENT_MESSAGES } from './messages';
import { startOversizeUpload } from '../../../test/oversize-upload';

let server: TestServer;
let phoneCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const PDF = makePdf([[{ x: 50, y: 780, text: 'Lipid panel' }]]);

async function newPerson(): Promise<string> {
  phoneCounter += 1;
  return signInWithPhone(server, `+4917100${String(phoneCounter).padStart(5, '0')}`);
}

async function upload(
  cookie: string | undefined,
  bytes: Buffer,
  options: { name?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? 'other',
    new Blob([bytes], { type: options.type ?? 'application/pdf' }),
    options.name ?? 'Lipid panel.pdf',
  );
  const response = await fetch(`${server.url}/v2/user/document`, {
    method: 'POST',
    headers: { 'x-client-source': 'website', ...(cookie === undefined ? {} : { cookie }) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function documentsOf(cookie: string): Promise<DocumentsResponse> {
  return (await call(server.url, 'GET', '/v1/user/documents', { cookie }))
    .json as DocumentsResponse;
}

/** Every file under the documents folder, incoming parts included. */
function storedFiles(dataDir = server.dataDir): string[] {
  const root = path.join(dataDir, DOCUMENTS_DIR_NAME);
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('uploading a document', () => {
  it('stores a PDF under a random name, lists it, and gives the same bytes back', async () => {
    const cookie = await newPerson();
    const before = storedFiles().length;
    const answer = await upload(cookie, PDF);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const id = answer.body.user_document_id as string;

    expect(await documentsOf(cookie)).toEqual([
      {
        document_type_id: 8,
        document_type: 'other',
        document_name: 'Other',
        documents: [
          {
            user_document_id: id,
            display_name: 'Lipid panel',
            report_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
            // The analysis starts at once; how far it got by now does not matter here.
            status: expect.stringMatching(/^(pending|processing|done)$/) as unknown,
            error: null,
          },
        ],
      },
    ]);
    const files = storedFiles();
    expect(files).toHaveLength(before + 1);
    expect(files.some((file) => file.includes('Lipid'))).toBe(false);

    const fetched = await fetch(`${server.url}/v1/user/document/${id}`, { headers: { cookie } });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe(
      `attachment; filename="document-${id}.pdf"`,
    );
    expect(fetched.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fetched.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('asks for a session before reading anything', async () => {
    expect((await upload(undefined, PDF)).status).toBe(401);
  });

  it.each([
    ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'scan.pdf'],
    ['HTML named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'page.pdf'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf'],
    ['a polyglot with a PDF header later on', Buffer.concat([Buffer.from('GIF89a'), PDF]), 'x.pdf'],
  ])('refuses %s with 415 and keeps nothing', async (_, bytes, name) => {
    const cookie = await newPerson();
    const before = storedFiles().length;
    const answer = await upload(cookie, bytes, { name });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe(FILE_MESSAGES.notPdf);
    expect(storedFiles()).toHaveLength(before);
    expect(await documentsOf(cookie)).toEqual([]);
  });

  it('refuses a file one byte over 25 MB with 413 and keeps nothing', async () => {
    const cookie = await newPerson();
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const answer = await upload(cookie, big);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe(FILE_MESSAGES.tooLarge);
    expect(storedFiles()).toHaveLength(before);
    expect(await documentsOf(cookie)).toEqual([]);
  });

  it('accepts a file of exactly 25 MB', async () => {
    const cookie = await newPerson();
    const exact = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload(cookie, exact)).status).toBe(200);
  });

  it('answers 413 while the body is still arriving, without waiting for the rest', async () => {
    const cookie = await newPerson();
    const status = await startOversizeUpload(server.url, cookie, PDF, 26);
    expect(status).toBe(413);
  });

  it('keeps path-like names harmless', async () => {
    const cookie = await newPerson();
    const answer = await upload(cookie, PDF, { name: '../../../evil.pdf' });
    expect(answer.status).toBe(200);
    expect((await documentsOf(cookie))[0]?.documents[0]?.display_name).toBe('evil');
    expect(fs.existsSync(path.join(server.dataDir, '..', 'evil.pdf'))).toBe(false);
    expect(storedFiles().some((file) => file.includes('evil'))).toBe(false);
  });

  it('wants the file in the field named other', async () => {
    const cookie = await newPerson();
    const answer = await upload(cookie, PDF, { field: 'file' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(DOCUMENT_MESSAGES.missingFile);
  });
});

describe('another person’s document', () => {
  it('can be neither seen, fetched nor deleted', async () => {
    const owner = await newPerson();
    const other = await newPerson();
    const id = (await upload(owner, PDF)).body.user_document_id as string;
    expect(await documentsOf(other)).toEqual([]);
    expect(
      (await call(server.url, 'GET', `/v1/user/document/${id}`, { cookie: other })).status,
    ).toBe(404);
    const refused = await call(server.url, 'DELETE', `/v1/user/document/${id}`, { cookie: other });
    expect(refused.status).toBe(404);
    expect((await documentsOf(owner))[0]?.documents).toHaveLength(1);
  });
});

describe('deleting a document', () => {
  it('removes its row and its file', async () => {
    const cookie = await newPerson();
    const before = storedFiles().length;
    const id = (await upload(cookie, PDF)).body.user_document_id as string;
    expect(storedFiles()).toHaveLength(before + 1);
    const deleted = await call(server.url, 'DELETE', `/v1/user/document/${id}`, { cookie });
    expect(deleted.json).toEqual({ success: true });
    expect(storedFiles()).toHaveLength(before);
    expect(await documentsOf(cookie)).toEqual([]);
    expect((await call(server.url, 'GET', `/v1/user/document/${id}`, { cookie })).status).toBe(404);
  });
});

describe.runIf(testDatabaseKind() === 'sqlite')('an upload cut off by a crash', () => {
  it('leaves neither a file nor a row once the server starts again', async () => {
    const bundled = await bundleServer(['main']);
    const bundle = bundled.file('main.js');
    const dataDir = fs.mkdtempSync(path.join(server.dataDir, '..', 'labtrail-crash-'));
    const port = await findFreePort();
    const url = `http://127.0.0.1:${String(port)}`;
    const child = spawn(process.execPath, [bundle], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    try {
      for (let tries = 0; tries < 100; tries += 1) {
        const up = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const crashed = { url, dataDir };
      const cookie = await signInWithPhone(crashed, '+491710099999');
      const boundary = 'crash-boundary';
      const request = http.request(`${url}/v2/user/document`, {
        method: 'POST',
        headers: {
          cookie,
          'x-client-source': 'website',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      request.on('error', () => undefined);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="half.pdf"\r\n\r\n`,
      );
      request.write(Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]));
      // On a busy machine the part may take a while to appear.
      await expect
        .poll(() => storedFiles(dataDir), { timeout: 20_000, interval: 50 })
        .toHaveLength(1);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      request.destroy();

      const restarted = await startTestServer({ env: { DATA_DIR: dataDir } });
      try {
        expect(storedFiles(dataDir)).toEqual([]);
        // The session outlived the crash; the cut-off upload did not.
        const listed = await call(restarted.url, 'GET', '/v1/user/documents', { cookie });
        expect(listed.json).toEqual([]);
      } finally {
        await restarted.app.close();
      }
    } finally {
      child.kill('SIGKILL');
      bundled.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
