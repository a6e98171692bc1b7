import type { LayoutSpec } from './layout-spec';
import { NONE_CENSORED } from './layout-spec';
import { ENGLISH_HEADERS, plainColumns, renderTable } from './render-table';

/** Small type so that two four-column tables fit across one page. */
const HALF_TABLE = { size: 8, rowHeight: 14 };

/** Two result tables, the left and the right half of the page, each with its own header. */
export const TWO_TABLES_SIDE_BY_SIDE: LayoutSpec = {
  language: 'en',
  maxNameLength: 24,
  maxUnitLength: 10,
  censored: NONE_CENSORED,
  render: (rows, letterhead) => {
    const half = Math.ceil(rows.length / 2);
    const left = renderTable(
      rows.slice(0, half),
      plainColumns(ENGLISH_HEADERS, [30, 140, 180, 228]),
      letterhead.bottom,
      HALF_TABLE,
    );
    const right = renderTable(
      rows.slice(half),
      plainColumns(ENGLISH_HEADERS, [310, 420, 460, 508]),
      letterhead.bottom,
      HALF_TABLE,
    );
    return [[...letterhead.texts, ...left.texts, ...right.texts]];
  },
};
