import type { NextTest } from '@labtrail/contract/summaries';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { sampleHealthSummary, startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { NextTestsCard } from './next-tests-card';

let server: TestServer | undefined;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await i18n.changeLanguage('us');
});

function nextTest(overrides: Partial<NextTest>): NextTest {
  return {
    biomarker_id: 102,
    biomarker_name: 'LDL Cholesterol',
    due_date: '2026-09-01',
    reason: 'far_out_of_range',
    overdue: false,
    ...overrides,
  };
}

/** Seven biomarkers due, soonest first, as the roadmap lists them. */
const SEVEN_DUE: NextTest[] = [
  nextTest({
    biomarker_id: 1,
    biomarker_name: 'Hemoglobin',
    due_date: '2026-06-15',
    reason: 'critical',
  }),
  nextTest({
    biomarker_id: 2,
    biomarker_name: 'Ferritin',
    due_date: '2026-06-15',
    reason: 'routine',
    overdue: true,
  }),
  nextTest({
    biomarker_id: 102,
    biomarker_name: 'LDL Cholesterol',
    due_date: '2026-09-01',
    reason: 'far_out_of_range',
  }),
  nextTest({
    biomarker_id: 4,
    biomarker_name: 'HbA1c',
    due_date: '2026-09-01',
    reason: 'worsening',
  }),
  nextTest({
    biomarker_id: 5,
    biomarker_name: 'Triglycerides',
    due_date: '2026-12-01',
    reason: 'out_of_range',
  }),
  nextTest({
    biomarker_id: 6,
    biomarker_name: 'HDL Cholesterol',
    due_date: '2027-06-01',
    reason: 'routine',
  }),
  nextTest({ biomarker_id: 7, biomarker_name: 'TSH', due_date: '2027-06-01', reason: 'routine' }),
];

async function renderWithRoadmap(nextTests: NextTest[]) {
  server = await startSampleApi({
    'GET /v1/roadmap/health-summary': (_request, response) => {
      sendJson(response, 200, sampleHealthSummary({ next_tests: nextTests }));
    },
  });
  return renderUi(<NextTestsCard />);
}

const rows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the next tests card', () => {
  it('shows the five due soonest with date and reason in words, the rest behind "and 2 more"', async () => {
    const { user } = await renderWithRoadmap(SEVEN_DUE);
    expect(await screen.findByRole('heading', { name: 'Next Tests' })).toBeTruthy();
    expect(rows()).toEqual([
      'HemoglobinJun 15, 2026Critical value — seek medical care today',
      'FerritinJun 15, 2026Overdue',
      'LDL CholesterolSep 1, 2026Far out of range — retest in 3 months',
      'HbA1cSep 1, 2026Out of range and worsening — retest in 3 months',
      'TriglyceridesDec 1, 2026Out of range — retest in 6 months',
    ]);

    await user.click(screen.getByRole('button', { name: 'and 2 more' }));
    expect(rows()).toHaveLength(7);
    expect(rows().at(-1)).toBe('TSHJun 1, 2027In range — retest in 12 months');

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(rows()).toHaveLength(5);
  });

  it('marks a value that needs a doctor within 1–2 days as pressing, in words', async () => {
    const prompt = nextTest({
      biomarker_id: 8,
      biomarker_name: 'Potassium',
      due_date: '2026-06-03',
      reason: 'prompt',
    });
    await renderWithRoadmap([prompt]);
    await screen.findByRole('heading', { name: 'Next Tests' });
    expect(rows()).toEqual([
      'PotassiumJun 3, 2026Needs a doctor within 1–2 days — contact your doctor now',
    ]);
    expect(
      screen.getByText('Needs a doctor within 1–2 days — contact your doctor now').className,
    ).toContain('next-tests__reason--pressing');

    await server?.close();
    await i18n.changeLanguage('de');
    await renderWithRoadmap([prompt]);
    await screen.findByRole('heading', { name: 'Nächste Tests' });
    expect(rows().at(-1)).toBe(
      'Potassium3. Juni 2026Innerhalb von 1–2 Tagen ärztlich abklären lassen — wenden Sie sich jetzt an Ihre Ärztin oder Ihren Arzt',
    );
  });

  it('offers no "more" when five or fewer are due', async () => {
    await renderWithRoadmap(SEVEN_DUE.slice(0, 5));
    await screen.findByRole('heading', { name: 'Next Tests' });
    expect(rows()).toHaveLength(5);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a biomarker’s detail page from its name', async () => {
    const { user, router } = await renderWithRoadmap(SEVEN_DUE);
    await user.click(await screen.findByRole('link', { name: 'LDL Cholesterol' }));
    expect(router.state.location.pathname).toBe('/biomarker');
    expect(router.state.location.state).toEqual({ biomarker_id: 102 });
  });

  it('is hidden while nothing has been measured', async () => {
    const { queryClient } = await renderWithRoadmap([]);
    await vi.waitFor(() => {
      expect(server?.requests.map((request) => request.url)).toContain(
        '/v1/roadmap/health-summary',
      );
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(screen.queryByRole('heading', { name: 'Next Tests' })).toBeNull();
  });

  it('speaks German in the German interface', async () => {
    await i18n.changeLanguage('de');
    const { user } = await renderWithRoadmap(SEVEN_DUE);
    expect(await screen.findByRole('heading', { name: 'Nächste Tests' })).toBeTruthy();
    expect(rows().slice(0, 2)).toEqual([
      'Hemoglobin15. Juni 2026Kritischer Wert — heute ärztliche Hilfe suchen',
      'Ferritin15. Juni 2026Überfällig',
    ]);
    expect(rows()[4]).toBe(
      'Triglycerides1. Dez. 2026Außerhalb des Referenzbereichs — Kontrolle in 6 Monaten',
    );
    await user.click(screen.getByRole('button', { name: 'und 2 weitere' }));
    expect(rows()).toHaveLength(7);
  });

  it('names a next step that is not a retest, pressing when it is due now, in English and German', async () => {
    const steps = [
      nextTest({
        biomarker_id: 1801,
        biomarker_name: 'HIV-1/2 Antigen/Antibody Screen',
        due_date: '2026-11-28',
        reason: 'confirm',
      }),
      nextTest({
        biomarker_id: 1908,
        biomarker_name: 'hCG',
        due_date: '2026-11-28',
        reason: 'pregnancy_test',
      }),
      nextTest({
        biomarker_id: 1910,
        biomarker_name: 'Fecal Immunochemical Test (FIT)',
        due_date: '2026-12-20',
        reason: 'colonoscopy',
      }),
    ];
    await renderWithRoadmap(steps);
    await screen.findByRole('heading', { name: 'Next Tests' });
    expect(rows()).toEqual([
      'HIV-1/2 Antigen/Antibody ScreenNov 28, 2026Needs further testing now, not a retest — contact your doctor within 1–2 days',
      'hCGNov 28, 2026Raised hCG — a pregnancy test first',
      'Fecal Immunochemical Test (FIT)Dec 20, 2026Positive stool test — colonoscopy within weeks, not a repeat test',
    ]);
    expect(
      screen
        .getByText(/^Needs further testing now/u)
        .classList.contains('next-tests__reason--pressing'),
    ).toBe(true);

    await i18n.changeLanguage('de');
    expect(rows()).toEqual([
      'HIV-1/2 Antigen/Antibody Screen28. Nov. 2026Weiterführende Untersuchung jetzt nötig, keine Kontrolle — innerhalb von 1–2 Tagen ärztlich abklären lassen',
      'hCG28. Nov. 2026Erhöhtes hCG — zuerst ein Schwangerschaftstest',
      'Fecal Immunochemical Test (FIT)20. Dez. 2026Positiver Stuhltest — Darmspiegelung in den nächsten Wochen, kein erneuter Stuhltest',
    ]);
  });

  it('says "Failed to fetch health summary" when the roadmap cannot be loaded', async () => {
    server = await startSampleApi({
      'GET /v1/roadmap/health-summary': (_request, response) => {
        sendJson(response, 500, {});
      },
    });
    renderUi(<NextTestsCard />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch health summary');
    expect(screen.getByRole('heading', { name: 'Next Tests' })).toBeTruthy();
  });

  it('says the server’s reason when it gives one', async () => {
    server = await startSampleApi({
      'GET /v1/roadmap/health-summary': (_request, response) => {
        sendJson(response, 503, { error: 'Database unavailable' });
      },
    });
    renderUi(<NextTestsCard />);
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });
});
