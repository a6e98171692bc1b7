import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { sampleSummary, startSampleApi } from '../../test/sample-api';
import { sendJson } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { renderApp } from '../testing/render-app';

let server: TestServer;
let releaseSummary: () => void;

beforeEach(async () => {
  useAuthStore.setState({ authIsUserAuthenticated: true });
  const summaryHeld = new Promise<void>((resolve) => {
    releaseSummary = resolve;
  });
  server = await startSampleApi({
    'GET /v1/health/biomarker/summary': (_request, response) => {
      void summaryHeld.then(() => {
        sendJson(response, 200, sampleSummary());
      });
    },
  });
});

afterEach(async () => {
  releaseSummary();
  await server.close();
});

describe('the biomarkers overview', () => {
  it('shows a 50px spinner until biomarkers and summaries have both arrived', async () => {
    renderApp('/biomarkers');
    const loadingScreen = () =>
      screen
        .queryAllByText('Loading')
        .map((label) => label.closest<HTMLElement>('[role="status"]'))
        .find((spinner) => spinner?.style.width === '50px');
    await waitFor(() => {
      expect(loadingScreen()).toBeDefined();
    });
    expect(screen.queryByRole('heading', { name: 'Biomarkers' })).toBeNull();

    releaseSummary();
    expect(await screen.findByRole('heading', { name: 'Biomarkers' })).toBeTruthy();
    expect(loadingScreen()).toBeUndefined();
  });

  it('puts the chart, the analysis and the categories in the main column and documents beside it', async () => {
    releaseSummary();
    renderApp('/biomarkers');
    await screen.findByRole('heading', { name: 'Biomarkers' });
    expect(screen.getByText('2/4')).toBeTruthy();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Analysis', 'Heart Health', 'Thyroid', 'My Documents']);
    const side = screen.getByRole('complementary', { name: 'My Documents' });
    expect(within(side).queryByRole('heading', { name: 'Heart Health' })).toBeNull();
    // The category with a summary offers it; the other does not.
    expect(screen.getAllByRole('button', { name: 'View Summary & Recommendations' })).toHaveLength(
      1,
    );
  });
});
