import type { TableLayout } from './find-columns';
import { columnAt, withResultColumn } from './find-columns';
import type { PageLine, Region } from './page-regions';
import type { DecimalSeparator } from '../../biomarkers/printed/parse-number';
import { draftRows, findAnchors } from './draft-rows';
import type { RowReading } from './read-draft';
import { readDraft, unreadableRows } from './read-draft';
import type { Line, Placed } from './row-cells';
import { freeValueCell } from './row-cells';
import { foldFieldBlocks } from './fold-field-blocks';
import { median } from './median';
import { parseValue } from '../../biomarkers/printed/parse-value';
import type { Cell } from './split-cells';

export type { RowReading, ValueReading } from './read-draft';

/** The cell with the column of the layout it falls in. */
function place(layout: TableLayout | null, cell: Cell): Placed {
  if (layout === null) return { ...cell, kind: undefined, column: -1 };
  const column = columnAt(layout, cell);
  return {
    ...cell,
    kind: column?.kind,
    column: column === undefined ? -1 : layout.columns.indexOf(column),
  };
}

/** Whether the cell belongs to this table (of several side by side). */
function inside(layout: TableLayout | null, cell: Cell): boolean {
  if (layout === null) return true;
  const middle = (cell.x + cell.x2) / 2;
  return middle >= layout.x && middle < layout.x2;
}

/**
 * A header that names no result column ('Analyse | Einheit | Normwerte') gets one where the
 * values are: at the median position of the first value printed after each name.
 */
function completeLayout(
  layout: TableLayout,
  lines: readonly PageLine[],
  decimal: DecimalSeparator,
): TableLayout {
  if (layout.columns.some((column) => column.kind === 'result')) return layout;
  const found = lines.flatMap((line) => {
    const cells = line.cells.filter((cell) => inside(layout, cell));
    const at = freeValueCell(cells, decimal);
    const cell = at === undefined ? undefined : cells[at];
    return cell === undefined ? [] : [cell];
  });
  if (found.length === 0) return layout;
  return withResultColumn(
    layout,
    median(found.map((cell) => cell.x)),
    median(found.map((cell) => cell.x2)),
  );
}

/**
 * A line without columns that prints several labelled results side by side ('Height: 163 cm
 * Body weight: 64.0 kg'), cut before each label that follows a value.
 */
function splitAtLabels(line: Line, decimal: DecimalSeparator): Line[] {
  const parts: Line[] = [];
  let current: Placed[] = [];
  let valueSeen = false;
  for (const cell of line.cells) {
    if (valueSeen && cell.text.trim().endsWith(':') && /\p{L}{2}/u.test(cell.text)) {
      parts.push({ ...line, cells: current });
      current = [];
      valueSeen = false;
    }
    current.push(cell);
    valueSeen ||= parseValue(cell.text, decimal) !== undefined;
  }
  return [...parts, { ...line, cells: current }];
}

/**
 * Reads the result rows of one region: lines with a value in a result column (or, without a
 * layout, a value after a name) anchor rows; nearby lines without values complete them.
 */
export function readRows(region: Region, decimal: DecimalSeparator): RowReading[] {
  const layouts = region.layouts ?? [null];
  return layouts.flatMap((given) => {
    const layout = given === null ? null : completeLayout(given, region.lines, decimal);
    // Without columns, a result may be printed as a block of labelled lines.
    const regionLines = layout === null ? foldFieldBlocks(region.lines) : region.lines;
    const lines: Line[] = regionLines
      .map((line) => ({
        y: line.y,
        height: line.height,
        cells: line.cells.filter((cell) => inside(layout, cell)).map((cell) => place(layout, cell)),
      }))
      .filter((line) => line.cells.length > 0)
      .flatMap((line) => (layout === null ? splitAtLabels(line, decimal) : [line]));
    const anchors = findAnchors(lines, layout, decimal);
    const drafts = draftRows(lines, anchors, layout, decimal);
    const rows = drafts.flatMap((draft) => {
      const row = readDraft(draft, layout, region.page, decimal);
      return row === undefined || row.readings.length === 0 ? [] : [row];
    });
    const anchorLines = new Set(anchors.map((anchor) => anchor.line));
    const others = lines.filter((line) => !anchorLines.has(line));
    return layout === null
      ? rows
      : [...rows, ...unreadableRows(others, anchors, layout, region.page)];
  });
}
