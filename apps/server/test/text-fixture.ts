import type { PdfText } from '../src/modules/analysis/pdf-text';

/**
 * A PdfText for tests: each line a list of [x, text] cells, lines 14 points apart, items about
 * 5 points per character wide.
 */
export function textFixture(
  pages: readonly (readonly (readonly (readonly [number, string])[])[])[],
): PdfText {
  return {
    truncated: false,
    pages: pages.map((lines, page) => ({
      number: page + 1,
      width: 595,
      height: 842,
      ocr: false,
      lines: lines.map((cells, at) => ({
        y: 60 + at * 14,
        items: cells.map(([x, text]) => ({
          text,
          x,
          y: 60 + at * 14,
          width: text.length * 5,
          height: 10,
        })),
      })),
    })),
  };
}
