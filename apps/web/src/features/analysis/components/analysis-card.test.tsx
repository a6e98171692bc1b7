import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotificationStore } from '../../../stores/notification-store';
import { renderUi } from '../../../test/render-ui';
import { sampleSummary } from '../../../test/sample-api';
import { sendJson, startTestServer } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { vi } from 'vitest';
import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { AnalysisCard, concerningItems } from './analysis-card';

let server: TestServer;
let markStatus: number;

beforeEach(async () => {
  markStatus = 200;
  server = await startTestServer((_request, response) => {
    if (markStatus === 200) sendJson(response, 200, { success: true, id: 's1', is_read: true });
    else sendJson(response, markStatus, { error: 'Database unavailable' });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useNotificationStore.setState({ notifications: [] });
});

afterEach(async () => {
  await server.close();
});

function renderCard(summary: BiomarkersSummary | null) {
  return renderUi(<AnalysisCard summary={summary} />).user;
}

const messages = () =>
  useNotificationStore.getState().notifications.map((n) => `${n.type}: ${n.message}`);

describe('the analysis card', () => {
  it('is hidden when the summary says nothing, or there is none', () => {
    const empty = sampleSummary();
    empty.data = {
      ...empty.data,
      concerning_biomarkers: '',
      insights: '',
      next_recommended_test_date: '',
      overall_impression: '',
    };
    renderCard(empty);
    expect(screen.queryByRole('heading', { name: 'Analysis' })).toBeNull();
    renderCard(null);
    expect(screen.queryByRole('heading', { name: 'Analysis' })).toBeNull();
  });

  it('shows Insights and the Unread badge, the rest only after Show more', async () => {
    const user = renderCard(sampleSummary());
    expect(screen.getByRole('heading', { name: 'Analysis' })).toBeTruthy();
    expect(screen.getByText('Unread')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Insights' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Concerning Biomarkers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Overall Impression' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'LDL Cholesterol 162 mg/dL (High)',
      'Triglycerides 230 mg/dL (High)',
    ]);
    expect(screen.getByRole('heading', { name: 'Overall Impression' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Next Recommended Test Date' })).toBeTruthy();
    expect(screen.getByText('Sep 1, 2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByRole('heading', { name: 'Concerning Biomarkers' })).toBeNull();
  });

  it('offers no Show more when only Insights exist', () => {
    const onlyInsights = sampleSummary();
    onlyInsights.data = {
      ...onlyInsights.data,
      concerning_biomarkers: '',
      next_recommended_test_date: '',
      overall_impression: '',
    };
    renderCard(onlyInsights);
    expect(screen.getByRole('heading', { name: 'Insights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('marks an unread summary read on the first expansion only', async () => {
    const user = renderCard(sampleSummary());
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => {
      expect(messages()).toEqual(['success: Summary marked as read']);
    });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /v1/health/biomarker/summary/s1/read',
    ]);

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(server.requests).toHaveLength(1);
  });

  it('makes no call for a summary already read', async () => {
    const user = renderCard(sampleSummary({ is_read: true }));
    expect(screen.queryByText('Unread')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(server.requests).toHaveLength(0);
  });

  it('warns with the server’s reason when marking fails', async () => {
    markStatus = 500;
    const user = renderCard(sampleSummary());
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => {
      expect(messages()).toEqual(['warning: Failed to mark summary as read: Database unavailable']);
    });
  });

  it('makes no call without a summary id and says there is no summary', async () => {
    const user = renderCard(sampleSummary({ id: '' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => {
      expect(messages()).toEqual(['warning: Failed to mark summary as read: No summary available']);
    });
    expect(server.requests).toHaveLength(0);
  });
});

it('splits the concerning biomarkers on semicolons', () => {
  expect(concerningItems('A 1; B 2 ;; C')).toEqual(['A 1', 'B 2', 'C']);
  expect(concerningItems('')).toEqual([]);
});
