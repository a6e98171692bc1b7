import { bloodCountSections } from './blood-count-rows';
import type { ContentSpec } from './content-spec';
import { contentColumns, renderSections } from './content-table';
import type { RowOptions } from './pick-rows';
import { ratioRows } from './ratio-rows';
import { ENGLISH_HEADERS } from './render-table';

const OPTIONS: RowOptions = {
  language: 'en',
  count: 0,
  maxNameLength: 32,
  maxUnitLength: 16,
  censored: 0,
};

/**
 * A blood count whose differential is printed as percentages and as absolute counts, then
 * chemistry with unit-less ratios (Chol/HDL, A/G) after the results they come from.
 */
export const COUNTS_AND_RATIOS: ContentSpec = {
  languages: ['en'],
  compose: (catalogue, { letterhead }, random) => {
    const sections = [
      ...bloodCountSections(catalogue, OPTIONS, random),
      { title: 'Biochemistry', rows: ratioRows(catalogue, OPTIONS, random) },
    ];
    const table = renderSections(
      sections,
      contentColumns(ENGLISH_HEADERS, [40, 250, 330, 420]),
      letterhead.bottom,
    );
    return {
      pages: [[...letterhead.texts, ...table.texts]],
      results: sections.flatMap(({ rows }) => rows.flatMap((row) => row.results)),
    };
  },
};
