import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { useAuthStore } from '../stores/auth-store';
import { useRefreshStore } from '../stores/refresh-store';
import { sampleDocuments, startSampleApi } from '../test/sample-api';
import { sendJson } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { createQueryClient } from './query-client';
import { renderApp } from './testing/render-app';

function retryOf(): (failureCount: number, error: Error) => boolean {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is not a function');
  return retry;
}

describe('query client defaults', () => {
  it('does not retry a 4xx answer', () => {
    expect(retryOf()(0, new ApiError('Not found', 404))).toBe(false);
    expect(retryOf()(0, new ApiError('Session expired', 401))).toBe(false);
  });

  it('retries server errors and lost connections a few times', () => {
    const retry = retryOf();
    expect(retry(0, new ApiError('Failed to fetch biomarkers', 500))).toBe(true);
    expect(retry(0, new ApiError('fetch failed'))).toBe(true);
    expect(retry(3, new ApiError('Failed to fetch biomarkers', 500))).toBe(false);
  });

  it('does not refetch when the window regains focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});

describe('a failed documents load', () => {
  let server: TestServer;
  let failing: boolean;

  beforeEach(async () => {
    failing = true;
    server = await startSampleApi({
      'GET /v1/user/documents': (_request, response) => {
        if (failing) sendJson(response, 500, { error: 'Failed to fetch documents' });
        else sendJson(response, 200, sampleDocuments());
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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

  const documentLoads = () =>
    server.requests.filter((request) => request.url === '/v1/user/documents').length;

  it('is one request, shown at once, until the person presses Try again', async () => {
    const { user } = renderApp('/biomarkers');
    const documents = await screen.findByRole('complementary', { name: 'My Documents' });
    expect(await within(documents).findByText('Failed to fetch documents')).toBeTruthy();

    // An automatic retry would come a second after the failure.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(documentLoads()).toBe(1);

    failing = false;
    await user.click(within(documents).getByRole('button', { name: 'Try again' }));

    expect(await within(documents).findByText('March panel')).toBeTruthy();
    expect(within(documents).queryByText('Failed to fetch documents')).toBeNull();
    expect(documentLoads()).toBe(2);
  }, 15_000);

  it('is not asked for again when My Documents appears after it failed', async () => {
    const { router } = renderApp({ pathname: '/biomarker', state: { biomarker_id: 102 } });
    expect(await screen.findByRole('heading', { name: 'LDL Cholesterol', level: 1 })).toBeTruthy();
    await vi.waitFor(() => {
      expect(useRefreshStore.getState().appRefreshedLastTime).not.toBeNull();
    });

    await act(async () => {
      await router.navigate('/biomarkers');
    });

    const documents = await screen.findByRole('complementary', { name: 'My Documents' });
    expect(await within(documents).findByText('Failed to fetch documents')).toBeTruthy();
    expect(documentLoads()).toBe(1);
  });
});
