import type { HistoricalTest } from '@labtrail/contract/biomarkers';
import type { ResultChange, ValueSnapshot } from '@labtrail/contract/review';
import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { ChangeTrailCard } from './change-trail-card';

function glucose(value: number, testDate = '2026-03-04'): ValueSnapshot {
  return { value, value_text: null, comparator: null, unit: 'mmol/L', test_date: testDate };
}

function change(overrides: Partial<ResultChange>): ResultChange {
  return {
    change_id: 'c1',
    kind: 'corrected',
    at: '2026-03-05T12:00:00.000Z',
    by: 'you',
    reason: null,
    document_id: 'doc-1',
    document_name: 'March panel',
    biomarker_id: 211,
    biomarker_name: 'Glucose',
    printed_name: null,
    before: null,
    after: null,
    ...overrides,
  };
}

/** One change of each kind, newest first as the server answers. */
const CHANGES: ResultChange[] = [
  change({
    change_id: 'mapped',
    kind: 'mapped',
    at: '2026-03-09T12:00:00.000Z',
    printed_name: 'Glukose nüchtern',
    after: glucose(5.1),
  }),
  change({
    change_id: 'restored',
    kind: 'restored',
    at: '2026-03-08T12:00:00.000Z',
    after: glucose(6.6),
  }),
  change({
    change_id: 'dismissed',
    kind: 'dismissed',
    at: '2026-03-07T12:00:00.000Z',
    reason: 'not my sample <b>really</b> & <doc>x</doc>',
    before: glucose(6.6),
  }),
  change({
    change_id: 'redated',
    at: '2026-03-06T12:00:00.000Z',
    document_id: 'doc-2',
    document_name: 'April panel',
    before: glucose(4.5, '2026-03-04'),
    after: glucose(4.5, '2026-03-03'),
  }),
  change({
    change_id: 'corrected',
    reason: 'typo',
    before: glucose(5.4),
    after: glucose(4.5),
  }),
];

const FLAGGED: HistoricalTest = {
  id: 'g7',
  test_date: '2026-02-01T00:00:00.000Z',
  value: 9.9,
  comparator: null,
  value_text: null,
  in_range: false,
  value_label: 'High',
  unit: 'mmol/L',
  source: 'document',
  flagged: true,
  flag_cause: 'The result is incorrect',
  document_id: 'doc-1',
  document_name: 'March panel',
  page: 2,
  corrected: false,
  lab: null,
  method: null,
  printed_unit: null,
  printed_range: null,
  break_before: null,
};

let server: TestServer;
let answer: (response: ServerResponse) => void;

beforeEach(async () => {
  answer = (response) => {
    sendJson(response, 200, CHANGES);
  };
  server = await startSampleApi({
    'GET /v1/health/changes': (_request, response) => {
      answer(response);
    },
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

/** The trail's items, newest first, each as its text and the addresses it links to. */
async function trail() {
  const card = await screen.findByRole('region', { name: /^(Changes|Änderungen)$/ });
  await waitFor(() => {
    expect(within(card).queryByRole('status')).toBeNull();
  });
  const list = within(card).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      links: [...item.querySelectorAll('a')].map((link) => link.getAttribute('href')),
    }));
}

describe('the trail of changes on the detail screen', () => {
  it('tells each change as a sentence, newest first, then the flagged values', async () => {
    renderUi(<ChangeTrailCard biomarkerId={211} tests={[FLAGGED]} />);

    expect(await trail()).toEqual([
      {
        text: "Mar 9, 2026: you mapped 'Glukose nüchtern' in March panel to Glucose",
        links: ['/documents/doc-1/review'],
      },
      {
        text: 'Mar 8, 2026: you restored 6.6 mmol/L from March panel',
        links: ['/documents/doc-1/review'],
      },
      {
        text: 'Mar 7, 2026: you dismissed 6.6 mmol/L from March panel: not my sample <b>really</b> & <doc>x</doc>',
        links: ['/documents/doc-1/review'],
      },
      {
        text: 'Mar 6, 2026: you corrected 4.5 mmol/L of Mar 4, 2026 → 4.5 mmol/L of Mar 3, 2026 in April panel',
        links: ['/documents/doc-2/review'],
      },
      {
        text: 'Mar 5, 2026: you corrected 5.4 → 4.5 mmol/L in March panel (typo)',
        links: ['/documents/doc-1/review'],
      },
      {
        text: 'You flagged 9.9 mmol/L of Feb 1, 2026 as inaccurate: The result is incorrect · from: March panel, page 2',
        links: ['/documents/doc-1/review?result=g7'],
      },
    ]);
    expect(server.requests.map((request) => request.url)).toContain(
      '/v1/health/changes?biomarker_id=211',
    );
    expect(screen.getAllByRole('link', { name: 'March panel' })).toHaveLength(4);
  });

  it('tells them in German', async () => {
    await i18n.changeLanguage('de');
    renderUi(<ChangeTrailCard biomarkerId={211} tests={[FLAGGED]} />);

    expect((await trail()).map(({ text }) => text)).toEqual([
      '9. März 2026: Sie haben „Glukose nüchtern“ in March panel Glucose zugeordnet',
      '8. März 2026: Sie haben 6,6 mmol/L aus March panel wiederhergestellt',
      '7. März 2026: Sie haben 6,6 mmol/L aus March panel verworfen: not my sample <b>really</b> & <doc>x</doc>',
      '6. März 2026: Sie haben 4,5 mmol/L vom 4. März 2026 → 4,5 mmol/L vom 3. März 2026 in April panel korrigiert',
      '5. März 2026: Sie haben 5,4 → 4,5 mmol/L in March panel korrigiert (typo)',
      'Sie haben 9,9 mmol/L vom 1. Feb. 2026 als ungenau markiert: Das Ergebnis ist falsch · Quelle: March panel, Seite 2',
    ]);
  });

  it('shows that it loads, then shows the trail', async () => {
    let release: () => void = () => undefined;
    answer = (response) => {
      release = () => {
        sendJson(response, 200, CHANGES.slice(0, 1));
      };
    };
    renderUi(<ChangeTrailCard biomarkerId={211} tests={[]} />);

    const card = await screen.findByRole('region', { name: 'Changes' });
    expect(within(card).getByRole('status').textContent).toBe('Loading');
    await waitFor(() => {
      expect(server.requests.map((request) => request.url)).toContain(
        '/v1/health/changes?biomarker_id=211',
      );
    });
    release();

    expect((await trail()).map(({ text }) => text)).toEqual([
      "Mar 9, 2026: you mapped 'Glukose nüchtern' in March panel to Glucose",
    ]);
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('says when the trail cannot be read, and still tells the flagged values', async () => {
    answer = (response) => {
      sendJson(response, 500, {});
    };
    renderUi(<ChangeTrailCard biomarkerId={211} tests={[FLAGGED]} />);

    const card = await screen.findByRole('region', { name: 'Changes' });
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Failed to fetch your changes',
    );
    expect((await trail()).map(({ text }) => text)).toEqual([
      'You flagged 9.9 mmol/L of Feb 1, 2026 as inaccurate: The result is incorrect · from: March panel, page 2',
    ]);
  });
});
