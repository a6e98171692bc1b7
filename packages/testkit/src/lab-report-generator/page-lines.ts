import type { PdfText } from '../make-pdf';

/** makePdf's origin is the page's bottom left; layouts are written top down. */
const PAGE_HEIGHT = 842;

/** A cell: x in points from the left, and its text. */
export type Cell = readonly [number, string];

/** One printed line at `top` points from the top of the page; empty cells are left out. */
export function line(top: number, cells: readonly Cell[], size = 10): PdfText[] {
  return cells
    .filter(([, text]) => text !== '')
    .map(([x, text]) => ({ x, y: PAGE_HEIGHT - top, text, size }));
}
