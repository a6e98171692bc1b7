import type { DocumentReview, PageBox } from '@labtrail/contract/review';

export type MarkKind = 'result' | 'unmatched' | 'dismissed';

/**
 * One thing the review lists, where the page shows it. The key names it in both panes: a row of
 * the list and its box on the page are the same key.
 */
export interface PageMark {
  key: string;
  kind: MarkKind;
  /** 1-based; null for a value with no page (a FHIR import, a value read before pages were kept). */
  page: number | null;
  rowBox: PageBox | null;
  valueBox: PageBox | null;
  /** What the report printed as the name: the box's accessible name. */
  label: string;
}

export const markKey = {
  result: (resultId: string) => `result:${resultId}`,
  line: (lineId: string) => `line:${lineId}`,
  dismissal: (dismissalId: string) => `dismissal:${dismissalId}`,
} as const;

/** Every result, unmatched line and dismissed value of a review, in the list's order. */
export function reviewMarks(review: DocumentReview): PageMark[] {
  return [
    ...review.results.map((result): PageMark => ({
      key: markKey.result(result.result_id),
      kind: 'result',
      page: result.page,
      rowBox: result.row_box,
      valueBox: result.value_box,
      label: result.printed?.name ?? result.biomarker_name,
    })),
    ...review.unmatched.map((line): PageMark => ({
      key: markKey.line(line.line_id),
      kind: 'unmatched',
      page: line.page,
      rowBox: line.row_box,
      valueBox: null,
      label: line.printed.name,
    })),
    ...review.dismissed.map((dismissed): PageMark => ({
      key: markKey.dismissal(dismissed.dismissal_id),
      kind: 'dismissed',
      page: dismissed.page,
      rowBox: dismissed.row_box,
      valueBox: dismissed.value_box,
      label: dismissed.printed?.name ?? dismissed.biomarker_name,
    })),
  ];
}

/** The marks of one page that have a box to draw. */
export function marksOnPage(marks: readonly PageMark[], page: number): PageMark[] {
  return marks.filter((mark) => mark.page === page && mark.rowBox !== null);
}
