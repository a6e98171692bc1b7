import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import type { ResultsTable } from '../../db/schema';
import { readPdfText } from '../analysis/read-pdf/read-pdf-text';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import { renderReportPdf } from './render-report-pdf';
import { reportContent } from './report-content';
import type { ReportInput } from './report-content';
import { testDateWindowOn } from '../biomarkers/test-date-rule';
import { foldReportHistory } from './report-history';
import type { ReportHistory } from './report-history';

const LDL = 102;
const HEMATOCRIT = 1002;
const CRP = 301;
const HIV_SCREEN = 1801;
const GLUCOSE = 211;
const NOW = Date.parse('2026-04-01T09:00:00Z');

/** A history held in memory (each biomarker's results oldest first), as the report reads it. */
function reportHistoryOf(results: Iterable<ResultsTable>): ReportHistory {
  const fold = foldReportHistory(testDateWindowOn('2026-04-01', null));
  for (const result of results) fold.add(result);
  return fold.finish();
}

function result(
  biomarkerId: number,
  value: number,
  testDate: string,
  extra: Partial<ResultsTable> = {},
): ResultsTable {
  return {
    id: `${String(biomarkerId)}-${testDate}`,
    user_id: 'ada',
    biomarker_id: biomarkerId,
    value,
    original_value: value,
    original_unit: '',
    comparator: null,
    value_text: null,
    test_date: testDate,
    source: 'manual',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    created_at: 0,
    ...extra,
  };
}

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    language: 'us',
    address: 'ada@example.org',
    now: NOW,
    history: reportHistoryOf([]),
    documents: [],
    summary: undefined,
    person: PROFILE_NOT_GIVEN,
    ...overrides,
  };
}

const RESULTS = [
  result(CRP, 5, '2025-12-10', { comparator: '<', source: 'document', document_id: 'doc-1' }),
  result(LDL, 150, '2026-01-05'),
  result(HEMATOCRIT, 12, '2026-03-01'),
  result(LDL, 112, '2026-03-01'),
  result(HIV_SCREEN, 0, '2026-03-01', {
    value_text: 'non-reactive',
    source: 'document',
    document_id: 'doc-1',
  }),
  result(GLUCOSE, 400, '2026-03-02', { flagged_at: 1, flag_cause: 'Typed a 0 too many' }),
  result(CRP, 42.5, '2026-03-02', { source: 'document', document_id: 'gone' }),
];

describe('reportContent', () => {
  const content = reportContent(
    input({
      history: reportHistoryOf(RESULTS),
      documents: [{ id: 'doc-1', display_name: 'Lab March.pdf', report_date: '2026-03-02' }],
    }),
  );
  const row = (name: string) =>
    content.categories.flatMap((category) => category.rows).find((entry) => entry.name === name);

  it('puts the values out of range first, most severe first', () => {
    expect(content.attention.map((entry) => entry.name)).toEqual([
      'Hematocrit',
      'C-Reactive Protein',
      'LDL Cholesterol',
    ]);
  });

  it('groups every biomarker with data by category in the catalogue’s order', () => {
    expect(content.categories.map((category) => category.name)).toEqual([
      'Heart Health',
      'Insulin Sensitivity',
      'Inflammatory',
      'Blood Health',
      'Infection and Immunity',
    ]);
  });

  it('gives the latest and previous values as printed, bounds and words included, with the trend', () => {
    expect(row('LDL Cholesterol')).toMatchObject({
      latest: '112 mg/dL',
      latestDate: 'Mar 1, 2026',
      range: '<100 mg/dL',
      status: 'High (Near Optimal)',
      outOfRange: true,
      previous: '150 mg/dL',
      previousDate: 'Jan 5, 2026',
      trend: 'improving',
    });
    expect(row('C-Reactive Protein')).toMatchObject({ latest: '42.5 mg/L', previous: '<5 mg/L' });
    expect(row('HIV-1/2 Antigen/Antibody Screen')).toMatchObject({
      latest: 'Non-reactive',
      range: 'Non-reactive',
      status: 'In range',
      previous: 'none',
    });
  });

  it('gives women’s and men’s ranges where they differ', () => {
    expect(row('Hematocrit')?.range).toBe('36–47 % (women) / 41–51 % (men)');
  });

  it('uses the range of the person’s sex and their units once they gave them', () => {
    const content = reportContent(
      input({
        history: reportHistoryOf([result(1001, 12.5, '2026-03-01')]),
        person: { sex: 'male', birth_year: 1980, unit_system: 'si' },
      }),
    );
    expect(content.categories[0]?.rows[0]).toMatchObject({
      name: 'Hemoglobin',
      latest: '125 g/L',
      range: '130–170 g/L',
      outOfRange: true,
    });
    expect(content.attention.map((entry) => entry.name)).toEqual(['Hemoglobin']);
  });

  it('marks a flagged value with its reason, also when it is the only one', () => {
    expect(row('Glucose')).toMatchObject({
      latest: '',
      status: 'only flagged values',
      range: '70–140 mg/dL',
      flagged: ['Flagged as inaccurate: 400 mg/dL (Mar 2, 2026) - Typed a 0 too many'],
    });
  });

  it('covers the first to the last test date and names the sources', () => {
    expect(content.covered).toBe('Results from Dec 10, 2025 to Mar 2, 2026');
    expect(content.generated).toBe('Apr 1, 2026');
    expect(content.sources).toEqual([
      'Lab March.pdf (Mar 2, 2026): 2 values',
      'Entered by you: 4 values',
      'From documents since deleted: 1 value',
    ]);
  });

  it('is worded in German with German numbers and dates', () => {
    const german = reportContent(input({ language: 'de', history: reportHistoryOf(RESULTS) }));
    const crp = german.categories
      .flatMap((category) => category.rows)
      .find((entry) => entry.name === 'C-reaktives Protein');
    expect(crp).toMatchObject({ latest: '42,5 mg/L', latestDate: '2. März 2026' });
    expect(german.texts.needsAttention).toBe('Auffällige Werte');
  });

  it('takes the analysis as plain paragraphs, bullets and category headings', () => {
    const withSummary = reportContent(
      input({
        history: reportHistoryOf(RESULTS),
        summary: {
          sections: [
            {
              category_id: 1,
              explanatory_description: 'Out of range:\n- **LDL Cholesterol 112 mg/dL**',
              biomarker_connections: '',
              recommendations: ['Retest **LDL**.'],
              biomarker_responsiveness: '',
            },
          ],
          urgent: '',
          concerning_biomarkers: '',
          insights: 'You have results for **5 of 274** biomarkers.',
          next_recommended_test_date: '',
          overall_impression: 'Some values need attention.',
        },
      }),
    );
    expect(withSummary.analysis).toEqual([
      { kind: 'paragraph', text: 'Some values need attention.' },
      { kind: 'paragraph', text: 'You have results for 5 of 274 biomarkers.' },
      { kind: 'heading', text: 'Heart Health' },
      { kind: 'paragraph', text: 'Out of range:' },
      { kind: 'bullet', text: 'LDL Cholesterol 112 mg/dL' },
      { kind: 'bullet', text: 'Retest LDL.' },
    ]);
  });

  it('has nothing to show before the first result', () => {
    const empty = reportContent(input());
    expect(empty).toMatchObject({ covered: undefined, attention: [], categories: [], sources: [] });
  });
});

describe('renderReportPdf', () => {
  it('draws the table header again above rows that go on to the next page', async () => {
    const many = ALL_BIOMARKERS.filter((biomarker) => biomarker.text_values === undefined)
      .slice(0, 60)
      .map((biomarker) => result(biomarker.id, biomarker.plausible.max / 2, '2026-03-01'));

    const pdf = await renderReportPdf(reportContent(input({ history: reportHistoryOf(many) })));

    const { pages } = await readPdfText(pdf, { maxPages: 20, ocr: undefined });
    expect(pages.length).toBeGreaterThan(2);
    const firstLine = (index: number) =>
      pages[index]?.lines[0]?.items.map((item) => item.text).join(' ');
    expect(firstLine(0)).toBe('Laboratory results for your clinician');
    expect(firstLine(1)).toBe('Biomarker Latest Desired range Status Previous Trend');
    for (const [index, page] of pages.entries()) {
      const lastLine = page.lines
        .at(-1)
        ?.items.map((item) => item.text)
        .join(' ');
      expect(lastLine).toMatch(
        new RegExp(`^Page ${String(index + 1)} of ${String(pages.length)} - Not a diagnosis`),
      );
    }
  });
});
