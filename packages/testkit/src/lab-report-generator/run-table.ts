import type { PdfText } from '../make-pdf';
import type { Run } from './text-runs';
import { helvetica, placeRuns, runsWidth } from './text-runs';

/** A column whose cells may mix fonts; its x follows from the widths of the columns before it. */
export interface RunColumn<T> {
  header: string;
  cell: (item: T) => readonly Run[];
}

export interface RunTablePlacement {
  left: number;
  top: number;
  size: number;
  rowHeight: number;
  /** Space between the widest cell of a column and the next column. */
  gap: number;
}

/** How wide each column's widest cell (its header included) prints at `size`. */
export function columnWidths<T>(
  items: readonly T[],
  columns: readonly RunColumn<T>[],
  size: number,
): number[] {
  return columns.map((column) =>
    Math.max(
      runsWidth([helvetica(column.header)], size),
      ...items.map((item) => runsWidth(column.cell(item), size)),
    ),
  );
}

/** Columns set as tightly as their content allows, as report software sizes tables to fit. */
export function renderRunTable<T>(
  items: readonly T[],
  columns: readonly RunColumn<T>[],
  placement: RunTablePlacement,
): { texts: PdfText[]; bottom: number } {
  const { left, top, size, rowHeight, gap } = placement;
  const widths = columnWidths(items, columns, size);
  const xs = widths.map((_, at) => widths.slice(0, at).reduce((x, width) => x + width + gap, left));
  const row = (rowTop: number, cells: readonly (readonly Run[])[]) =>
    cells.flatMap((runs, at) => placeRuns(rowTop, xs[at] ?? left, runs, size));
  const texts = [
    ...row(
      top,
      columns.map((column) => [helvetica(column.header)]),
    ),
    ...items.flatMap((item, at) =>
      row(
        top + (at + 1) * rowHeight,
        columns.map((column) => column.cell(item)),
      ),
    ),
  ];
  return { texts, bottom: top + (items.length + 1) * rowHeight };
}
