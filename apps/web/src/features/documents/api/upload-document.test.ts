// @vitest-environment node
// The browser's fetch, FormData and File belong together; jsdom would pair Node's fetch with its
// own FormData, which no browser does. So this file runs with Node's matching set (see the API
// client's tests), and the server sees the multipart body a browser would send.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { API_TIMEOUT_MS } from '../../../lib/constants';
import { stubRequestClock } from '../../../test/request-clock';
import { uploadDocument, UPLOAD_TIMEOUT_MS } from './upload-document';

let server: TestServer;
let answer: Parameters<typeof startTestServer>[0];

beforeEach(async () => {
  answer = (_request, response) => {
    sendJson(response, 200, { success: true, user_document_id: 'd1' });
  };
  server = await startTestServer((request, response) => {
    answer(request, response);
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await server.close();
});

const report = () => new File([new Uint8Array(16)], 'report.pdf', { type: 'application/pdf' });

describe('uploadDocument', () => {
  it('sends the file as multipart in the field other', async () => {
    const result = await uploadDocument(report());

    expect(result).toEqual({ data: { success: true, user_document_id: 'd1' } });
    const request = server.requests[0];
    expect(`${request?.method} ${request?.url}`).toBe('POST /v2/user/document');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="other"; filename="report.pdf"');
  });

  it("falls back to 'Failed to upload document' when a failure carries no text", async () => {
    answer = (_request, response) => {
      response.writeHead(500);
      response.end();
    };

    expect((await uploadDocument(report())).error).toBe('Failed to upload document');
  });

  it('waits up to 2 minutes for a slow upload, not the usual 10 seconds', async () => {
    const clock = stubRequestClock();
    answer = () => undefined;
    let settled = false;
    const upload = uploadDocument(report());
    void upload.then(() => {
      settled = true;
    });
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(1);
    });

    const stillWaitingAfter = async (ms: number) => {
      clock.pass(ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settled).toBe(false);
    };
    await stillWaitingAfter(API_TIMEOUT_MS);
    await stillWaitingAfter(UPLOAD_TIMEOUT_MS - API_TIMEOUT_MS - 1);
    clock.pass(1);

    expect(await upload).toEqual({ error: 'the server did not answer in time' });
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
  });
});
