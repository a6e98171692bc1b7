import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_CHECK_INTERVAL_MS, REFRESH_MIN_GAP_MS } from '../lib/constants';
import { useFullRefresh } from '../lib/full-refresh';
import { useAuthStore } from '../stores/auth-store';
import { useRefreshStore } from '../stores/refresh-store';
import { renderUi } from '../test/render-ui';
import { startSampleApi } from '../test/sample-api';
import type { TestServer } from '../test/test-server';
import { RefreshLoop } from './refresh-loop';
import { renderApp } from './testing/render-app';

let server: TestServer;

const loads = (path: string) => server.requests.filter((request) => request.url === path).length;

beforeEach(async () => {
  server = await startSampleApi();
  useAuthStore.setState({ authIsUserAuthenticated: true });
  useRefreshStore.setState({
    appRefreshedLastTime: null,
    scheduledRefreshes: [],
    isRefreshing: false,
  });
});

afterEach(async () => {
  await server.close();
});

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
}

describe('the refresh loop', () => {
  it('reloads biomarkers, history, summaries, the health roadmap and documents on entry', async () => {
    renderApp('/biomarkers');
    await screen.findByRole('heading', { name: 'Biomarkers' });
    expect(loads('/v1/health/biomarkers')).toBe(1);
    expect(loads('/v1/health/biomarkers/history')).toBe(1);
    expect(loads('/v1/health/biomarker/summary')).toBe(1);
    await vi.waitFor(() => {
      expect(loads('/v1/roadmap/health-summary')).toBe(1);
      expect(loads('/v1/user/documents')).toBe(1);
      // Set once all five answers are in, which may be after the last request was seen.
      expect(useRefreshStore.getState().appRefreshedLastTime).not.toBeNull();
    });
  });

  it('runs a scheduled refresh on the first 3-second check after its time, once 5 minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderApp('/biomarkers');
    await screen.findByRole('heading', { name: 'Biomarkers' });
    await settle();
    expect(loads('/v1/health/biomarkers')).toBe(1);

    act(() => {
      useRefreshStore.getState().scheduleRefresh(Date.now() + 60_000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + REFRESH_CHECK_INTERVAL_MS);
    });
    // Its time has come, but the refresh on entry was less than 5 minutes ago.
    expect(loads('/v1/health/biomarkers')).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_MIN_GAP_MS);
    });
    await settle();
    expect(loads('/v1/health/biomarkers')).toBe(2);
    expect(useRefreshStore.getState().scheduledRefreshes).toEqual([]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_MIN_GAP_MS * 2);
    });
    expect(loads('/v1/health/biomarkers')).toBe(2);
  });

  it('gives the pages a full refresh to ask for (after a value is submitted or deleted)', async () => {
    function AskForRefresh() {
      const fullRefresh = useFullRefresh();
      return (
        <button
          type="button"
          onClick={() => {
            void fullRefresh();
          }}
        >
          Refresh
        </button>
      );
    }
    const paths = [
      '/v1/health/biomarkers',
      '/v1/health/biomarkers/history',
      '/v1/health/biomarker/summary',
      '/v1/roadmap/health-summary',
      '/v1/user/documents',
    ];
    const { user } = renderUi(
      <RefreshLoop>
        <AskForRefresh />
      </RefreshLoop>,
    );
    await vi.waitFor(() => {
      expect(paths.map(loads)).toEqual([1, 1, 1, 1, 1]);
    });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await vi.waitFor(() => {
      expect(paths.map(loads)).toEqual([2, 2, 2, 2, 2]);
    });
  });
});
