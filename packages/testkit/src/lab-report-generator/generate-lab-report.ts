import { makePdf } from '../make-pdf';
import type { GeneratorBiomarker } from './catalogue-input';
import { composeReport } from './compose-report';
import type { ContentSpec } from './content-spec';
import { COUNTS_AND_RATIOS } from './counts-and-ratios-layout';
import type { LayoutSpec } from './layout-spec';
import { FLAGS_EVERYWHERE } from './flags-everywhere-layout';
import { METHODS_LAYOUT } from './methods-layout';
import { MULTI_PAGE } from './multi-page-layout';
import { pickRows } from './pick-rows';
import { PORTAL_LINES } from './portal-lines-layout';
import { QUALITATIVE } from './qualitative-layout';
import { PORTAL_VARIANTS } from './portal-variants-layout';
import { seededRandom } from './random';
import { randomDate } from './report-date';
import { reportHeader } from './report-header';
import type { ReportTruth } from './report-model';
import { TWO_TABLES_SIDE_BY_SIDE } from './side-by-side-layout';
import { CENSORED, FLAG_AFTER_VALUE, GERMAN, TABLE, TABLE_FLAG_COLUMN } from './table-layouts';
import { THREE_COLUMNS } from './three-columns-layout';
import { UNIT_SPELLINGS_LAYOUT } from './unit-spellings-layout';
import { VITALS } from './vitals-layout';

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
  'flags-everywhere': FLAGS_EVERYWHERE,
  'three-columns': THREE_COLUMNS,
  'portal-variants': PORTAL_VARIANTS,
  vitals: VITALS,
  qualitative: QUALITATIVE,
  'unit-spellings': UNIT_SPELLINGS_LAYOUT,
  'counts-and-ratios': COUNTS_AND_RATIOS,
  methods: METHODS_LAYOUT,
} as const satisfies Record<string, LayoutSpec | ContentSpec>;

export type LayoutClass = keyof typeof LAYOUT_SPECS;

export const LAYOUT_CLASSES = Object.keys(LAYOUT_SPECS) as LayoutClass[];

export interface GeneratedReport {
  layout: LayoutClass;
  seed: number;
  pdf: Buffer;
  truth: ReportTruth;
}

/**
 * A lab report of results of `catalogue` (6–20 in the classes that only lay rows out) in the
 * given layout class, with the truth of what it prints. The same seed, catalogue and layout always
 * give the same bytes.
 */
export function generateLabReport(
  seed: number,
  layout: LayoutClass,
  catalogue: readonly GeneratorBiomarker[],
): GeneratedReport {
  const chosen: LayoutSpec | ContentSpec = LAYOUT_SPECS[layout];
  if ('compose' in chosen) return { layout, seed, ...composeReport(seed, chosen, catalogue) };
  const spec = chosen;
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
    pdf: makePdf(spec.render(rows, letterhead, random, date)),
    truth: {
      report_date: date.iso,
      lab: letterhead.lab,
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
