import { describe, expect, it } from 'vitest';
import { markKey, marksOnPage, reviewMarks } from './review-marks';
import {
  sampleDismissed,
  sampleDocumentReview,
  sampleReviewResult,
  sampleUnmatchedLine,
} from './sample-review';

describe('reviewMarks', () => {
  it('names each value, line and dismissed value by what the report printed, in the list’s order', () => {
    const marks = reviewMarks(
      sampleDocumentReview({
        results: [sampleReviewResult()],
        unmatched: [sampleUnmatchedLine()],
        dismissed: [sampleDismissed()],
      }),
    );

    expect(marks.map(({ key, kind, label, page }) => ({ key, kind, label, page }))).toEqual([
      { key: markKey.result('r-ldl'), kind: 'result', label: 'LDL-C', page: 1 },
      { key: markKey.line('l-nonhdl'), kind: 'unmatched', label: 'Non-HDL-C (calc.)', page: 1 },
      { key: markKey.dismissal('c-dismiss'), kind: 'dismissed', label: 'TG', page: 1 },
    ]);
  });

  it('names a value read before provenance was kept by its biomarker', () => {
    const [mark] = reviewMarks(
      sampleDocumentReview({
        results: [
          sampleReviewResult({ printed: null, page: null, row_box: null, value_box: null }),
        ],
        unmatched: [],
        dismissed: [],
      }),
    );

    expect(mark?.label).toBe('LDL Cholesterol');
    expect(mark?.page).toBeNull();
  });
});

describe('marksOnPage', () => {
  it('keeps the marks of that page that have a box to draw', () => {
    const marks = reviewMarks(
      sampleDocumentReview({
        results: [
          sampleReviewResult({ result_id: 'a', page: 1 }),
          sampleReviewResult({ result_id: 'b', page: 2 }),
          sampleReviewResult({ result_id: 'c', page: 1, row_box: null, value_box: null }),
        ],
        unmatched: [],
        dismissed: [],
      }),
    );

    expect(marksOnPage(marks, 1).map((mark) => mark.key)).toEqual([markKey.result('a')]);
    expect(marksOnPage(marks, 2).map((mark) => mark.key)).toEqual([markKey.result('b')]);
  });
});
