import { describe, expect, it } from 'vitest';
import type { ResultsTable } from '../../db/schema';
import { testDateWindowOn } from '../biomarkers/test-date-rule';
import { foldReportHistory } from './report-history';

const GLUCOSE = 211;

function glucose(value: number, testDate: string, index: number): ResultsTable {
  return {
    id: `glucose-${String(index)}`,
    user_id: 'ada',
    biomarker_id: GLUCOSE,
    value,
    original_value: value,
    original_unit: 'mg/dL',
    comparator: null,
    value_text: null,
    test_date: testDate,
    source: 'manual',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    created_at: index,
  };
}

describe('the history a clinician report reads', () => {
  it('takes the latest values among those dated inside the test date rule, and still counts the rest', () => {
    const fold = foldReportHistory(testDateWindowOn('2026-06-15', 1980));
    const history = [
      glucose(88, '1975-03-01', 1),
      glucose(92, '2025-01-10', 2),
      glucose(450, '2026-06-15', 3),
      glucose(97, '2999-01-01', 4),
      glucose(99, '3000-01-01', 5),
    ];
    for (const result of history) fold.add(result);
    const read = fold.finish();

    expect(read.results.map((result) => [result.test_date, result.value])).toEqual([
      ['2025-01-10', 92],
      ['2026-06-15', 450],
    ]);
    expect(read.manual).toBe(5);
  });
});
