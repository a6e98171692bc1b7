/**
 * The text of a PDF as the analysis reads it: words (or runs of words) with their positions, in
 * lines, page by page, whether they came from the text layer or from OCR. Coordinates are PDF
 * points with the origin at the page's top left, y growing downwards.
 */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** OCR's confidence in the word, 0–100; absent in a text layer, whose text is as printed. */
  confidence?: number;
}

/** Items that share a baseline (within a tolerance), left to right. */
export interface TextLine {
  /** The line's baseline, from the top of the page. */
  y: number;
  items: TextItem[];
}

export interface PdfPage {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  /** Top to bottom. */
  lines: TextLine[];
  /** The page had no usable text layer and was read by OCR. */
  ocr: boolean;
}

export interface PdfText {
  pages: PdfPage[];
  /** Pages beyond the limit were not read. */
  truncated: boolean;
}
