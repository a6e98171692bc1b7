import type { PdfText } from '../make-pdf';
import type { LayoutSpec } from './layout-spec';
import { line } from './page-lines';
import type { Random } from './random';
import type { ReportRow } from './report-model';
import type { RunColumn } from './run-table';
import { columnWidths, renderRunTable } from './run-table';
import { helvetica } from './text-runs';

const HEADER_SETS = [
  ['Test', 'Result', 'Unit', 'Range'],
  ['Analyte', 'Value', 'Units', 'Ref.'],
  ['Test', 'Result', 'Unit', 'Reference'],
] as const;
const SECTION_TITLES = [
  'Chemistry',
  'Haematology',
  'Endocrinology',
  'Lipids',
  'Vitamins',
  'Minerals',
  'Proteins',
  'Liver and kidney',
] as const;

/**
 * How the page is shared: each table's share of the width, and of the results. Three equal
 * narrow tables, or two of different widths.
 */
const ARRANGEMENTS = [
  [1, 1, 1],
  [3, 2],
  [2, 3],
  [5, 3],
] as const;
const LEFT = 20;
const RIGHT = 575;
const GUTTER = 14;
const MIN_GAP = 5;
const MAX_GAP = 24;
const MAX_SIZE = 8.5;

/** The rows cut in order into parts in proportion to `shares` (six rows give each part two). */
function splitRows(rows: readonly ReportRow[], shares: readonly number[]): ReportRow[][] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  const ends = shares.map((_, at) => {
    const before = shares.slice(0, at + 1).reduce((sum, share) => sum + share, 0);
    return Math.round((rows.length * before) / total);
  });
  return ends.map((end, at) => rows.slice(at === 0 ? 0 : ends[at - 1], end));
}

function columns(random: Random): RunColumn<ReportRow>[] {
  const [test, result, unit, range] = random.pick(HEADER_SETS);
  const flagged = random.chance(0.5);
  return [
    { header: test, cell: (row) => [helvetica(row.printed_name)] },
    {
      header: result,
      cell: (row) => [
        helvetica(flagged && row.flag !== null ? `${row.value_text} ${row.flag}` : row.value_text),
      ],
    },
    { header: unit, cell: (row) => [helvetica(row.unit)] },
    { header: range, cell: (row) => [helvetica(row.range_text)] },
  ];
}

/**
 * Result tables side by side across one page, each with its own header and perhaps a section
 * title: three narrow ones in small type, or two of different widths. Rows of neighbouring tables
 * share a baseline, so a reader that takes a line for one result reads several at once.
 */
export const THREE_COLUMNS: LayoutSpec = {
  language: 'en',
  maxNameLength: 18,
  maxUnitLength: 10,
  censored: (random) => random.int(0, 1),
  render: (rows, letterhead, random) => {
    const shares = random.pick(ARRANGEMENTS);
    const totalShare = shares.reduce((sum, share) => sum + share, 0);
    const room = RIGHT - LEFT - GUTTER * (shares.length - 1);
    const widths = shares.map((share) => (room * share) / totalShare);
    const parts = splitRows(rows, shares);
    const tableColumns = columns(random);
    // One type size for all tables, the largest at which the most crowded one still fits.
    const unitWidths = parts.map((part) =>
      columnWidths(part, tableColumns, 1).reduce((sum, width) => sum + width, 0),
    );
    const gaps = MIN_GAP * (tableColumns.length - 1);
    const fitting = unitWidths.map((unitWidth, at) => ((widths[at] ?? 0) - gaps) / unitWidth);
    const size = Math.floor(Math.min(MAX_SIZE, ...fitting) * 10) / 10;
    const titled = random.chance(0.5);
    const titles = random.sample(SECTION_TITLES, parts.length);
    const top = titled ? letterhead.bottom + 18 : letterhead.bottom;
    const texts: PdfText[] = [...letterhead.texts];
    parts.forEach((part, at) => {
      const width = widths[at] ?? 0;
      const left = LEFT + widths.slice(0, at).reduce((sum, each) => sum + each + GUTTER, 0);
      if (titled) texts.push(...line(letterhead.bottom, [[left, titles[at] ?? '']], size + 2));
      const spare = width - size * (unitWidths[at] ?? 0);
      texts.push(
        ...renderRunTable(part, tableColumns, {
          left,
          top,
          size,
          rowHeight: Math.round(size * 1.6),
          gap: Math.min(MAX_GAP, spare / (tableColumns.length - 1)),
        }).texts,
      );
    });
    return [texts];
  },
};
