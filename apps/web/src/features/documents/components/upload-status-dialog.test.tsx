import { act, screen, waitFor, within } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_UPLOAD_REFRESH_DELAY_MS } from '../../../lib/constants';
import { i18n } from '../../../lib/i18n/i18n';
import { useRefreshStore } from '../../../stores/refresh-store';
import { stubNodeFormData } from '../../../test/node-form-data';
import { renderUi } from '../../../test/render-ui';
import { sendJson, startTestServer } from '../../../test/test-server';
import type { RecordedRequest, TestServer } from '../../../test/test-server';
import { useUploadStore } from '../upload-store';
import { UploadStatusDialog } from './upload-status-dialog';

const MB = 1024 * 1024;
const BUSY_TITLE = 'Uploading Documents…';
const DONE_TITLE = 'Your AI Health Concierge is reviewing your documents.';
const FAILED_TITLE = 'We are unable to process these files';

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
  await stubNodeFormData();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useUploadStore.setState({ items: [], dialogOpen: false });
  useRefreshStore.setState({ scheduledRefreshes: [] });
  await i18n.changeLanguage('us');
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

function holdAnswers() {
  answer = (_request, response) => {
    held.push(response);
  };
}

function releaseOldest(body: object = { success: true, user_document_id: 'd1' }, status = 200) {
  const response = held.shift();
  if (response === undefined) throw new Error('No answer is held');
  sendJson(response, status, body);
}

async function heldAnswers(count: number) {
  await waitFor(() => {
    expect(held).toHaveLength(count);
  });
}

/** A file as the picker hands it over; a PDF by default. */
function makeFile(name: string, { type = 'application/pdf', bytes = 16 } = {}): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The person drops files on the upload box. */
function drop(...files: File[]) {
  act(() => {
    useUploadStore.getState().enqueue(files);
  });
}

function renderDialog() {
  return renderUi(<UploadStatusDialog />).user;
}

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
const okButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'OK' });
const fileList = () => screen.getByRole('list', { name: /^(Files|Dateien)$/ });
/** Each row as a person reads it: name, status words, message (and Cancel when offered). */
const rows = () =>
  within(fileList())
    .getAllByRole('listitem')
    .map((row) =>
      Array.from(row.querySelectorAll('.upload-status__text > span, .upload-status__line > span'))
        .filter((part) => part.children.length === 0)
        .map((part) => part.textContent)
        .join(' | '),
    );
const uploadedNames = () =>
  server.requests.map((request) => /filename="([^"]+)"/.exec(request.body)?.[1]);

function overlayOf(dialog: HTMLElement): Element {
  const overlay = dialog.closest('.modal__overlay');
  if (overlay === null) throw new Error('The dialog has no overlay');
  return overlay;
}

describe('the upload status dialog', () => {
  it('is closed until files are given', () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while uploading: asks to keep the window open and cannot be closed', async () => {
    holdAnswers();
    const user = renderDialog();
    drop(makeFile('blood-work.pdf'), makeFile('imaging.pdf'));
    await heldAnswers(1);

    const dialog = dialogNamed(BUSY_TITLE);
    expect(within(dialog).getByText('Please do not close this window')).toBeTruthy();
    expect(rows()).toEqual([
      'blood-work.pdf | In progress | Uploading...',
      'imaging.pdf | Waiting | Uploading...',
    ]);
    expect(okButton().disabled).toBe(true);

    await user.keyboard('{Escape}');
    await user.click(overlayOf(dialog));
    await user.click(okButton());
    expect(dialogNamed(BUSY_TITLE)).toBeTruthy();

    releaseOldest();
    await heldAnswers(1);
    expect(rows()).toEqual([
      'blood-work.pdf | Done | File uploaded successfully!',
      'imaging.pdf | In progress | Uploading...',
    ]);
    expect(okButton().disabled).toBe(true);
    releaseOldest();

    await waitFor(() => {
      expect(dialogNamed(DONE_TITLE)).toBeTruthy();
    });
    expect(
      screen.getByText(
        "We'll email you when your analysis is ready. Please allow up to 10 minutes to see data from your documents appear.",
      ),
    ).toBeTruthy();
    expect(rows()).toEqual([
      'blood-work.pdf | Done | File uploaded successfully!',
      'imaging.pdf | Done | File uploaded successfully!',
    ]);
    expect(uploadedNames()).toEqual(['blood-work.pdf', 'imaging.pdf']);

    await user.click(okButton());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names each rejected file with its reason and uploads none of them', async () => {
    const user = renderDialog();
    drop(makeFile('notes.txt', { type: 'text/plain' }), makeFile('scan.pdf', { bytes: 26 * MB }));

    const dialog = dialogNamed(FAILED_TITLE);
    expect(
      within(dialog).getByText('Accepted format: PDF with maximum size of 25MB each.'),
    ).toBeTruthy();
    expect(rows()).toEqual([
      'notes.txt | Failed | File must be a PDF',
      'scan.pdf | Failed | File exceeds 25MB limit',
    ]);
    expect(okButton().disabled).toBe(false);
    expect(server.requests).toHaveLength(0);
    // Not colour alone: a warning icon beside the words.
    for (const row of within(fileList()).getAllByRole('listitem')) {
      expect(row.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's error text for a file it refused", async () => {
    holdAnswers();
    renderDialog();
    drop(makeFile('report.pdf'));
    await heldAnswers(1);

    releaseOldest({ error: 'The file is not a readable PDF' }, 422);

    await waitFor(() => {
      expect(dialogNamed(FAILED_TITLE)).toBeTruthy();
    });
    expect(rows()).toEqual(['report.pdf | Failed | The file is not a readable PDF']);
    expect(useRefreshStore.getState().scheduledRefreshes).toEqual([]);
  });

  it("shows 'Unknown error' when the server says neither success nor error", async () => {
    answer = (_request, response) => {
      sendJson(response, 200, {});
    };
    renderDialog();
    drop(makeFile('report.pdf'));

    await waitFor(() => {
      expect(dialogNamed(FAILED_TITLE)).toBeTruthy();
    });
    expect(rows()).toEqual(['report.pdf | Failed | Unknown error']);
  });

  it('lets a waiting file be cancelled; it is never uploaded', async () => {
    holdAnswers();
    const user = renderDialog();
    drop(makeFile('a.pdf'), makeFile('b.pdf'));
    await heldAnswers(1);
    expect(screen.queryByRole('button', { name: 'Cancel upload of a.pdf' })).toBeNull();

    const cancel = screen.getByRole('button', { name: 'Cancel upload of b.pdf' });
    expect(cancel.textContent).toBe('Cancel');
    await user.click(cancel);

    expect(rows()).toEqual([
      'a.pdf | In progress | Uploading...',
      'b.pdf | Cancelled | Upload cancelled',
    ]);
    expect(screen.queryByRole('button', { name: /^Cancel upload/ })).toBeNull();
    expect(dialogNamed(BUSY_TITLE)).toBeTruthy();

    releaseOldest();
    await waitFor(() => {
      expect(dialogNamed(DONE_TITLE)).toBeTruthy();
    });
    expect(rows()).toEqual([
      'a.pdf | Done | File uploaded successfully!',
      'b.pdf | Cancelled | Upload cancelled',
    ]);
    expect(uploadedNames()).toEqual(['a.pdf']);
  });

  it('says it cannot process the files when every one failed or was cancelled', async () => {
    holdAnswers();
    const user = renderDialog();
    drop(makeFile('a.pdf'), makeFile('b.pdf'), makeFile('c.txt', { type: 'text/plain' }));
    await heldAnswers(1);
    await user.click(screen.getByRole('button', { name: 'Cancel upload of b.pdf' }));

    releaseOldest({ error: 'Storage is full' }, 507);

    await waitFor(() => {
      expect(dialogNamed(FAILED_TITLE)).toBeTruthy();
    });
    expect(rows()).toEqual([
      'a.pdf | Failed | Storage is full',
      'b.pdf | Cancelled | Upload cancelled',
      'c.txt | Failed | File must be a PDF',
    ]);
    expect(okButton().disabled).toBe(false);
  });

  it('adds files given while it is open to the same list', async () => {
    holdAnswers();
    renderDialog();
    drop(makeFile('a.pdf'));
    await heldAnswers(1);

    drop(makeFile('b.pdf'));

    expect(rows()).toEqual([
      'a.pdf | In progress | Uploading...',
      'b.pdf | Waiting | Uploading...',
    ]);
    releaseOldest();
    await heldAnswers(1);
    releaseOldest();
    await waitFor(() => {
      expect(dialogNamed(DONE_TITLE)).toBeTruthy();
    });
  });

  it('uploads one file after another, never two at once', async () => {
    holdAnswers();
    renderDialog();
    drop(makeFile('a.pdf'), makeFile('b.pdf'), makeFile('c.pdf'));
    await heldAnswers(1);
    // Give a second request every chance to start: it must not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uploadedNames()).toEqual(['a.pdf']);

    releaseOldest();
    await heldAnswers(1);
    expect(uploadedNames()).toEqual(['a.pdf', 'b.pdf']);
    releaseOldest();
    await heldAnswers(1);
    releaseOldest();
    await waitFor(() => {
      expect(dialogNamed(DONE_TITLE)).toBeTruthy();
    });
    expect(uploadedNames()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(mostInFlight).toBe(1);
  });

  it('schedules a full refresh 10 minutes after each successful upload', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-06-01T09:00:00Z').getTime();
    vi.setSystemTime(now);
    renderDialog();

    drop(makeFile('a.pdf'), makeFile('b.pdf'), makeFile('notes.txt', { type: 'text/plain' }));
    // Testing Library's waitFor, unlike vi.waitFor, leaves the faked clock alone.
    await waitFor(() => {
      expect(dialogNamed(DONE_TITLE)).toBeTruthy();
    });

    expect(POST_UPLOAD_REFRESH_DELAY_MS).toBe(10 * 60_000);
    expect(useRefreshStore.getState().scheduledRefreshes).toEqual([
      now + 10 * 60_000,
      now + 10 * 60_000,
    ]);
  });

  it('scrolls its list above 5 files, and the list can then be scrolled by keyboard', () => {
    renderDialog();
    const textFiles = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        makeFile(`notes-${from + index}.txt`, { type: 'text/plain' }),
      );

    drop(...textFiles(1, 5));
    expect(rows()).toHaveLength(5);
    expect(fileList().classList.contains('upload-status__list--scrolls')).toBe(false);
    expect(fileList().hasAttribute('tabindex')).toBe(false);

    drop(...textFiles(6, 1));
    expect(rows()).toHaveLength(6);
    expect(fileList().classList.contains('upload-status__list--scrolls')).toBe(true);
    expect(fileList().getAttribute('tabindex')).toBe('0');
  });

  it('starts empty the next time', async () => {
    const user = renderDialog();
    drop(makeFile('notes.txt', { type: 'text/plain' }));
    await user.click(okButton());
    expect(screen.queryByRole('dialog')).toBeNull();

    drop(makeFile('report.pdf'));
    await waitFor(() => {
      expect(dialogNamed(DONE_TITLE)).toBeTruthy();
    });
    expect(rows()).toEqual(['report.pdf | Done | File uploaded successfully!']);
  });

  it('speaks German when the interface is German', async () => {
    await i18n.changeLanguage('de');
    holdAnswers();
    renderDialog();
    drop(makeFile('befund.pdf'), makeFile('notizen.txt', { type: 'text/plain' }));
    await heldAnswers(1);

    expect(dialogNamed('Dokumente werden hochgeladen…')).toBeTruthy();
    expect(screen.getByText('Bitte schließen Sie dieses Fenster nicht')).toBeTruthy();
    expect(rows()).toEqual([
      'befund.pdf | Läuft | Wird hochgeladen...',
      'notizen.txt | Fehlgeschlagen | Die Datei muss ein PDF sein',
    ]);
    releaseOldest();
    await waitFor(() => {
      expect(dialogNamed('Ihr KI-Gesundheitsconcierge prüft Ihre Dokumente.')).toBeTruthy();
    });
  });
});
