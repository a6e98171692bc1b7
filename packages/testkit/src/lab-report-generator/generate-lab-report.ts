import { makePdf } from '../make-pdf';
import type { GeneratorBiomarker } from './catalogue-input';
import type { LayoutSpec } from './layout-spec';
import { MULTI_PAGE } from './multi-page-layout';
import { pickRows } from './pick-rows';
import { PORTAL_LINES } from './portal-lines-layout';
import { seededRandom } from './random';
import { randomDate } from './report-date';
import { reportHeader } from './report-header';
import type { ReportTruth } from './report-model';
import { TWO_TABLES_SIDE_BY_SIDE } from './side-by-side-layout';
import { CENSORED, FLAG_AFTER_VALUE, GERMAN, TABLE, TABLE_FLAG_COLUMN } from './table-layouts';

export type { GeneratorBiomarker } from './catalogue-input';
export type { ReportTruth, TruthResult } from './report-model';

const LAYOUT_SPECS = {
  table: TABLE,
  'table-flag-column': TABLE_FLAG_COLUMN,
  'flag-after-value': FLAG_AFTER_VALUE,
  'two-tables-side-by-side': TWO_TABLES_SIDE_BY_SIDE,
  'portal-lines': PORTAL_LINES,
  german: GERMAN,
  'multi-page': MULTI_PAGE,
  censored: CENSORED,
} as const satisfies Record<string, LayoutSpec>;

export type LayoutClass = keyof typeof LAYOUT_SPECS;

export const LAYOUT_CLASSES = Object.keys(LAYOUT_SPECS) as LayoutClass[];

export interface GeneratedReport {
  layout: LayoutClass;
  seed: number;
  pdf: Buffer;
  truth: ReportTruth;
}

/**
 * A lab report of 6–20 results of `catalogue` in the given layout class, with the truth of what
 * it prints. The same seed, catalogue and layout always give the same bytes.
 */
export function generateLabReport(
  seed: number,
  layout: LayoutClass,
  catalogue: readonly GeneratorBiomarker[],
): GeneratedReport {
  const spec: LayoutSpec = LAYOUT_SPECS[layout];
  const random = seededRandom(seed);
  const date = randomDate(random, spec.language);
  const letterhead = reportHeader(random, spec.language, date);
  const rows = pickRows(
    catalogue,
    {
      language: spec.language,
      count: random.int(6, 20),
      maxNameLength: spec.maxNameLength,
      maxUnitLength: spec.maxUnitLength,
      censored: spec.censored(random),
    },
    random,
  );
  return {
    layout,
    seed,
    pdf: makePdf(spec.render(rows, letterhead, random)),
    truth: {
      report_date: date.iso,
      results: rows.map((row) => ({
        biomarker_id: row.biomarker_id,
        printed_name: row.printed_name,
        value: row.value,
        unit: row.unit,
        comparator: row.comparator,
        value_canonical: row.value_canonical,
        canonical_unit: row.canonical_unit,
      })),
    },
  };
}
