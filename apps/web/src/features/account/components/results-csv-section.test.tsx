import type { CsvPreviewResponse } from '@labtrail/contract/results-csv';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { useNotificationStore } from '../../../stores/notification-store';
import { ResultsCsvSection } from './results-csv-section';

const FILE_TEXT = 'date,biomarker,value,unit\n2025-03-01,Glucose,5.4,mmol/L\n2025-03-01,Foo,1,mg\n';

const PREVIEW: CsvPreviewResponse = {
  rows: [
    {
      line: 2,
      date: '2025-03-01',
      biomarker_id: 211,
      biomarker_name: 'Glucose',
      value: 97.3,
      unit: 'mg/dL',
      printed: { name: 'Glucose', value: '5.4', unit: 'mmol/L' },
    },
    {
      line: 4,
      date: '2025-03-01',
      biomarker_id: 301,
      biomarker_name: 'C-Reactive Protein',
      value: 0.5,
      comparator: '<',
      unit: 'mg/L',
      printed: { name: 'CRP', value: '<0.5', unit: 'mg/L' },
    },
  ],
  unmatched: [
    { line: 3, text: '2025-03-01,Foo,1,mg', reason: "'Foo' is not a biomarker Labtrail knows" },
  ],
  already_present: 1,
};

let server: TestServer;
let previewAnswer: [number, unknown];

beforeEach(async () => {
  previewAnswer = [200, PREVIEW];
  useNotificationStore.setState({ notifications: [] });
  server = await startSampleApi({
    'GET /v1/user/export/csv': (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      response.end('date,biomarker\r\n');
    },
    'POST /v1/user/import/csv/preview': (_request, response) => {
      sendJson(response, ...previewAnswer);
    },
    'POST /v1/user/import/csv': (_request, response) => {
      sendJson(response, 200, { added: 2, already_present: 1, unmatched: 1 });
    },
  });
});

afterEach(async () => {
  await server.close();
});

const notifications = () =>
  useNotificationStore.getState().notifications.map(({ type, message }) => ({ type, message }));

const requestsTo = (url: string) => server.requests.filter((request) => request.url === url);

async function chooseFile(user: ReturnType<typeof renderUi>['user']) {
  const file = new File([FILE_TEXT], 'results.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Import results from CSV'), file);
  return screen.findByRole('region', { name: 'What the file adds' });
}

describe('results as CSV on the account dialog', () => {
  it('previews a chosen file, then adds its results and refreshes everything', async () => {
    const { user, fullRefresh } = renderUi(<ResultsCsvSection />);

    const preview = await chooseFile(user);

    expect(JSON.parse(requestsTo('/v1/user/import/csv/preview')[0]?.body ?? '')).toEqual({
      csv: FILE_TEXT,
    });
    const cells = within(preview)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Date', 'Biomarker', 'Value'],
      ['Mar 1, 2025', 'Glucose', '97.3 mg/dL'],
      ['Mar 1, 2025', 'C-Reactive Protein', '<0.5 mg/L'],
    ]);
    expect(
      within(preview).getByText(
        '2 results will be added; 1 lines cannot be matched; 1 are already in your history.',
      ),
    ).toBeTruthy();
    expect(
      within(preview).getByText("Line 3: 'Foo' is not a biomarker Labtrail knows"),
    ).toBeTruthy();
    expect(requestsTo('/v1/user/import/csv')).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Add 2 results' }));

    await waitFor(() => {
      expect(notifications()).toEqual([{ type: 'success', message: '2 results added' }]);
    });
    expect(JSON.parse(requestsTo('/v1/user/import/csv')[0]?.body ?? '')).toEqual({
      csv: FILE_TEXT,
    });
    expect(fullRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'What the file adds' })).toBeNull();
  });

  it('adds nothing when the person cancels', async () => {
    const { user, fullRefresh } = renderUi(<ResultsCsvSection />);
    const preview = await chooseFile(user);

    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('region', { name: 'What the file adds' })).toBeNull();
    expect(requestsTo('/v1/user/import/csv')).toEqual([]);
    expect(fullRefresh).not.toHaveBeenCalled();
  });

  it('says in the interface’s words why a file was refused', async () => {
    previewAnswer = [400, { error: 'The dates can be read both ways', code: 'ambiguous_dates' }];
    const { user } = renderUi(<ResultsCsvSection />);

    await user.upload(
      screen.getByLabelText('Import results from CSV'),
      new File([FILE_TEXT], 'results.csv', { type: 'text/csv' }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The dates can be read day first and month first (05/04/2024). Please write them as YYYY-MM-DD and import the file again.',
    );
    expect(screen.queryByRole('region', { name: 'What the file adds' })).toBeNull();
  });

  it('downloads the results as a CSV file', async () => {
    // jsdom has no object URLs; the browser's download is what is checked here.
    URL.createObjectURL = vi.fn(() => 'blob:results');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = renderUi(<ResultsCsvSection />);

    await user.click(screen.getByRole('button', { name: 'Download results as CSV' }));

    await waitFor(() => {
      expect(notifications()).toEqual([
        { type: 'success', message: 'Your results were downloaded' },
      ]);
    });
    expect(clicked).toEqual([expect.stringMatching(/^labtrail-results-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(requestsTo('/v1/user/export/csv')).toHaveLength(1);
  });
});
