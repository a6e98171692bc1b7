import type { HistoryResponse } from '@labtrail/contract/biomarkers';
import type { SharedView } from '@labtrail/contract/sharing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import {
  SAMPLE_CATEGORIES,
  sampleDocuments,
  sampleHealthSummary,
  sampleSummary,
  startSampleApi,
} from '../test/sample-api';
import { sendJson } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { renderApp } from './testing/render-app';

/**
 * Issue 23: a share link opens the owner's overview and detail pages read-only, without signing
 * in: the pages read through the share calls with the token from the link's fragment.
 */

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

const HISTORY: HistoryResponse = {
  '101': [
    {
      id: 'r0',
      test_date: '2026-01-10T00:00:00.000Z',
      value: 58,
      comparator: null,
      value_text: null,
      in_range: true,
      value_label: 'Normal',
      unit: 'mg/dL',
      source: 'manual',
      flagged: false,
      flag_cause: null,
      document_id: null,
      document_name: null,
      page: null,
      corrected: false,
      lab: null,
      method: null,
      printed_unit: null,
      printed_range: null,
      break_before: null,
    },
    {
      id: 'r1',
      test_date: '2026-06-01T00:00:00.000Z',
      value: 62,
      comparator: null,
      value_text: null,
      in_range: true,
      value_label: 'Normal',
      unit: 'mg/dL',
      source: 'document',
      flagged: false,
      flag_cause: null,
      document_id: 'd1',
      document_name: 'March panel',
      page: 1,
      corrected: false,
      lab: null,
      method: null,
      printed_unit: 'mg/dL',
      printed_range: '40-60',
      break_before: null,
    },
  ],
};

let server: TestServer;
let view: [number, unknown];

beforeEach(async () => {
  view = [
    200,
    {
      label: 'Dr. Meier',
      include_documents: false,
      include_flag_reasons: false,
      expires_at: '2026-07-01T12:00:00.000Z',
    } satisfies SharedView,
  ];
  const json = (body: unknown) => (_request: unknown, response: Parameters<typeof sendJson>[0]) => {
    sendJson(response, 200, body);
  };
  server = await startSampleApi({
    'GET /v1/shared': (_request, response) => {
      sendJson(response, ...view);
    },
    'GET /v1/shared/biomarkers': json(SAMPLE_CATEGORIES),
    'GET /v1/shared/biomarkers/history': json(HISTORY),
    'GET /v1/shared/summary': json(sampleSummary({ is_read: false })),
    'GET /v1/shared/roadmap': json(sampleHealthSummary()),
    'GET /v1/shared/documents': json(sampleDocuments()),
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

function openLink(path = '/shared') {
  return renderApp({ pathname: path, hash: `#${TOKEN}` });
}

describe('a share link’s read-only view', () => {
  it('shows the owner’s overview under a banner, read through the share calls only', async () => {
    openLink();

    expect(
      await screen.findByText(/^Shared read-only view of Labtrail results for Dr\. Meier, until /),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: /HDL Cholesterol/ })).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
      /noindex/,
    );
    // Without documents in the link: no documents column, and no upload anywhere.
    expect(screen.queryByRole('heading', { name: 'My Documents' })).toBeNull();
    expect(screen.queryByText(/Upload/)).toBeNull();
    await waitFor(() => {
      expect(server.requests.some((request) => request.url === '/v1/shared/roadmap')).toBe(true);
    });
    expect(server.requests.map((request) => request.url.split('?')[0])).toSatisfy(
      (urls: string[]) => urls.every((url) => url.startsWith('/v1/shared')),
    );
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe(`Share ${TOKEN}`);
      expect(request.headers.cookie).toBeUndefined();
    }
  });

  it('never marks the owner’s summary read', async () => {
    const { user } = openLink();
    const more = await screen.findByRole('button', { name: /Show more|Read more/ });
    await user.click(more);
    expect(server.requests.some((request) => request.method !== 'GET')).toBe(false);
  });

  it('opens a biomarker’s detail read-only and keeps the link on the way there and back', async () => {
    const { user, router } = openLink();
    await user.click(await screen.findByRole('link', { name: /HDL Cholesterol/ }));

    expect(await screen.findByRole('heading', { name: 'HDL Cholesterol', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shared/biomarker');
    expect(router.state.location.hash).toBe(`#${TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Flag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /entry/i })).toBeNull();
    // The value's document is named, but its review screen is the owner's alone.
    expect(screen.getByText('from: March panel, page 1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /March panel/ })).toBeNull();
    expect(screen.getByText('printed range 40-60 mg/dL')).toBeTruthy();
    // A value typed in is the owner's, not the reader's.
    expect(screen.getByText('entered by hand')).toBeTruthy();
    expect(screen.queryByText('entered by you')).toBeNull();
    expect(screen.queryByRole('heading', { name: /How this came to be|changes/i })).toBeNull();

    await user.click(screen.getByRole('link', { name: /Biomarkers/ }));
    await screen.findByRole('link', { name: /HDL Cholesterol/ });
    expect(router.state.location.pathname).toBe('/shared');
    expect(router.state.location.hash).toBe(`#${TOKEN}`);
  });

  it('lists the owner’s documents to view, without review or delete, when the link includes them', async () => {
    view = [200, { label: null, include_documents: true, expires_at: '2026-07-01T12:00:00.000Z' }];
    const { user } = openLink();

    expect(
      await screen.findByText(/^Shared read-only view of Labtrail results, until /),
    ).toBeTruthy();
    const documents = await screen.findByRole('region', { name: 'My Documents' });
    expect(await within(documents).findByText('March panel')).toBeTruthy();
    expect(within(documents).queryByRole('link', { name: /review/i })).toBeNull();
    await user.click(within(documents).getByRole('button', { name: /March panel/ }));
    expect(screen.getByRole('menuitem', { name: 'View Document' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it.each([
    ['us', 'share_revoked', 410, 'This share link was revoked by its owner.'],
    ['us', 'share_expired', 410, 'This share link has expired. Ask its owner for a new one.'],
    ['de', 'share_revoked', 410, 'Dieser Freigabelink wurde widerrufen.'],
    ['de', 'share_not_found', 404, 'Diesen Freigabelink gibt es nicht. Bitten Sie um einen neuen.'],
  ])('says in %s why a refused link (%s) does not open', async (language, code, status, text) => {
    await i18n.changeLanguage(language);
    view = [status, { error: 'refused', code }];
    openLink();

    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /HDL Cholesterol/ })).toBeNull();
  });

  it('asks for the whole link when the address holds no token, without asking the server', async () => {
    renderApp('/shared');

    expect(
      await screen.findByText('This address holds no share link. Ask for the complete link.'),
    ).toBeTruthy();
    expect(server.requests.filter((request) => request.url.startsWith('/v1/shared'))).toEqual([]);
  });
});
