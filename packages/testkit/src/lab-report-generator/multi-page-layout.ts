import type { PdfText } from '../make-pdf';
import type { LayoutSpec } from './layout-spec';
import { NONE_CENSORED } from './layout-spec';
import { line } from './page-lines';
import { ENGLISH_HEADERS, plainColumns, renderTable } from './render-table';

/**
 * Results spread over two or three pages, each repeating the letterhead, the table header and a
 * footer full of numbers (page x of y, the patient's id, the lab's phone) that are no results.
 */
export const MULTI_PAGE: LayoutSpec = {
  language: 'en',
  maxNameLength: 36,
  maxUnitLength: 16,
  censored: NONE_CENSORED,
  render: (rows, letterhead, random) => {
    const pageCount = Math.min(random.int(2, 3), rows.length);
    const perPage = Math.ceil(rows.length / pageCount);
    const patientId = String(random.int(1000000, 9999999));
    const phone = `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`;
    const columns = plainColumns(ENGLISH_HEADERS, [40, 250, 330, 420]);
    return Array.from({ length: pageCount }, (_, page): PdfText[] => [
      ...letterhead.texts,
      ...line(116, [[400, `Page ${String(page + 1)} of ${String(pageCount)}`]], 9),
      ...renderTable(rows.slice(page * perPage, (page + 1) * perPage), columns, letterhead.bottom)
        .texts,
      ...line(
        800,
        [
          [40, `Patient ID ${patientId}`],
          [200, `Tel. ${phone}`],
          [400, `Page ${String(page + 1)}/${String(pageCount)}`],
        ],
        8,
      ),
    ]);
  },
};
