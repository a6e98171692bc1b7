import fs from 'node:fs';
import path from 'node:path';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '@labtrail/contract/documents';
import type { ErrorBody } from '@labtrail/contract/error';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../test/database-dump';
import { openTestDatabase, startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { signInWithPhone } from '../../test/sign-in-helpers';
import { DOCUMENTS_DIR_NAME } from '../storage/create-local-blob-store';
import { startOversizeUpload } from '../../test/oversize-upload';

/**
 * Issue 11, group 8: what an upload can do to the server. The magic check's rule: a file is a PDF
 * only when its very first bytes are `%PDF-`. PDF readers accept junk before the header (up to a
 * kilobyte), which is how HTML/PDF polyglots are made, so a header further in is refused. A real
 * PDF may still carry HTML inside; it is only ever given back as an attachment that the browser
 * may not sniff or render (asserted below). Basic refusals are in modules/documents; these add the
 * attacker's variants and look into the database and the store themselves.
 */

const PDF = makePdf([[{ x: 50, y: 780, text: 'Lipid panel' }]]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInWithPhone(server, '+491700000001');
});

afterAll(async () => {
  await server.close();
});

/** Every file under the data folder (the document store, its incoming parts, the database). */
function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function storedDocuments(): string[] {
  return filesUnder(path.join(server.dataDir, DOCUMENTS_DIR_NAME));
}

async function documentRows(): Promise<Record<string, unknown>[]> {
  const database = openTestDatabase(server);
  try {
    return (await dumpDatabase(database)).documents ?? [];
  } finally {
    await database.db.destroy();
  }
}

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('other', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${server.url}/v2/user/document`, {
    method: 'POST',
    headers: { cookie, 'x-client-source': 'website' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const NOT_PDF: ErrorBody = { error: FILE_MESSAGES.notPdf, code: 'not_pdf' };

const REFUSED: [string, Buffer, number, ErrorBody][] = [
  ['an empty file', Buffer.alloc(0), 415, NOT_PDF],
  ['four bytes of a header', Buffer.from('%PDF'), 415, NOT_PDF],
  ['a ZIP named .pdf', Buffer.from('504b0304140000000800', 'hex'), 415, NOT_PDF],
  [
    'HTML with a script, then a PDF (polyglot)',
    Buffer.concat([Buffer.from('<html><script>alert(document.cookie)</script>\n'), PDF]),
    415,
    NOT_PDF,
  ],
  [
    'JavaScript, then a PDF (polyglot)',
    Buffer.concat([Buffer.from('/*'), PDF, Buffer.from('*/alert(1)')]),
    415,
    NOT_PDF,
  ],
  [
    'a PDF after a byte-order mark',
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), PDF]),
    415,
    NOT_PDF,
  ],
  ['a PDF after white space', Buffer.concat([Buffer.from('  \n'), PDF]), 415, NOT_PDF],
  [
    'a PDF one byte over 25 MB',
    Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length, 0x20)]),
    413,
    { error: FILE_MESSAGES.tooLarge, code: 'file_too_large' },
  ],
];

describe('issue 11 group 8: uploads', () => {
  it.each(REFUSED)(
    'refuses %s, and keeps neither a file nor a row',
    async (_, bytes, status, body) => {
      const filesBefore = storedDocuments();
      const rowsBefore = await documentRows();
      const answer = await upload(bytes, 'report.pdf');
      expect(answer).toEqual({ status, body });
      expect(storedDocuments()).toEqual(filesBefore);
      expect(await documentRows()).toEqual(rowsBefore);
    },
  );

  it('stops an over-size upload while it streams, and keeps no part of it', async () => {
    const rowsBefore = await documentRows();
    const status = await startOversizeUpload(server.url, cookie, PDF, 27);
    expect(status).toBe(413);
    await expect.poll(() => storedDocuments()).toEqual([]);
    expect(await documentRows()).toEqual(rowsBefore);
  });

  it('keeps a PDF that carries HTML inside, and gives it back only as an inert attachment', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const bytes = Buffer.concat([PDF.subarray(0, 20), html, PDF.subarray(20)]);
    const answer = await upload(bytes, 'page.html');
    expect(answer.status).toBe(200);
    const response = await fetch(
      `${server.url}/v1/user/document/${String(answer.body.user_document_id)}`,
      { headers: { cookie } },
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="document-[0-9a-f-]{36}\.pdf"$/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/sandbox; default-src 'none'/);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    '../../etc/passwd.pdf',
    '..\\..\\x.pdf',
    '/etc/passwd.pdf',
    'C:\\Windows\\win.ini.pdf',
    '..',
    'a\u0000b.pdf',
    'bell\u0007\u001b[31mred\u007f.pdf',
    'line\r\nContent-Type: text/html.pdf',
    '<img src=x onerror=alert(1)>.pdf',
    '%2e%2e%2f%2e%2e%2fx.pdf',
  ])('stores %j under a random name and shows a harmless name', async (name) => {
    const root = path.join(server.dataDir, DOCUMENTS_DIR_NAME);
    const naiveTargets = name.includes('\u0000')
      ? []
      : [root, path.join(root, '.incoming'), server.dataDir].map((base) =>
          path.resolve(base, name),
        );
    const existedBefore = naiveTargets.map((target) => fs.existsSync(target));
    const answer = await upload(PDF, name);
    expect(answer.status).toBe(200);
    const rows = await documentRows();
    const row = rows.find((candidate) => candidate.id === answer.body.user_document_id);
    const displayName = String(row?.display_name);
    expect(String(row?.blob_key)).toMatch(UUID);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(displayName).not.toMatch(/[\u0000-\u001f\u007f/\\<>"]/);
    expect(displayName).not.toMatch(/^\.+$/);
    for (const file of storedDocuments()) expect(path.basename(file)).toMatch(UUID);
    // Nothing appeared where the name joined to a folder of the store would have led.
    expect(naiveTargets.map((target) => fs.existsSync(target))).toEqual(existedBefore);
    // Listed with the cleaned name, which is all the API ever gives back of it.
    const listed = await fetch(`${server.url}/v1/user/documents`, { headers: { cookie } });
    expect(JSON.stringify(await listed.json())).toContain(JSON.stringify(displayName));
  });
});
