import type {
  CatalogueMatch,
  DocumentReview,
  ResultChange,
  ReviewDismissed,
  ReviewResult,
  ReviewUnmatchedLine,
} from '@labtrail/contract/review';

/**
 * A review as the API answers it, for the showcase and the tests: 'March panel', a one-page
 * lipid report. Each factory takes overrides.
 */
export function sampleReviewResult(overrides: Partial<ReviewResult> = {}): ReviewResult {
  return {
    result_id: 'r-ldl',
    biomarker_id: 102,
    biomarker_name: 'LDL Cholesterol',
    value: 162,
    value_text: null,
    comparator: null,
    unit: 'mg/dL',
    test_date: '2026-03-12',
    in_range: false,
    flagged: false,
    corrected: false,
    mapped: false,
    printed: { name: 'LDL-C', value: '4.19', unit: 'mmol/L', range: '< 2.6', flag: 'H' },
    page: 1,
    row_box: { x: 0.08, y: 0.3, width: 0.84, height: 0.03 },
    value_box: { x: 0.45, y: 0.3, width: 0.1, height: 0.03 },
    ...overrides,
  };
}

export function sampleUnmatchedLine(
  overrides: Partial<ReviewUnmatchedLine> = {},
): ReviewUnmatchedLine {
  return {
    line_id: 'l-nonhdl',
    printed: { name: 'Non-HDL-C (calc.)', value: '4.6', unit: 'mmol/L', range: null, flag: null },
    reason: 'No biomarker of the catalogue has this name',
    page: 1,
    row_box: { x: 0.08, y: 0.5, width: 0.84, height: 0.03 },
    ...overrides,
  };
}

export function sampleDismissed(overrides: Partial<ReviewDismissed> = {}): ReviewDismissed {
  return {
    dismissal_id: 'c-dismiss',
    biomarker_id: 105,
    biomarker_name: 'Triglycerides',
    value: {
      value: 230,
      value_text: null,
      comparator: null,
      unit: 'mg/dL',
      test_date: '2026-03-12',
    },
    reason: 'Not fasting that morning',
    dismissed_at: '2026-03-20T09:30:00.000Z',
    printed: { name: 'TG', value: '2.6', unit: 'mmol/L', range: '< 1.7', flag: 'H' },
    page: 1,
    row_box: { x: 0.08, y: 0.45, width: 0.84, height: 0.03 },
    value_box: { x: 0.45, y: 0.45, width: 0.1, height: 0.03 },
    ...overrides,
  };
}

export function sampleChange(overrides: Partial<ResultChange> = {}): ResultChange {
  return {
    change_id: 'c-correct',
    kind: 'corrected',
    at: '2026-03-20T09:00:00.000Z',
    by: 'you',
    reason: 'The lab sent a corrected report',
    document_id: 'd1',
    document_name: 'March panel',
    biomarker_id: 101,
    biomarker_name: 'HDL Cholesterol',
    printed_name: 'HDL-C',
    before: {
      value: 52,
      value_text: null,
      comparator: null,
      unit: 'mg/dL',
      test_date: '2026-03-12',
    },
    after: {
      value: 62,
      value_text: null,
      comparator: null,
      unit: 'mg/dL',
      test_date: '2026-03-12',
    },
    ...overrides,
  };
}

export function sampleDocumentReview(overrides: Partial<DocumentReview> = {}): DocumentReview {
  return {
    document: {
      id: 'd1',
      display_name: 'March panel',
      report_date: '2026-03-12',
      status: 'done',
      content_kind: 'pdf',
    },
    results: [
      sampleReviewResult({
        result_id: 'r-hdl',
        biomarker_id: 101,
        biomarker_name: 'HDL Cholesterol',
        value: 62,
        in_range: true,
        corrected: true,
        printed: { name: 'HDL-C', value: '1.6', unit: 'mmol/L', range: '> 1.0', flag: null },
        row_box: { x: 0.08, y: 0.25, width: 0.84, height: 0.03 },
        value_box: { x: 0.45, y: 0.25, width: 0.1, height: 0.03 },
      }),
      sampleReviewResult(),
    ],
    unmatched: [sampleUnmatchedLine()],
    dismissed: [sampleDismissed()],
    changes: [sampleChange()],
    ...overrides,
  };
}

/** Biomarkers of the catalogue search: LDL Cholesterol, two for 'a1c', one for 'non-hdl'. */
export const SAMPLE_MATCHES: readonly CatalogueMatch[] = [
  {
    biomarker_id: 102,
    biomarker_name: 'LDL Cholesterol',
    category: 'Heart Health',
    unit: 'mg/dL',
    units: ['mg/dL', 'mmol/L'],
    matched: null,
  },
  {
    biomarker_id: 301,
    biomarker_name: 'HbA1c',
    category: 'Metabolic Health',
    unit: '%',
    units: ['%', 'mmol/mol'],
    matched: null,
  },
  {
    biomarker_id: 302,
    biomarker_name: 'Estimated Average Glucose',
    category: 'Metabolic Health',
    unit: 'mg/dL',
    units: ['mg/dL', 'mmol/L'],
    matched: 'eAG (from A1c)',
  },
  {
    biomarker_id: 106,
    biomarker_name: 'Non-HDL Cholesterol',
    category: 'Heart Health',
    unit: 'mg/dL',
    units: ['mg/dL', 'mmol/L'],
    matched: 'Non-HDL-C',
  },
];
