import type { LayoutSpec } from './layout-spec';
import { NONE_CENSORED } from './layout-spec';
import { line } from './page-lines';
import type { Random } from './random';
import type { ReportRow } from './report-model';

/** The ways patient portals print a result as one line of text. */
const LINE_STYLES: readonly ((row: ReportRow) => string)[] = [
  (row) => `${row.printed_name}: ${row.value_text} ${row.unit} (Reference ${row.range_text})`,
  (row) => `${row.printed_name}: ${row.value_text} ${row.unit} (Ref. range: ${row.range_text})`,
  (row) =>
    `${row.printed_name} ${'.'.repeat(Math.max(4, 40 - row.printed_name.length))} ${row.value_text} ${row.unit}   ${row.range_text}`,
];

function portalLine(row: ReportRow, random: Random): string {
  const text = random.pick(LINE_STYLES)(row);
  return row.flag === null ? text : `${text} ${row.flag}`;
}

/** One result per line of running text, as copied out of a patient portal. */
export const PORTAL_LINES: LayoutSpec = {
  language: 'en',
  maxNameLength: 36,
  maxUnitLength: 16,
  censored: NONE_CENSORED,
  render: (rows, letterhead, random) => [
    [
      ...letterhead.texts,
      ...line(letterhead.bottom, [[40, 'Your results']], 12),
      ...rows.flatMap((row, at) =>
        line(letterhead.bottom + 24 + at * 16, [[40, portalLine(row, random)]]),
      ),
    ],
  ],
};
