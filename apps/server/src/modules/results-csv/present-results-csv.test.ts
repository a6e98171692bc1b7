import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import type { ResultsTable } from '../../db/schema';
import { resultsCsvLines } from './present-results-csv';

function result(overrides: Partial<ResultsTable>): ResultsTable {
  return {
    id: 'r1',
    user_id: 'person',
    biomarker_id: 102,
    value: 172,
    original_value: 172,
    original_unit: 'mg/dL',
    comparator: null,
    value_text: null,
    test_date: '2025-06-01',
    source: 'manual',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    created_at: 0,
    ...overrides,
  };
}

function linesOf(results: ResultsTable[], documents: Map<string, string> = new Map()): string[] {
  return resultsCsvLines(results, documents, 'us', PROFILE_NOT_GIVEN).split('\r\n').slice(0, -1);
}

describe('the results CSV', () => {
  it('names a document with commas and quotes in one quoted cell', () => {
    const documents = new Map([['d1', 'Lipids, "June".pdf']]);
    expect(linesOf([result({ source: 'document', document_id: 'd1' })], documents)).toEqual([
      '2025-06-01,LDL Cholesterol,13457-7,172,,mg/dL,,100,Optimal,H,,"Lipids, ""June"".pdf"',
    ]);
  });

  it('keeps a document name or cause a spreadsheet would run as a formula from running', () => {
    const documents = new Map([['d1', '=HYPERLINK("http://evil")']]);
    const [line] = linesOf(
      [result({ source: 'document', document_id: 'd1', flag_cause: '+1 wrong', flagged_at: 1 })],
      documents,
    );
    expect(line).toBe(
      `2025-06-01,LDL Cholesterol,13457-7,172,,mg/dL,,100,Optimal,H,'+1 wrong,"'=HYPERLINK(""http://evil"")"`,
    );
  });

  it('writes values low, normal and qualitative with their interpretation', () => {
    expect(
      linesOf([
        result({ biomarker_id: 902, value: 2.9 }),
        result({ biomarker_id: 902, value: 4.2 }),
        result({ biomarker_id: 1802, value: 14, value_text: 'Reactive' }),
      ]).map((line) => line.split(',').slice(3, 10)),
    ).toEqual([
      ['2.9', '', 'mmol/L', '3.5', '5.2', 'Normal', 'L'],
      ['4.2', '', 'mmol/L', '3.5', '5.2', 'Normal', 'N'],
      ['Reactive', '', 'S/CO', '', '0.9', 'Non-reactive', 'A'],
    ]);
  });
});
