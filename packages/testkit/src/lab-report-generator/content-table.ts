import type { PdfText } from '../make-pdf';
import type { ContentRow } from './content-row';
import { line } from './page-lines';
import type { ENGLISH_HEADERS, GERMAN_HEADERS } from './render-table';

/** One column of a content table: where it starts, its header and what each row prints in it. */
export interface ContentColumn {
  x: number;
  header: string;
  cell: (row: ContentRow) => string;
}

/** Rows under a heading such as 'Vital signs'; an empty title prints no heading. */
export interface Section {
  title: string;
  rows: readonly ContentRow[];
}

const ROW_HEIGHT = 16;
const LEFT = 40;

/** A header row, then each section's heading and rows, from `top` down; ends at `bottom`. */
export function renderSections(
  sections: readonly Section[],
  columns: readonly ContentColumn[],
  top: number,
): { texts: PdfText[]; bottom: number } {
  const texts = line(
    top,
    columns.map(({ x, header }) => [x, header]),
  );
  let at = top;
  for (const { title, rows } of sections) {
    if (title !== '') {
      at += ROW_HEIGHT;
      texts.push(...line(at, [[LEFT, title]], 11));
    }
    for (const row of rows) {
      at += ROW_HEIGHT;
      texts.push(
        ...line(
          at,
          columns.map(({ x, cell }) => [x, cell(row)]),
        ),
      );
    }
  }
  return { texts, bottom: at + ROW_HEIGHT };
}

/** The plain columns Test | Result | Unit | Reference range at the given x positions. */
export function contentColumns(
  headers: typeof ENGLISH_HEADERS | typeof GERMAN_HEADERS,
  xs: readonly [number, number, number, number],
): [ContentColumn, ContentColumn, ContentColumn, ContentColumn] {
  return [
    { x: xs[0], header: headers[0], cell: (row) => row.name },
    { x: xs[1], header: headers[1], cell: (row) => row.value },
    { x: xs[2], header: headers[2], cell: (row) => row.unit },
    { x: xs[3], header: headers[3], cell: (row) => row.range },
  ];
}
