import type { PdfFont } from '../make-pdf';

/** Helvetica's advance widths (per 1000 of the font size) of the printable ASCII characters. */
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
] as const;

/** The arrows of Symbol and the triangles of ZapfDingbats that the generator prints. */
const SYMBOL_WIDTH = { symbol: 603, dingbats: 838 } as const;

/** About as wide as most letters and digits: for the few characters outside ASCII (ä, µ, –). */
const TYPICAL_WIDTH = 556;

function characterWidth(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return HELVETICA_ASCII[code - 32] ?? TYPICAL_WIDTH;
}

/**
 * How wide `text` prints in points, so that a layout can set the next piece of text right after
 * it, as a PDF writer does when it switches fonts in the middle of a cell.
 */
export function textWidth(text: string, size: number, font: PdfFont = 'helvetica'): number {
  const units = Array.from(text).reduce(
    (total, character) =>
      total + (font === 'helvetica' ? characterWidth(character) : SYMBOL_WIDTH[font]),
    0,
  );
  return (units * size) / 1000;
}
