import type { DocumentsResponse } from '@labtrail/contract/documents';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshStore } from '../../../stores/refresh-store';
import { useUploadStore } from '../../../stores/upload-store';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { DocumentsColumn } from './documents-column';

const listing = (
  status: 'pending' | 'done' | 'failed',
  error: string | null = null,
): DocumentsResponse => [
  {
    document_type_id: 7,
    document_type: 'blood_work',
    document_name: 'Blood Work',
    documents: [
      {
        user_document_id: 'd1',
        display_name: 'March panel',
        report_date: '2026-03-12',
        status,
        error,
      },
    ],
  },
];

let server: TestServer;
let answers: DocumentsResponse[];

beforeEach(async () => {
  useRefreshStore.setState({ refreshRequests: 0 });
  answers = [];
  server = await startSampleApi({
    'GET /v1/user/documents': (_request, response) => {
      sendJson(response, 200, answers.length > 1 ? answers.shift() : answers[0]);
    },
  });
});

afterEach(async () => {
  await server.close();
});

describe('My Documents', () => {
  it('shows documents by type with a readable date and their analysis status', async () => {
    answers = [listing('failed', 'The file could not be read as a PDF.')];
    renderUi(<DocumentsColumn />);
    expect(await screen.findByRole('heading', { name: 'Blood Work' })).toBeTruthy();
    expect(screen.getByText('March panel')).toBeTruthy();
    expect(screen.getByText('Mar 12, 2026')).toBeTruthy();
    expect(screen.getByText('Analysis failed')).toBeTruthy();
    expect(screen.getByText('The file could not be read as a PDF.')).toBeTruthy();
  });

  it('watches a document being analysed and refreshes everything once it is done', async () => {
    answers = [listing('pending'), listing('done')];
    renderUi(<DocumentsColumn />);
    expect(await screen.findByText('Being analysed')).toBeTruthy();
    await waitFor(
      () => {
        expect(screen.queryByText('Being analysed')).toBeNull();
      },
      { timeout: 8000 },
    );
    await vi.waitFor(() => {
      expect(useRefreshStore.getState().refreshRequests).toBe(1);
    });
  }, 15_000);

  it('refreshes everything after an upload even when its analysis ended before the next look', async () => {
    answers = [[]];
    renderUi(<DocumentsColumn />);
    await waitFor(() => {
      expect(screen.queryByText('March panel')).toBeNull();
    });
    answers = [listing('done')];
    useUploadStore.setState((state) => ({ completedUploads: state.completedUploads + 1 }));
    expect(await screen.findByText('March panel')).toBeTruthy();
    await vi.waitFor(() => {
      expect(useRefreshStore.getState().refreshRequests).toBe(1);
    });
  });
});
