import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
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
  await i18n.changeLanguage('us');
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

  // Issue 35 point 6: whatever a model slipped into its rewording, the card links nowhere.
  it('shows the analysis’ links as their words only, and no image or HTML at all', async () => {
    const tampered = sampleSummary();
    tampered.data = {
      ...tampered.data,
      urgent: '**Act:** [call us](https://evil.example/call) now',
      insights:
        'Your values. [verify your account](https://evil.example/login) <https://evil.example/x> ![pixel](https://evil.example/p.png) <img src="https://evil.example/i.png"> <a href="https://evil.example/a">here</a>',
      overall_impression: 'Discuss them. [Konto bestätigen](https://evil.example/de)',
    };
    const user = renderCard(tampered);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const card =
      screen.getByRole('heading', { name: 'Analysis' }).closest('section') ?? document.body;
    expect(card.querySelectorAll('a, img, script')).toHaveLength(0);
    expect(card.innerHTML).not.toContain('evil.example/login');
    expect(card.innerHTML).not.toContain('p.png');
    expect(card.textContent).toContain('verify your account');
    expect(card.textContent).toContain('call us');
    expect(card.textContent).toContain('Konto bestätigen');
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

  it('puts care needed today first, as an alert that collapsing never hides', async () => {
    const summary = sampleSummary();
    summary.data.urgent =
      '**Seek medical care today:** Potassium 6.8 mmol/L is at a critical limit; if you feel unwell, call emergency services.';
    const user = renderCard(summary);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Seek medical care today:');
    expect(alert.textContent).toContain('call emergency services');
    expect(alert.querySelector('strong')?.textContent).toBe('Seek medical care today:');
    const insights = screen.getByRole('heading', { name: 'Insights' });
    expect(alert.compareDocumentPosition(insights) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('alert')).toBe(alert);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('alert').textContent).toContain('Seek medical care today:');
  });

  it('shows care needed today even when the summary says nothing else', () => {
    const onlyUrgent = sampleSummary({ is_read: true });
    onlyUrgent.data = {
      ...onlyUrgent.data,
      urgent: '**Seek medical care today:** Glucose 25 mmol/L.',
      concerning_biomarkers: '',
      insights: '',
      next_recommended_test_date: '',
      overall_impression: '',
    };
    renderCard(onlyUrgent);
    expect(screen.getByRole('heading', { name: 'Analysis' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Glucose 25 mmol/L.');
  });

  it('shows no alert when nothing is critical, or in a summary written before alerts existed', () => {
    const { unmount } = renderUi(<AnalysisCard summary={sampleSummary()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    const older = sampleSummary();
    delete older.data.urgent;
    renderCard(older);
    expect(screen.getByRole('heading', { name: 'Insights' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the German text of care needed today in the German interface', async () => {
    await i18n.changeLanguage('de');
    const summary = sampleSummary();
    summary.data.urgent = '**Heute ärztliche Hilfe suchen:** Kalium 6,8 mmol/l.';
    renderCard(summary);
    expect(screen.getByRole('heading', { name: 'Analyse' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Heute ärztliche Hilfe suchen: Kalium 6,8 mmol/l.',
    );
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

describe('a long list in the Insights', () => {
  const twelve = Array.from(
    { length: 12 },
    (_, index) => `- Marker ${String(index + 1)} ${String(100 + index)} mg/dL, up from 90 mg/dL`,
  );
  const withList = (urgent = '') => {
    const summary = sampleSummary({ is_read: true });
    summary.data.urgent = urgent;
    summary.data.insights = [
      'You have results for **12 of 274** biomarkers.',
      'Moving the wrong way since the previous test:',
      twelve.join('\n'),
    ].join('\n\n');
    return summary;
  };
  const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  it('shows its three most telling items and "and 9 more", which expands it in place', async () => {
    const user = renderCard(withList());
    expect(items()).toEqual([
      'Marker 1 100 mg/dL, up from 90 mg/dL',
      'Marker 2 101 mg/dL, up from 90 mg/dL',
      'Marker 3 102 mg/dL, up from 90 mg/dL',
    ]);
    const more = screen.getByRole('button', { name: 'and 9 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await user.click(more);
    expect(items()).toHaveLength(12);
    expect(items().at(-1)).toBe('Marker 12 111 mg/dL, up from 90 mg/dL');
    expect(screen.getByRole('heading', { name: 'Insights' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Overall Impression' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(items()).toHaveLength(3);
  });

  it('says "und 9 weitere" in German', async () => {
    await i18n.changeLanguage('de');
    const user = renderCard(withList());
    await user.click(screen.getByRole('button', { name: 'und 9 weitere' }));
    expect(items()).toHaveLength(12);
  });

  it('shows a list with only one more item whole', () => {
    const summary = withList();
    summary.data.insights = twelve.slice(0, 4).join('\n');
    renderCard(summary);
    expect(items()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^and \d+ more$/ })).toBeNull();
  });

  it('never folds care needed today', () => {
    renderCard(withList(`**Seek medical care today:**\n\n${twelve.slice(0, 6).join('\n')}`));
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(6);
  });
});

it('splits the concerning biomarkers on semicolons', () => {
  expect(concerningItems('A 1; B 2 ;; C')).toEqual(['A 1', 'B 2', 'C']);
  expect(concerningItems('')).toEqual([]);
});
