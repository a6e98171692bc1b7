import type { DocumentSummary } from '@labtrail/contract/documents';
import type { ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '../../../lib/constants';
import { useNotificationStore } from '../../../stores/notification-store';
import { renderUi } from '../../../test/render-ui';
import { stubRequestClock } from '../../../test/request-clock';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { RecordedRequest, TestServer } from '../../../test/test-server';
import { DocumentRow } from './document-row';

const MARCH_PANEL: DocumentSummary = {
  user_document_id: 'd1',
  display_name: 'March panel',
  report_date: '2026-03-12',
  status: 'done',
  error: null,
};
const PDF_BYTES = '%PDF-1.7 March panel';

type Answer = (request: RecordedRequest, response: ServerResponse) => void;

let server: TestServer;
let answerDocument: Answer;
let answerDelete: Answer;

beforeEach(async () => {
  answerDocument = (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/pdf' });
    response.end(PDF_BYTES);
  };
  answerDelete = (_request, response) => {
    sendJson(response, 200, { success: true });
  };
  server = await startSampleApi({
    'GET /v1/user/document/d1': (request, response) => {
      answerDocument(request, response);
    },
    'DELETE /v1/user/document/d1': (request, response) => {
      answerDelete(request, response);
    },
  });
  useNotificationStore.setState({ notifications: [] });
});

afterEach(async () => {
  await server.close();
});

const messages = () =>
  useNotificationStore.getState().notifications.map((n) => `${n.type}: ${n.message}`);

/** The new window the browser opens, as far as the app uses it. */
function stubNewWindow() {
  const opened = {
    opener: window as Window | null,
    document: document.implementation.createHTMLDocument(''),
    location: { href: 'about:blank' },
    close: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return { opened, open };
}

async function chooseFromMenu(user: ReturnType<typeof renderUi>['user'], item: string) {
  await user.click(screen.getByRole('button', { name: 'Actions for March panel' }));
  await user.click(screen.getByRole('menuitem', { name: item }));
}

describe('Review', () => {
  it('leads from an analysed document to its review', async () => {
    const { user, router } = renderUi(<DocumentRow document={MARCH_PANEL} />);

    const review = screen.getByRole('link', { name: 'Review March panel' });
    expect(review.textContent).toBe('Review');
    await user.click(review);

    expect(router.state.location.pathname).toBe('/documents/d1/review');
  });

  it.each(['pending', 'processing', 'failed'] as const)(
    'is not offered while a document is %s',
    (status) => {
      renderUi(<DocumentRow document={{ ...MARCH_PANEL, status }} />);

      expect(screen.getByRole('button', { name: 'Actions for March panel' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Review March panel' })).toBeNull();
    },
  );
});

describe('View Document', () => {
  it('opens the window on the click, says it is loading, then shows the PDF when it arrives', async () => {
    const { opened, open } = stubNewWindow();
    const blobUrls = vi.spyOn(URL, 'createObjectURL');
    let release: () => void = () => undefined;
    answerDocument = (_request, response) => {
      release = () => {
        response.writeHead(200, { 'Content-Type': 'application/pdf' });
        response.end(PDF_BYTES);
      };
    };
    const { user } = renderUi(<DocumentRow document={MARCH_PANEL} />);

    await chooseFromMenu(user, 'View Document');
    await vi.waitFor(() => {
      expect(server.requests.map((r) => r.url)).toContain('/v1/user/document/d1');
    });

    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.opener).toBeNull();
    expect(opened.document.title).toBe('Loading document…');
    expect(opened.document.body.textContent).toBe('Loading document…');
    expect(opened.location.href).toBe('about:blank');

    release();
    await waitFor(() => {
      expect(opened.location.href).toMatch(/^blob:/);
    });
    const [[shown]] = blobUrls.mock.calls as [[Blob]];
    expect(blobUrls.mock.results[0]?.value).toBe(opened.location.href);
    expect(shown.type).toBe('application/pdf');
    expect(await shown.text()).toBe(PDF_BYTES);
    expect(opened.close).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('tells the person when the browser blocks the window, and fetches nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderUi(<DocumentRow document={MARCH_PANEL} />);

    await chooseFromMenu(user, 'View Document');

    expect(messages()).toEqual([
      'warning: Your browser blocked the new window. Allow pop-ups for this site to view documents.',
    ]);
    expect(server.requests.map((r) => r.url)).not.toContain('/v1/user/document/d1');
  });

  it('closes the window and says why when the document cannot be fetched', async () => {
    const { opened } = stubNewWindow();
    answerDocument = (_request, response) => {
      sendJson(response, 404, { error: 'Document not found' });
    };
    const { user } = renderUi(<DocumentRow document={MARCH_PANEL} />);

    await chooseFromMenu(user, 'View Document');

    await waitFor(() => {
      expect(opened.close).toHaveBeenCalledTimes(1);
    });
    expect(messages()).toEqual(['warning: Failed to open document: Document not found']);
  });
});

describe('Delete', () => {
  it('words a server that does not answer in time in the notification', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clock = stubRequestClock();
    answerDelete = () => undefined;
    const { user } = renderUi(<DocumentRow document={MARCH_PANEL} />);

    await chooseFromMenu(user, 'Delete');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => {
      expect(server.requests.map((r) => r.method)).toContain('DELETE');
    });
    clock.pass(API_TIMEOUT_MS);

    await waitFor(() => {
      expect(messages()).toEqual([
        'warning: Failed to delete document: the server did not answer in time',
      ]);
    });
    expect(screen.getByRole('dialog', { name: 'Delete document' })).toBeTruthy();
  });
});
