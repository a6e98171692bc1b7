import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useNotificationStore } from '../../../stores/notification-store';
import { setUpDialogApi } from '../../../test/dialog-api';
import { renderUi } from '../../../test/render-ui';
import { sendJson } from '../../../test/test-server';
import { FhirExportSection } from './fhir-export-section';

const api = setUpDialogApi();

const messages = () =>
  useNotificationStore.getState().notifications.map((n) => `${n.type}: ${n.message}`);

let downloads: { download: string; href: string }[];

beforeEach(() => {
  api.answer = (_request, response) => {
    sendJson(response, 200, { resourceType: 'Bundle', type: 'collection', entry: [] });
  };
  // jsdom has no object URLs; the browser's download is what is checked here.
  URL.createObjectURL = vi.fn(() => 'blob:fhir');
  URL.revokeObjectURL = vi.fn();
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ download: this.download, href: this.href });
  });
});

describe('the FHIR download in the account dialog', () => {
  it('downloads the bundle without the documents by default', async () => {
    const { user } = renderUi(<FhirExportSection />);

    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Download FHIR (R4) bundle' }));

    await waitFor(() => {
      expect(messages()).toEqual(['success: Your FHIR bundle has been downloaded']);
    });
    expect(api.server.requests.map((request) => request.url)).toEqual(['/v1/user/export/fhir']);
    expect(downloads).toEqual([
      {
        href: 'blob:fhir',
        download: expect.stringMatching(/^labtrail-fhir-\d{4}-\d{2}-\d{2}\.json$/) as unknown,
      },
    ]);
  });

  it('asks for the PDFs too when the box is ticked', async () => {
    const { user } = renderUi(<FhirExportSection />);

    await user.click(screen.getByRole('checkbox', { name: 'Include the PDF documents' }));
    await user.click(screen.getByRole('button', { name: 'Download FHIR (R4) bundle' }));

    await waitFor(() => {
      expect(api.server.requests.map((request) => request.url)).toEqual([
        '/v1/user/export/fhir?documents=true',
      ]);
    });
  });

  it('says so when the download fails, and saves nothing', async () => {
    api.answer = (_request, response) => {
      sendJson(response, 500, { status: 500, message: 'Something went wrong' });
    };
    const { user } = renderUi(<FhirExportSection />);

    await user.click(screen.getByRole('button', { name: 'Download FHIR (R4) bundle' }));

    await waitFor(() => {
      expect(messages()).toEqual([
        expect.stringMatching(/^warning: Failed to download your FHIR bundle: /),
      ]);
    });
    expect(downloads).toEqual([]);
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    renderUi(<FhirExportSection />);

    expect(screen.getByRole('button', { name: 'FHIR-(R4)-Bundle herunterladen' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'PDF-Dokumente einschließen' })).toBeTruthy();
  });
});
