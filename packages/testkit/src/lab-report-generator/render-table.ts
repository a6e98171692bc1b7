import type { PdfText } from '../make-pdf';
import { line } from './page-lines';
import type { ReportRow } from './report-model';

/** One column of a result table: where it starts, its header and what each row prints in it. */
export interface Column {
  x: number;
  header: string;
  cell: (row: ReportRow) => string;
}

export interface TableStyle {
  size: number;
  rowHeight: number;
}

export const NORMAL_TABLE: TableStyle = { size: 10, rowHeight: 16 };

/** A header row and one row per result from `top` down; ends at `bottom`. */
export function renderTable(
  rows: readonly ReportRow[],
  columns: readonly Column[],
  top: number,
  style: TableStyle = NORMAL_TABLE,
): { texts: PdfText[]; bottom: number } {
  const texts = [
    ...line(
      top,
      columns.map(({ x, header }) => [x, header]),
      style.size,
    ),
    ...rows.flatMap((row, at) =>
      line(
        top + (at + 1) * style.rowHeight,
        columns.map(({ x, cell }) => [x, cell(row)]),
        style.size,
      ),
    ),
  ];
  return { texts, bottom: top + (rows.length + 1) * style.rowHeight };
}

/** The plain columns Test | Result | Unit | Reference range at the given x positions. */
export function plainColumns(
  headers: readonly [string, string, string, string],
  xs: readonly [number, number, number, number],
): [Column, Column, Column, Column] {
  return [
    { x: xs[0], header: headers[0], cell: (row) => row.printed_name },
    { x: xs[1], header: headers[1], cell: (row) => row.value_text },
    { x: xs[2], header: headers[2], cell: (row) => row.unit },
    { x: xs[3], header: headers[3], cell: (row) => row.range_text },
  ];
}

export const ENGLISH_HEADERS = ['Test', 'Result', 'Unit', 'Reference range'] as const;
export const GERMAN_HEADERS = ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich'] as const;
