import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useNotificationStore } from '../../../stores/notification-store';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { ClinicianReportSection } from './clinician-report-section';

let server: TestServer;
let reportStatus: number;
let clicked: { download: string; href: string }[];

beforeEach(async () => {
  reportStatus = 200;
  server = await startSampleApi({
    'GET /v1/user/export/clinician-report': (_request, response) => {
      if (reportStatus !== 200) {
        sendJson(response, reportStatus, { error: 'Something went wrong on our side.' });
        return;
      }
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.7 report');
    },
  });
  useNotificationStore.setState({ notifications: [] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has no object URLs; the browser's download is what is checked here.
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ download: this.download, href: this.href });
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('us'));
  await server.close();
});

const notifications = () =>
  useNotificationStore.getState().notifications.map(({ type, message }) => ({ type, message }));

const reportRequests = () =>
  server.requests
    .filter((request) => request.url.startsWith('/v1/user/export/clinician-report'))
    .map((request) => request.url);

describe('the report for a clinician on the account dialog', () => {
  it('downloads the PDF in the interface language as labtrail-report-<date>.pdf', async () => {
    const { user } = renderUi(<ClinicianReportSection />);

    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Download a report for your clinician' }));

    await waitFor(() => {
      expect(notifications()).toEqual([
        { type: 'success', message: 'Your report has been downloaded' },
      ]);
    });
    expect(reportRequests()).toEqual(['/v1/user/export/clinician-report?language=us']);
    expect(clicked.map((link) => link.href)).toEqual(['blob:report']);
    expect(clicked[0]?.download).toMatch(/^labtrail-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  it('writes the report in the language chosen', async () => {
    const { user } = renderUi(<ClinicianReportSection />);

    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Download a report for your clinician' }));

    await waitFor(() => {
      expect(reportRequests()).toEqual(['/v1/user/export/clinician-report?language=de']);
    });
  });

  it('starts from German when the interface is German', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderUi(<ClinicianReportSection />);

    expect(
      screen.getByRole('button', { name: 'Bericht für Ihre Ärztin oder Ihren Arzt herunterladen' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toHaveProperty('checked', true);
  });

  it('says why when the report could not be made, and saves nothing', async () => {
    reportStatus = 500;
    const { user } = renderUi(<ClinicianReportSection />);

    await user.click(screen.getByRole('button', { name: 'Download a report for your clinician' }));

    await waitFor(() => {
      expect(notifications()).toEqual([
        {
          type: 'warning',
          message: 'Failed to download your report: Something went wrong on our side.',
        },
      ]);
    });
    expect(clicked).toEqual([]);
  });
});
