import { contentRow } from './content-row';
import type { ContentSpec } from './content-spec';
import { contentColumns, renderSections } from './content-table';
import { pickRows } from './pick-rows';
import type { RowOptions } from './pick-rows';
import { ENGLISH_HEADERS, GERMAN_HEADERS } from './render-table';
import { wordRows } from './word-rows';

/**
 * Serology and urine strip results printed as words (Negative, Non-reactive, ++, nicht
 * nachweisbar) mixed with numeric rows in one table, English or German.
 */
export const QUALITATIVE: ContentSpec = {
  languages: ['en', 'de'],
  compose: (catalogue, { language, letterhead }, random) => {
    const options = (count: number): RowOptions => ({
      language,
      count,
      maxNameLength: 36,
      maxUnitLength: 16,
      censored: 0,
    });
    const words = wordRows(catalogue, options(random.int(3, 8)), random);
    const numbers = pickRows(catalogue, options(random.int(3, 8)), random).map(contentRow);
    const rows = random.sample([...words, ...numbers], words.length + numbers.length);
    const headers = language === 'de' ? GERMAN_HEADERS : ENGLISH_HEADERS;
    const table = renderSections(
      [{ title: '', rows }],
      contentColumns(headers, [40, 250, 340, 420]),
      letterhead.bottom,
    );
    return {
      pages: [[...letterhead.texts, ...table.texts]],
      results: rows.flatMap((row) => row.results),
    };
  },
};
