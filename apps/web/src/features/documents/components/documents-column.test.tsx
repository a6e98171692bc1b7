import type { DocumentsResponse } from '@labtrail/contract/documents';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNodeFormData } from '../../../test/node-form-data';
import { renderUi } from '../../../test/render-ui';
import { sampleDocuments, startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { useUploadStore } from '../upload-store';
import { DocumentsColumn } from './documents-column';
import { UploadStatusDialog } from './upload-status-dialog';

let server: TestServer;
let answers: DocumentsResponse[];

beforeEach(async () => {
  answers = [];
  server = await startSampleApi({
    'GET /v1/user/documents': (_request, response) => {
      sendJson(response, 200, answers.length > 1 ? answers.shift() : answers[0]);
    },
    'POST /v2/user/document': (_request, response) => {
      sendJson(response, 200, { success: true, user_document_id: 'd1' });
    },
  });
  useUploadStore.setState({ items: [], dialogOpen: false });
});

const documentLoads = () =>
  server.requests.filter((request) => request.url === '/v1/user/documents').length;

/** My Documents with the upload dialog, which runs the uploads, as every signed-in page has it. */
function renderColumn() {
  return renderUi(
    <>
      <DocumentsColumn />
      <UploadStatusDialog />
    </>,
  );
}

/** The person gives a PDF to the upload box and waits until it is uploaded. */
async function uploadReport(user: ReturnType<typeof renderColumn>['user']) {
  await stubNodeFormData();
  const report = new File([new Uint8Array(16)], 'report.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('Upload lab reports'), report);
  expect(await screen.findByText('File uploaded successfully!')).toBeTruthy();
}

afterEach(async () => {
  await server.close();
});

describe('My Documents', () => {
  it('shows documents by type with a readable date and their analysis status', async () => {
    answers = [sampleDocuments('failed', 'The file could not be read as a PDF.')];
    renderUi(<DocumentsColumn />);
    expect(await screen.findByRole('heading', { name: 'Blood Work' })).toBeTruthy();
    expect(screen.getByText('March panel')).toBeTruthy();
    expect(screen.getByText('Mar 12, 2026')).toBeTruthy();
    expect(screen.getByText('Analysis failed')).toBeTruthy();
    expect(screen.getByText('The file could not be read as a PDF.')).toBeTruthy();
  });

  it('watches a document being analysed and refreshes everything once it is done', async () => {
    answers = [sampleDocuments('pending'), sampleDocuments('done')];
    const { fullRefresh } = renderColumn();
    expect(await screen.findByText('Being analysed')).toBeTruthy();
    expect(fullRefresh).not.toHaveBeenCalled();
    await waitFor(
      () => {
        expect(screen.queryByText('Being analysed')).toBeNull();
      },
      { timeout: 8000 },
    );
    await vi.waitFor(() => {
      expect(fullRefresh).toHaveBeenCalledTimes(1);
    });
  }, 15_000);

  it('refreshes everything after an upload even when its analysis ended before the next look', async () => {
    answers = [[]];
    const { user, fullRefresh } = renderColumn();
    await vi.waitFor(() => {
      expect(documentLoads()).toBe(1);
    });
    answers = [sampleDocuments('done')];

    await uploadReport(user);

    expect(await screen.findByText('March panel')).toBeTruthy();
    await vi.waitFor(() => {
      expect(fullRefresh).toHaveBeenCalledTimes(1);
    });
  });

  it('after an upload still being analysed, refreshes everything once, when it is done', async () => {
    answers = [[]];
    const { user, fullRefresh } = renderColumn();
    await vi.waitFor(() => {
      expect(documentLoads()).toBe(1);
    });
    answers = [sampleDocuments('pending'), sampleDocuments('done')];

    await uploadReport(user);

    expect(await screen.findByText('Being analysed')).toBeTruthy();
    expect(fullRefresh).not.toHaveBeenCalled();
    await waitFor(
      () => {
        expect(screen.queryByText('Being analysed')).toBeNull();
      },
      { timeout: 8000 },
    );
    await vi.waitFor(() => {
      expect(fullRefresh).toHaveBeenCalledTimes(1);
    });
  }, 15_000);
});
