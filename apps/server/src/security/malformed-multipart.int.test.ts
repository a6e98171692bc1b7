import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocuments } from '../../test/lab-documents';
import { startTestServer } from '../../test/start-test-server';
import type { TestServer } from '../../test/start-test-server';
import { signInWithPhone } from '../../test/sign-in-helpers';

/**
 * Issue 17, item 9: an upload whose multipart body cannot be read — no boundary, or a body that
 * ends inside a part — is the client's mistake: 400 with the usual `{ error }`, and nothing the
 * operator is paged for (no error-level log line). Nothing of it is stored.
 */

const BOUNDARY = 'labtrail-boundary';
const PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filename="cut.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';
const PDF_START = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInWithPhone(server, '+491700000001');
});

afterAll(async () => {
  await server.close();
});

function errorLines() {
  return server.logs.filter((line) => Number(line.level) >= 50);
}

async function upload(contentType: string, body: string) {
  const response = await fetch(`${server.url}/v2/user/document`, {
    method: 'POST',
    headers: { cookie, 'x-client-source': 'website', 'content-type': contentType },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const MALFORMED: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', `${PART_HEAD}${PDF_START}--${BOUNDARY}--\r\n`],
  ['an empty boundary', 'multipart/form-data; boundary=', `${PART_HEAD}${PDF_START}`],
  [
    'a boundary longer than the parser takes',
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
    `--${'b'.repeat(300)}\r\n`,
  ],
  [
    'a body cut inside the file',
    `multipart/form-data; boundary=${BOUNDARY}`,
    PART_HEAD + PDF_START,
  ],
  [
    'a body cut inside the part headers',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filena`,
  ],
  ['a body of only the preamble', `multipart/form-data; boundary=${BOUNDARY}`, 'hello'],
];

describe('issue 17 item 9: malformed multipart uploads', () => {
  it.each(MALFORMED)(
    'answers %s with 400 or 415, { error, code }',
    async (_, contentType, body) => {
      const before = errorLines().length;
      const answer = await upload(contentType, body);
      expect([400, 415]).toContain(answer.status);
      expect(answer.body).toEqual({
        error: expect.any(String) as string,
        code: expect.any(String) as string,
      });
      expect(errorLines().slice(before)).toEqual([]);
    },
  );

  it('logs no error when the connection ends inside a part', async () => {
    const before = errorLines().length;
    const { hostname, port } = new URL(server.url);
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /v2/user/document HTTP/1.1\r\nhost: localhost\r\ncookie: ${cookie}\r\n` +
        `x-client-source: website\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `content-length: 100000\r\n\r\n${PART_HEAD}${PDF_START}`,
    );
    // The server has begun to read the file when the client goes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    // The server has noticed once it answers again on a new connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listDocuments(server.url, cookie)).toEqual([]);
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('stored none of them', async () => {
    expect(await listDocuments(server.url, cookie)).toEqual([]);
  });
});
