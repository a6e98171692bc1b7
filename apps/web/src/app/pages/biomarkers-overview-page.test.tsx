import type { Biomarker } from '@labtrail/contract/biomarkers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import {
  sampleAnswers,
  sampleBiomarker,
  sampleCategory,
  sampleDocuments,
  sampleSummary,
  startSampleApi,
} from '../../test/sample-api';
import { sendJson } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { renderApp } from '../testing/render-app';

type Answer = ReturnType<typeof sampleAnswers>;

let server: TestServer;
let releaseSummary: () => void;
/** How the biomarkers and the documents are answered; the samples unless a test says otherwise. */
let answerBiomarkers: Answer | undefined;
let answerDocuments: Answer | undefined;

beforeEach(async () => {
  useAuthStore.setState({ authIsUserAuthenticated: true });
  answerBiomarkers = undefined;
  answerDocuments = undefined;
  const summaryHeld = new Promise<void>((resolve) => {
    releaseSummary = resolve;
  });
  const samples = sampleAnswers();
  server = await startSampleApi({
    'GET /v1/health/biomarker/summary': (_request, response) => {
      void summaryHeld.then(() => {
        sendJson(response, 200, sampleSummary());
      });
    },
    'GET /v1/health/biomarkers': (request, response) => {
      (answerBiomarkers ?? samples)(request, response);
    },
    'GET /v1/user/documents': (request, response) => {
      (answerDocuments ?? samples)(request, response);
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

  it('reads a biomarker listed without a value as having no data, in rows, counts and chart', async () => {
    const withoutValue: Omit<Biomarker, 'value'> & Partial<Biomarker> = sampleBiomarker({
      biomarker_id: 107,
      biomarker_name: 'Lipoprotein(a)',
      in_range: false,
    });
    delete withoutValue.value;
    answerBiomarkers = (_request, response) => {
      sendJson(response, 200, [
        {
          ...sampleCategory(),
          biomarkers: [
            sampleBiomarker({ value: 162, in_range: false, user_biomarker_id: 'r2' }),
            withoutValue,
          ],
        },
      ]);
    };
    releaseSummary();
    const { user } = renderApp('/biomarkers');

    await screen.findByRole('heading', { name: 'Heart Health' });
    expect(
      screen.getByRole('img', { name: '0 in range, 1 out of range, 1 with no data' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('1 of 2 biomarkers with data').textContent).toBe('1/2');
    const rows = () => screen.getAllByRole('link', { name: /Cholesterol|Lipoprotein/ });
    expect(rows().map((row) => row.textContent)).toEqual(['LDL CholesterolOut of Range162 mg/dL']);
    await user.click(screen.getByRole('button', { name: 'Show biomarkers with no data' }));
    expect(rows().map((row) => row.textContent)).toEqual([
      'LDL CholesterolOut of Range162 mg/dL',
      'Lipoprotein(a)No Data',
    ]);
  });

  it('keeps documents and the analysis when biomarkers fail to load, and loads them on Try again', async () => {
    // A 4xx, which the app does not retry by itself, so the failure shows at once.
    answerBiomarkers = (_request, response) => {
      response.writeHead(429);
      response.end();
    };
    answerDocuments = (_request, response) => {
      sendJson(response, 200, sampleDocuments());
    };
    releaseSummary();
    const { user } = renderApp('/biomarkers');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch biomarkers');
    const side = screen.getByRole('complementary', { name: 'My Documents' });
    expect(await within(side).findByText('March panel')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Analysis' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Heart Health' })).toBeNull();

    answerBiomarkers = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Heart Health' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Biomarkers', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Failed to fetch biomarkers')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(side).getByText('March panel')).toBeTruthy();
  });
});
