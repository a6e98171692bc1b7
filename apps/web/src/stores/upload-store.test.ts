// @vitest-environment node
// The browser's fetch, FormData and File belong together; jsdom would pair Node's fetch with its
// own FormData, which no browser does. So this file runs with Node's matching set (see the API
// client's tests), and the server sees the multipart body a browser would send.
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_UPLOAD_REFRESH_DELAY_MS } from '../lib/constants';
import { i18n } from '../lib/i18n/i18n';
import { sendJson, startTestServer } from '../test/test-server';
import type { RecordedRequest, TestServer } from '../test/test-server';
import { useRefreshStore } from './refresh-store';
import { useUploadStore } from './upload-store';

const MB = 1024 * 1024;

/** A file as the picker hands it over; a PDF by default. */
function makeFile(name: string, { type = 'application/pdf', bytes = 16 } = {}): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

let server: TestServer;
let answer: (request: RecordedRequest, response: ServerResponse) => void;
/** Answers the server holds back until the test releases them, oldest first. */
let held: ServerResponse[];
let inFlight: number;
let mostInFlight: number;

beforeEach(async () => {
  held = [];
  inFlight = 0;
  mostInFlight = 0;
  answer = (_request, response) => {
    sendJson(response, 200, { success: true, user_document_id: 'd1' });
  };
  server = await startTestServer((request, response) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on('close', () => {
      inFlight -= 1;
    });
    answer(request, response);
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useUploadStore.setState({ items: [], dialogOpen: false, completedUploads: 0 });
  useRefreshStore.setState({ scheduledRefreshes: [] });
  await i18n.changeLanguage('us');
});

afterEach(async () => {
  await server.close();
});

function holdAnswers() {
  answer = (_request, response) => {
    held.push(response);
  };
}

function releaseOldest() {
  const response = held.shift();
  if (response === undefined) throw new Error('No answer is held');
  sendJson(response, 200, { success: true, user_document_id: 'd1' });
}

const rows = () =>
  useUploadStore.getState().items.map((item) => `${item.name}: ${item.status} ${item.message}`);
const uploadedNames = () =>
  server.requests.map((request) => /filename="([^"]+)"/.exec(request.body)?.[1]);
const settled = () =>
  vi.waitFor(() => {
    expect(
      useUploadStore
        .getState()
        .items.some((item) => item.status === 'pending' || item.status === 'uploading'),
    ).toBe(false);
  });

describe('the upload queue', () => {
  it('checks each file first: only valid PDFs wait to be uploaded', async () => {
    holdAnswers();
    useUploadStore
      .getState()
      .enqueue([
        makeFile('report.pdf'),
        makeFile('notes.txt', { type: 'text/plain' }),
        makeFile('scan.pdf', { bytes: 26 * MB }),
      ]);

    expect(useUploadStore.getState().dialogOpen).toBe(true);
    expect(rows()).toEqual([
      'report.pdf: uploading Uploading...',
      'notes.txt: error File must be a PDF',
      'scan.pdf: error File exceeds 25MB limit',
    ]);
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    releaseOldest();
    await settled();
    expect(uploadedNames()).toEqual(['report.pdf']);
  });

  it('sends the file as multipart in the field other', async () => {
    useUploadStore.getState().enqueue([makeFile('report.pdf')]);
    await settled();

    const request = server.requests[0];
    expect(`${request?.method} ${request?.url}`).toBe('POST /v2/user/document');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="other"; filename="report.pdf"');
  });

  it('uploads one file after another, never two at once', async () => {
    holdAnswers();
    useUploadStore.getState().enqueue([makeFile('a.pdf'), makeFile('b.pdf'), makeFile('c.pdf')]);

    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    // Give a second request every chance to start: it must not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uploadedNames()).toEqual(['a.pdf']);
    expect(rows()).toEqual([
      'a.pdf: uploading Uploading...',
      'b.pdf: pending Uploading...',
      'c.pdf: pending Uploading...',
    ]);

    releaseOldest();
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    expect(uploadedNames()).toEqual(['a.pdf', 'b.pdf']);
    expect(rows()).toEqual([
      'a.pdf: success File uploaded successfully!',
      'b.pdf: uploading Uploading...',
      'c.pdf: pending Uploading...',
    ]);

    releaseOldest();
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    releaseOldest();
    await settled();
    expect(uploadedNames()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(mostInFlight).toBe(1);
  });

  it('adds files given while uploading to the same list, after the others', async () => {
    holdAnswers();
    useUploadStore.getState().enqueue([makeFile('a.pdf')]);
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });

    useUploadStore.getState().enqueue([makeFile('b.pdf')]);
    expect(rows()).toEqual(['a.pdf: uploading Uploading...', 'b.pdf: pending Uploading...']);
    releaseOldest();
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    releaseOldest();
    await settled();
    expect(uploadedNames()).toEqual(['a.pdf', 'b.pdf']);
    expect(mostInFlight).toBe(1);
  });

  it("shows the server's error text, and goes on with the next file", async () => {
    answer = (request, response) => {
      if (request.body.includes('filename="bad.pdf"')) {
        sendJson(response, 422, { error: 'The file is not a readable PDF' });
      } else {
        sendJson(response, 200, { success: true, user_document_id: 'd2' });
      }
    };
    useUploadStore.getState().enqueue([makeFile('bad.pdf'), makeFile('good.pdf')]);
    await settled();

    expect(rows()).toEqual([
      'bad.pdf: error The file is not a readable PDF',
      'good.pdf: success File uploaded successfully!',
    ]);
    expect(useUploadStore.getState().completedUploads).toBe(1);
  });

  it("says 'Unknown error' when the server answers with neither success nor an error", async () => {
    answer = (_request, response) => {
      sendJson(response, 200, {});
    };
    useUploadStore.getState().enqueue([makeFile('report.pdf')]);
    await settled();

    expect(rows()).toEqual(['report.pdf: error Unknown error']);
    expect(useUploadStore.getState().completedUploads).toBe(0);
    expect(useRefreshStore.getState().scheduledRefreshes).toEqual([]);
  });

  it("falls back to 'Failed to upload document' when a failure carries no text", async () => {
    answer = (_request, response) => {
      response.writeHead(500);
      response.end();
    };
    useUploadStore.getState().enqueue([makeFile('report.pdf')]);
    await settled();

    expect(rows()).toEqual(['report.pdf: error Failed to upload document']);
  });

  it('never uploads a cancelled file', async () => {
    holdAnswers();
    useUploadStore.getState().enqueue([makeFile('a.pdf'), makeFile('b.pdf'), makeFile('c.pdf')]);
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    const b = useUploadStore.getState().items[1];
    if (b === undefined) throw new Error('b.pdf is not listed');

    useUploadStore.getState().cancel(b.id);
    expect(rows()[1]).toBe('b.pdf: cancelled Upload cancelled');

    releaseOldest();
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    releaseOldest();
    await settled();
    expect(uploadedNames()).toEqual(['a.pdf', 'c.pdf']);
    expect(rows()).toEqual([
      'a.pdf: success File uploaded successfully!',
      'b.pdf: cancelled Upload cancelled',
      'c.pdf: success File uploaded successfully!',
    ]);
  });

  it('cancels only waiting files', async () => {
    holdAnswers();
    useUploadStore.getState().enqueue([makeFile('a.pdf'), makeFile('notes.txt', { type: '' })]);
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    for (const item of useUploadStore.getState().items) useUploadStore.getState().cancel(item.id);

    expect(rows()).toEqual([
      'a.pdf: uploading Uploading...',
      'notes.txt: error File must be a PDF',
    ]);
    releaseOldest();
    await settled();
    expect(rows()[0]).toBe('a.pdf: success File uploaded successfully!');
  });

  it('ignores a late answer for a file no longer uploading', async () => {
    holdAnswers();
    useUploadStore.getState().enqueue([makeFile('a.pdf')]);
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });

    // The list is replaced meanwhile (as a sign-out resets the app's state).
    useUploadStore.setState({ items: [], dialogOpen: false });
    releaseOldest();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(rows()).toEqual([]);
    expect(useUploadStore.getState().completedUploads).toBe(0);
    expect(useRefreshStore.getState().scheduledRefreshes).toEqual([]);
  });

  it('schedules a full refresh 10 minutes after each success and counts it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-06-01T09:00:00Z').getTime();
    vi.setSystemTime(now);

    useUploadStore.getState().enqueue([makeFile('a.pdf'), makeFile('b.pdf')]);
    // Polled by hand: vi.waitFor would move the faked clock on while it waits.
    while (useUploadStore.getState().completedUploads < 2) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    expect(POST_UPLOAD_REFRESH_DELAY_MS).toBe(10 * 60_000);
    expect(useRefreshStore.getState().scheduledRefreshes).toEqual([
      now + 10 * 60_000,
      now + 10 * 60_000,
    ]);
    expect(useUploadStore.getState().completedUploads).toBe(2);
  });
});

describe('closing the dialog', () => {
  it('does nothing while a file is waiting or uploading', async () => {
    holdAnswers();
    useUploadStore.getState().enqueue([makeFile('a.pdf'), makeFile('b.pdf')]);
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });

    useUploadStore.getState().closeDialog();
    expect(useUploadStore.getState().dialogOpen).toBe(true);
    expect(rows()).toHaveLength(2);

    releaseOldest();
    await vi.waitFor(() => {
      expect(held).toHaveLength(1);
    });
    releaseOldest();
    await settled();
    useUploadStore.getState().closeDialog();
    expect(useUploadStore.getState().dialogOpen).toBe(false);
    expect(rows()).toEqual([]);
  });

  it('starts the next dialog with an empty list', async () => {
    useUploadStore.getState().enqueue([makeFile('notes.txt', { type: 'text/plain' })]);
    useUploadStore.getState().closeDialog();

    useUploadStore.getState().enqueue([makeFile('a.pdf')]);
    await settled();
    expect(rows()).toEqual(['a.pdf: success File uploaded successfully!']);
  });

  it('is not opened by an empty choice', () => {
    useUploadStore.getState().enqueue([]);
    expect(useUploadStore.getState().dialogOpen).toBe(false);
  });
});

it('writes the file messages in German when the interface is German', async () => {
  await i18n.changeLanguage('de');
  useUploadStore.getState().enqueue([makeFile('notizen.txt', { type: 'text/plain' })]);
  expect(rows()).toEqual(['notizen.txt: error Die Datei muss ein PDF sein']);
  await i18n.changeLanguage('us');
});
