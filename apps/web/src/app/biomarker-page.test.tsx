import type {
  BiomarkerCategory,
  HistoricalTest,
  HistoryResponse,
} from '@labtrail/contract/biomarkers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './testing/render-app';
import { i18n } from '../lib/i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import {
  SAMPLE_CATEGORIES,
  sampleBiomarker,
  sampleCategory,
  startSampleApi,
} from '../test/sample-api';
import { sendJson } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { sampleCrp, sampleHaemoglobin, sampleHbsag } from '../test/sample-ranges';

const HISTORY: HistoryResponse = {
  '102': [
    {
      id: 'r0',
      test_date: '2025-12-01T00:00:00.000Z',
      value: 140,
      comparator: null,
      value_text: null,
      in_range: false,
      value_label: 'High',
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
      id: 'r2',
      test_date: '2026-06-01T00:00:00.000Z',
      value: 162,
      comparator: null,
      value_text: null,
      in_range: false,
      value_label: 'High',
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
  ],
};

const VITALS: BiomarkerCategory = sampleCategory({
  category_id: 13,
  category: 'Vitals',
  biomarkers: [
    sampleBiomarker({
      biomarker_id: 1301,
      biomarker_name: 'Systolic Blood Pressure',
      unit: 'mmHg',
      loinc: ['8480-6'],
      value: 128,
      in_range: false,
      value_label: 'Elevated',
      labels: [
        { name: 'Normal', min: null, max: 120, class_range: 'normal', sort_order: 1 },
        { name: 'Elevated', min: 120, max: 130, class_range: 'elevated', sort_order: 2 },
        { name: 'High', min: 130, max: null, class_range: 'high', sort_order: 3 },
      ],
      desired_result: 'Normal',
    }),
    sampleBiomarker({
      biomarker_id: 1302,
      biomarker_name: 'Diastolic Blood Pressure',
      unit: 'mmHg',
      loinc: ['8462-4'],
    }),
  ],
});

const BLOOD: BiomarkerCategory = sampleCategory({
  category_id: 7,
  category: 'Blood Health',
  biomarkers: [
    sampleCrp({
      user_biomarker_id: 'c2',
      value: 5,
      value_comparator: '<',
      in_range: true,
      value_label: 'Normal',
    }),
    sampleHaemoglobin(
      {
        user_biomarker_id: 'h1',
        value: 13,
        in_range: false,
        value_label: 'Normal (women) / Low (men)',
        age_dependent: true,
      },
      { in_range: true, value_label: 'Normal' },
      { in_range: false, value_label: 'Low' },
    ),
  ],
});

const INFECTION: BiomarkerCategory = sampleCategory({
  category_id: 18,
  category: 'Infection and Immunity',
  biomarkers: [
    sampleHbsag({
      user_biomarker_id: 'b2',
      value: 2,
      value_text: 'Reactive',
      in_range: false,
      value_label: 'Reactive',
    }),
  ],
});

let server: TestServer;
let history: HistoryResponse;

beforeEach(async () => {
  useAuthStore.setState({ authIsUserAuthenticated: true });
  history = HISTORY;
  server = await startSampleApi({
    'GET /v1/health/biomarkers': (_request, response) => {
      sendJson(response, 200, [...SAMPLE_CATEGORIES, VITALS, BLOOD, INFECTION]);
    },
    'GET /v1/health/biomarkers/history': (_request, response) => {
      sendJson(response, 200, history);
    },
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

const open = (biomarkerId: number) =>
  renderApp({ pathname: '/biomarker', state: { biomarker_id: biomarkerId } });

describe('the biomarker detail screen', () => {
  it('sends a direct visit without a biomarker back to the list', async () => {
    const { router } = renderApp('/biomarker');
    expect(await screen.findByRole('heading', { name: 'Biomarkers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/biomarkers');
  });

  it('shows nothing but the way back for an unknown biomarker', async () => {
    open(999_999);
    expect(await screen.findByRole('link', { name: 'Biomarkers/' })).toBeTruthy();
    await screen.findByText('Labtrail');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the latest value, its history, its ranges and what it is', async () => {
    open(102);
    expect(await screen.findByRole('heading', { name: 'LDL Cholesterol', level: 1 })).toBeTruthy();
    expect(screen.getByText('Last Updated Jun 1, 2026')).toBeTruthy();
    expect(screen.getByText('Out of Range')).toBeTruthy();
    expect(screen.getAllByText('162 mg/dL').length).toBeGreaterThan(0);
    const chart = screen.getByRole('group', { name: 'LDL Cholesterol over time' });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((point) => point.getAttribute('aria-label')),
    ).toEqual(['Dec 1, 2025: 140 mg/dL', 'Jun 1, 2026: 162 mg/dL']);
    const ranges = screen.getByRole('heading', { name: 'Ranges' }).parentElement;
    const current = ranges?.querySelector('[aria-current="true"]');
    expect(current?.textContent).toContain('High');
    expect(current?.textContent).toContain('>100');
    expect(screen.getByText('What is it?')).toBeTruthy();
    expect(screen.getByText('Indicator for')).toBeTruthy();
    expect(screen.getByText('What test measures it?')).toBeTruthy();
  });

  it('prints bounds as the lab did in the status, the chart and the delete dialog', async () => {
    history = {
      '201': [
        {
          id: 'c1',
          test_date: '2026-03-01T00:00:00.000Z',
          value: 12,
          comparator: null,
          value_text: null,
          in_range: false,
          value_label: 'High',
          unit: 'mg/L',
          source: 'document',
          flagged: false,
          flag_cause: null,
          document_id: 'd1',
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
          id: 'c2',
          test_date: '2026-06-01T00:00:00.000Z',
          value: 5,
          comparator: '<',
          value_text: null,
          in_range: true,
          value_label: 'Normal',
          unit: 'mg/L',
          source: 'document',
          flagged: false,
          flag_cause: null,
          document_id: 'd2',
          document_name: null,
          page: null,
          corrected: false,
          lab: null,
          method: null,
          printed_unit: null,
          printed_range: null,
          break_before: null,
        },
      ],
    };
    const { user } = open(201);
    expect(
      await screen.findByRole('heading', { name: 'C-Reactive Protein', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('In Range')).toBeTruthy();
    const chart = screen.getByRole('group', { name: 'C-Reactive Protein over time' });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((point) => point.getAttribute('aria-label')),
    ).toEqual(['Mar 1, 2026: 12 mg/L', 'Jun 1, 2026: <5 mg/L']);
    expect(within(chart).getByText('<5 mg/L')).toBeTruthy();
    const ranges = screen.getByRole('heading', { name: 'Ranges' }).parentElement;
    expect(ranges?.querySelector('[aria-current="true"]')?.textContent).toContain('Normal');

    await user.click(screen.getByRole('button', { name: 'Entry menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Entry' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        /C-Reactive Protein <5 mg\/L, Jun 1, 2026/,
      ),
    ).toBeTruthy();
  });

  it('shows qualitative results by their words in the status, the chart and the delete dialog', async () => {
    const hbsag = (id: string, date: string, value: number, word: string, inRange: boolean) => ({
      id,
      test_date: `${date}T00:00:00.000Z`,
      value,
      comparator: null,
      value_text: word,
      in_range: inRange,
      value_label: inRange ? 'Non-reactive' : 'Reactive',
      unit: 'S/CO',
      source: 'document' as const,
      flagged: false,
      flag_cause: null,
      document_id: id,
      document_name: null,
      page: null,
      corrected: false,
      lab: null,
      method: null,
      printed_unit: null,
      printed_range: null,
      break_before: null,
    });
    history = {
      '1802': [
        hbsag('b1', '2026-03-01', 0, 'negative', true),
        hbsag('b2', '2026-06-01', 2, 'Reactive', false),
      ],
    };
    const { user } = open(1802);
    expect(
      await screen.findByRole('heading', { name: 'Hepatitis B Surface Antigen (HBsAg)', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Out of Range')).toBeTruthy();
    expect(document.querySelector('.value-status__value')?.textContent).toBe('Reactive');
    const chart = screen.getByRole('group', {
      name: 'Hepatitis B Surface Antigen (HBsAg) over time',
    });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((point) => point.getAttribute('aria-label')),
    ).toEqual(['Mar 1, 2026: Negative', 'Jun 1, 2026: Reactive']);
    expect(chart.textContent).not.toContain('S/CO');

    await user.click(screen.getByRole('button', { name: 'Entry menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Entry' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        /Hepatitis B Surface Antigen \(HBsAg\) Reactive, Jun 1, 2026/,
      ),
    ).toBeTruthy();
  });

  it('shows women’s and men’s ranges, and that the range depends on age', async () => {
    open(601);
    expect(await screen.findByRole('heading', { name: 'Haemoglobin', level: 1 })).toBeTruthy();
    expect(screen.getByText('Normal (women) / Low (men)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Women' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Men' })).toBeTruthy();
    expect(
      screen.getByText('Ranges differ for women and men; which applies depends on your sex.'),
    ).toBeTruthy();
    expect(
      screen.getByText("This range depends on age; your lab's printed range for your age applies."),
    ).toBeTruthy();
  });

  it('offers Delete Entry only when there is history', async () => {
    const { user, unmount } = open(102);
    await user.click(await screen.findByRole('button', { name: 'Entry menu' }));
    expect(screen.getByRole('menuitem', { name: 'Edit Entry' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete Entry' })).toBeTruthy();
    unmount();

    const second = open(107);
    expect(await screen.findByText('No Data')).toBeTruthy();
    await second.user.click(screen.getByRole('button', { name: 'Entry menu' }));
    expect(screen.getByRole('menuitem', { name: 'Edit Entry' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete Entry' })).toBeNull();
  });

  it('shows systolic and diastolic together as Blood Pressure, editing without a date', async () => {
    const { user } = open(1302);
    expect(await screen.findByRole('heading', { name: 'Blood Pressure', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Systolic Blood Pressure' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Diastolic Blood Pressure' })).toBeTruthy();
    expect(screen.getByText('128 mmHg')).toBeTruthy();
    expect(screen.getByText('No Data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Systolic Blood Pressure' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/date/i)).toBeNull();
  });
});

/** An LDL value as the history gives it; typed in by hand unless the overrides say otherwise. */
function ldl(overrides: Partial<HistoricalTest>): HistoricalTest {
  return {
    id: 'r1',
    test_date: '2026-01-01T00:00:00.000Z',
    value: 120,
    comparator: null,
    value_text: null,
    in_range: false,
    value_label: 'High',
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
    ...overrides,
  };
}

/** One value of each kind of provenance, oldest first. */
const PROVENANCE_KINDS: HistoricalTest[] = [
  ldl({ id: 'typed', test_date: '2026-01-10T00:00:00.000Z', value: 131 }),
  ldl({
    id: 'paged',
    test_date: '2026-02-10T00:00:00.000Z',
    value: 132,
    source: 'document',
    document_id: 'doc-1',
    document_name: 'March panel',
    page: 2,
  }),
  ldl({
    id: 'fhir',
    test_date: '2026-03-10T00:00:00.000Z',
    value: 133,
    source: 'document',
    document_id: 'doc-2',
    document_name: 'Portal export',
  }),
  ldl({
    id: 'fixed',
    test_date: '2026-04-10T00:00:00.000Z',
    value: 134,
    source: 'document',
    document_id: 'doc-1',
    document_name: 'March panel',
    page: 3,
    corrected: true,
  }),
  ldl({
    id: 'orphan',
    test_date: '2026-05-10T00:00:00.000Z',
    value: 135,
    source: 'document',
    document_id: 'gone',
  }),
];

/** The Values list's entries, newest first, each as its text and its link, if any. */
async function valueEntries() {
  const list = await screen.findByRole('region', { name: /^(Values|Werte)$/ });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      link: item.querySelector('a')?.getAttribute('href') ?? null,
    }));
}

describe('where each value on the detail screen came from (issue 21)', () => {
  it('names the document and page of each value, linking to its review row', async () => {
    history = { '102': PROVENANCE_KINDS };
    open(102);

    expect(await valueEntries()).toEqual([
      { text: 'May 10, 2026135 mg/dLHighfrom a document you deleted', link: null },
      {
        text: 'Apr 10, 2026134 mg/dLHighfrom: March panel, page 3 · corrected by you',
        link: '/documents/doc-1/review?result=fixed',
      },
      {
        text: 'Mar 10, 2026133 mg/dLHighfrom: Portal export',
        link: '/documents/doc-2/review?result=fhir',
      },
      {
        text: 'Feb 10, 2026132 mg/dLHighfrom: March panel, page 2',
        link: '/documents/doc-1/review?result=paged',
      },
      { text: 'Jan 10, 2026131 mg/dLHighentered by you', link: null },
    ]);
    expect(screen.getByRole('link', { name: 'from: March panel, page 2' })).toBeTruthy();
  });

  it('says the same in German', async () => {
    history = { '102': PROVENANCE_KINDS };
    await i18n.changeLanguage('de');
    open(102);

    expect((await valueEntries()).map(({ text }) => text)).toEqual([
      '10. Mai 2026135 mg/dLHighaus einem Dokument, das Sie gelöscht haben',
      '10. Apr. 2026134 mg/dLHighQuelle: March panel, Seite 3 · von Ihnen korrigiert',
      '10. März 2026133 mg/dLHighQuelle: Portal export',
      '10. Feb. 2026132 mg/dLHighQuelle: March panel, Seite 2',
      '10. Jan. 2026131 mg/dLHighvon Ihnen eingetragen',
    ]);
    expect(
      screen.getByRole('link', { name: 'Quelle: March panel, Seite 2' }).getAttribute('href'),
    ).toBe('/documents/doc-1/review?result=paged');
  });

  it('strikes a flagged value with its cause and leaves it out of the trend line', async () => {
    history = {
      '102': [
        ldl({ id: 'kept', test_date: '2026-01-10T00:00:00.000Z', value: 131 }),
        ldl({
          id: 'doubted',
          test_date: '2026-02-10T00:00:00.000Z',
          value: 180,
          flagged: true,
          flag_cause: 'The result is incorrect',
        }),
      ],
    };
    open(102);

    const [flagged] = await valueEntries();
    expect(flagged?.text).toBe(
      'Feb 10, 2026180 mg/dLHighFlagged as inaccurate (The result is incorrect): left out of trends and the analysis' +
        'entered by you',
    );
    const list = screen.getByRole('region', { name: 'Values' });
    expect(within(list).getByText('180 mg/dL').tagName).toBe('S');
    const chart = screen.getByRole('group', { name: 'LDL Cholesterol over time' });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((point) => point.getAttribute('aria-label')),
    ).toEqual([
      'Jan 10, 2026: 131 mg/dL',
      'Feb 10, 2026: 180 mg/dL, flagged as inaccurate, left out of trends',
    ]);
    expect(chart.querySelectorAll('.history-chart__dot--flagged')).toHaveLength(1);
    // One value left in the trend: no line is drawn to the flagged one.
    expect(chart.querySelector('.history-chart__line')).toBeNull();
  });

  it('gives a flagged value’s cause in German', async () => {
    history = {
      '102': [ldl({ flagged: true, flag_cause: "The result wasn't in my document" })],
    };
    await i18n.changeLanguage('de');
    open(102);

    expect((await valueEntries())[0]?.text).toContain(
      'Als ungenau markiert (Das Ergebnis stand nicht in meinem Dokument): nicht in Verläufen und der Analyse berücksichtigt',
    );
  });

  it('shows only the newest values until the person asks for all', async () => {
    history = {
      '102': Array.from({ length: 7 }, (_, index) =>
        ldl({
          id: `v${String(index)}`,
          test_date: `2026-0${String(index + 1)}-01`,
          value: 100 + index,
        }),
      ),
    };
    const { user } = open(102);

    expect((await valueEntries()).map(({ text }) => text.slice(0, 11))).toEqual([
      'Jul 1, 2026',
      'Jun 1, 2026',
      'May 1, 2026',
      'Apr 1, 2026',
      'Mar 1, 2026',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(await valueEntries()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(await valueEntries()).toHaveLength(5);
  });

  it('asks for the biomarker’s changes and shows nothing when there are none', async () => {
    open(102);
    await screen.findByRole('region', { name: 'Values' });
    await waitFor(() => {
      expect(
        server.requests.filter((request) => request.url.startsWith('/v1/health/changes')),
      ).toEqual([expect.objectContaining({ url: '/v1/health/changes?biomarker_id=102' })]);
    });
    // The card shows itself while the trail loads, and leaves when it tells nothing.
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Changes' })).toBeNull();
    });
  });
});

function fromLab(lab: string): Partial<HistoricalTest> {
  return { source: 'document', document_id: 'doc-8', document_name: 'Old panel', page: 1, lab };
}

/** Two values from one lab, then one from another whose method the report names (issue 23). */
const ACROSS_LABS: HistoricalTest[] = [
  ldl({ id: 'a1', test_date: '2025-06-01T00:00:00.000Z', value: 120, ...fromLab('Labor Nord') }),
  ldl({ id: 'a2', test_date: '2025-12-01T00:00:00.000Z', value: 130, ...fromLab('Labor Nord') }),
  ldl({
    id: 'b1',
    test_date: '2026-06-01T00:00:00.000Z',
    value: 175,
    source: 'document',
    document_id: 'doc-9',
    document_name: 'June panel',
    page: 1,
    lab: 'Westside Pathology',
    method: 'enzymatic',
    break_before: 'lab',
  }),
];

describe('comparable trends on the detail screen (issue 23)', () => {
  it('marks a change of lab on the chart and does not join the trend line across it', async () => {
    history = { '102': ACROSS_LABS };
    open(102);

    const chart = await screen.findByRole('group', { name: /over time/ });
    expect(within(chart).getByRole('img', { name: 'Lab changed' })).toBeTruthy();
    expect(within(chart).getByText('Lab changed')).toBeTruthy();
    expect(
      within(chart).getByRole('img', {
        name: 'Jun 1, 2026: 175 mg/dL, Lab changed before this value: not joined into a trend with the one before',
      }),
    ).toBeTruthy();
    // One line for the two values of the first lab; the single value after the break has none.
    expect(chart.querySelectorAll('.history-chart__line')).toHaveLength(1);
  });

  it('names the lab and method of each value in the Values list', async () => {
    history = { '102': ACROSS_LABS };
    open(102);

    expect((await valueEntries()).map(({ text }) => text)).toEqual([
      'Jun 1, 2026175 mg/dLHighfrom: June panel, page 1 · Lab: Westside Pathology · Method: enzymatic',
      'Dec 1, 2025130 mg/dLHighfrom: Old panel, page 1 · Lab: Labor Nord',
      'Jun 1, 2025120 mg/dLHighfrom: Old panel, page 1 · Lab: Labor Nord',
    ]);
  });

  it('says the same in German', async () => {
    history = { '102': ACROSS_LABS };
    await i18n.changeLanguage('de');
    open(102);

    const chart = await screen.findByRole('group', { name: /im Verlauf/ });
    expect(within(chart).getByRole('img', { name: 'Labor gewechselt' })).toBeTruthy();
    expect((await valueEntries())[0]?.text).toContain(
      'Labor: Westside Pathology · Methode: enzymatic',
    );
  });
});
