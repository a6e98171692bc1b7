import type { DocumentReview, PrintedRow } from '@labtrail/contract/review';
import type { DocumentPage } from './document-page';

/** An A4 page in PDF points. */
const A4 = { width: 595, height: 842 } as const;

interface PrintedLine {
  printed: PrintedRow;
  /** Top of the row, as a fraction of the page's height. */
  y: number;
}

/** The rows a review says are printed on page 1, with where. */
function printedLines(review: DocumentReview): PrintedLine[] {
  const rows = [...review.results, ...review.unmatched, ...review.dismissed];
  return rows.flatMap((row) =>
    row.printed === null || row.page !== 1 || row.row_box === null
      ? []
      : [{ printed: row.printed, y: row.row_box.y }],
  );
}

/**
 * A page drawn like a lab report from a review's printed rows, where their boxes say: the
 * showcase's stand-in for a real document drawn by pdf.js.
 */
export function samplePage(review: DocumentReview, title: string): DocumentPage {
  const lines = printedLines(review);
  return {
    number: 1,
    ...A4,
    paint: (canvas, cssWidth) => {
      const scale = (cssWidth / A4.width) * window.devicePixelRatio;
      canvas.width = Math.round(A4.width * scale);
      canvas.height = Math.round(A4.height * scale);
      const context = canvas.getContext('2d');
      if (context !== null) {
        const ink = getComputedStyle(canvas).color;
        context.scale(scale, scale);
        context.fillStyle = ink;
        context.font = 'bold 16px sans-serif';
        context.fillText(title, 0.08 * A4.width, 0.12 * A4.height);
        context.font = '11px sans-serif';
        for (const { printed, y } of lines) {
          const baseline = (y + 0.022) * A4.height;
          context.fillText(printed.name, 0.09 * A4.width, baseline);
          context.fillText(printed.value, 0.46 * A4.width, baseline);
          context.fillText(printed.unit, 0.57 * A4.width, baseline);
          context.fillText(printed.range ?? '', 0.72 * A4.width, baseline);
          context.fillText(printed.flag ?? '', 0.88 * A4.width, baseline);
        }
      }
      return { done: Promise.resolve(), cancel: () => undefined };
    },
  };
}
