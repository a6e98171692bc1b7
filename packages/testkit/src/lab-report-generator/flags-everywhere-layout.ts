import { MARK_STYLES } from './flag-marks';
import type { LayoutSpec } from './layout-spec';
import { NONE_CENSORED } from './layout-spec';
import type { Random } from './random';
import type { ReportRow } from './report-model';
import type { RunColumn } from './run-table';
import { columnWidths, renderRunTable } from './run-table';
import type { Run } from './text-runs';
import { helvetica } from './text-runs';

interface MarkedRow {
  row: ReportRow;
  mark: Run | null;
  gluable: boolean;
}

type Columns = RunColumn<MarkedRow>[];

const HEADER_SETS = [
  ['Test', 'Result', 'Unit', 'Reference range'],
  ['Test', 'Result', 'Units', 'Reference interval'],
  ['Analyte', 'Value', 'Unit', 'Normal range'],
] as const;
const FLAG_HEADERS = ['Flag', 'Flags', 'H/L', 'Abn.', ''] as const;
const LEFT = 40;
const RIGHT = 555;

function markRows(rows: readonly ReportRow[], random: Random): MarkedRow[] {
  const reportStyle = random.pick(MARK_STYLES);
  // Some reports mix marks: a lab system that writes '*' for some tests and 'H' for others.
  const mixed = random.chance(0.25);
  return rows.map((row) => {
    if (row.flag === null) return { row, mark: null, gluable: false };
    const style = mixed ? random.pick(MARK_STYLES) : reportStyle;
    return { row, mark: style.mark(row.flag, random), gluable: style.gluable };
  });
}

function markAfter(runs: readonly Run[], item: MarkedRow, glued: boolean): Run[] {
  if (item.mark === null) return [...runs];
  return [...runs, ...(glued && item.gluable ? [] : [helvetica(' ')]), item.mark];
}

function markBefore(runs: readonly Run[], item: MarkedRow): Run[] {
  return item.mark === null ? [...runs] : [item.mark, helvetica(' '), ...runs];
}

/** The four plain columns, and a column holding only the mark. */
function baseColumns(random: Random) {
  const [test, result, unit, range] = random.pick(HEADER_SETS);
  const plain = (header: string, text: (row: ReportRow) => string): RunColumn<MarkedRow> => ({
    header,
    cell: (item) => [helvetica(text(item.row))],
  });
  return {
    name: plain(test, (row) => row.printed_name),
    value: plain(result, (row) => row.value_text),
    unit: plain(unit, (row) => row.unit),
    range: plain(range, (row) => row.range_text),
    flag: {
      header: random.pick(FLAG_HEADERS),
      cell: (item: MarkedRow) => (item.mark === null ? [] : [item.mark]),
    },
  };
}

/** A column with the mark added to its cells. */
function marked(
  column: RunColumn<MarkedRow>,
  add: (runs: readonly Run[], item: MarkedRow) => Run[],
) {
  return { ...column, cell: (item: MarkedRow) => add(column.cell(item), item) };
}

/** Where the mark goes: its own column, or in a cell before or after what the cell prints. */
const POSITIONS: readonly ((random: Random) => Columns)[] = [
  (random) => {
    const { name, value, unit, range, flag } = baseColumns(random);
    return [name, value, flag, unit, range];
  },
  (random) => {
    const { name, value, unit, range } = baseColumns(random);
    const glued = random.chance(0.5);
    return [name, marked(value, (runs, item) => markAfter(runs, item, glued)), unit, range];
  },
  (random) => {
    const { name, value, unit, range } = baseColumns(random);
    return [name, marked(value, markBefore), unit, range];
  },
  (random) => {
    const { name, value, unit, range, flag } = baseColumns(random);
    return random.chance(0.5)
      ? [name, value, marked(unit, (runs, item) => markAfter(runs, item, false)), range]
      : [name, value, unit, flag, range];
  },
  (random) => {
    const { name, value, unit, range, flag } = baseColumns(random);
    return random.chance(0.5)
      ? [name, value, unit, marked(range, (runs, item) => markAfter(runs, item, false))]
      : [name, value, unit, range, flag];
  },
];

/**
 * A table whose out-of-range results carry a mark in any of the forms labs print (H, (L), HH,
 * *, !, A, High, Abnormal, arrows, triangles), in a column of its own or in the value's, unit's or
 * range's cell.
 */
export const FLAGS_EVERYWHERE: LayoutSpec = {
  language: 'en',
  maxNameLength: 30,
  maxUnitLength: 12,
  censored: NONE_CENSORED,
  render: (rows, letterhead, random) => {
    const items = markRows(rows, random);
    const columns = random.pick(POSITIONS)(random);
    const widths = columnWidths(items, columns, 10).reduce((total, width) => total + width, 0);
    const roomPerGap = (RIGHT - LEFT - widths) / (columns.length - 1);
    const table = renderRunTable(items, columns, {
      left: LEFT,
      top: letterhead.bottom,
      size: 10,
      rowHeight: 16,
      gap: Math.max(8, Math.min(random.int(14, 36), roomPerGap)),
    });
    return [[...letterhead.texts, ...table.texts]];
  },
};
