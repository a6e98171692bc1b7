import type { Provenance } from '@labtrail/contract/review';
import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';
import { MARKER_IDS } from './marker-keys';
import type { MarkerKey } from './marker-keys';
import type { AnalysedResult } from './analysed-result';

/** Test data for the analysis: results of crafted profiles. */

export function resultRow(
  biomarkerId: number,
  value: number,
  overrides: Partial<AnalysedResult> = {},
): AnalysedResult {
  return {
    biomarker_id: biomarkerId,
    value,
    comparator: null,
    test_date: '2026-06-01',
    flagged_at: null,
    ...overrides,
  };
}

/** A result of a marker the rules reason about. */
export function markerRow(
  key: MarkerKey,
  value: number,
  overrides: Partial<AnalysedResult> = {},
): AnalysedResult {
  const biomarkerId = MARKER_IDS.get(key);
  if (biomarkerId === undefined) throw new Error(`no biomarker for ${key}`);
  return resultRow(biomarkerId, value, overrides);
}

/** The catalogue biomarker a LOINC code names first. */
export function biomarkerByLoinc(code: string): CatalogueBiomarker {
  const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.loinc.includes(code));
  if (biomarker === undefined) throw new Error(`no biomarker for LOINC ${code}`);
  return biomarker;
}

/** What a report printed beside a crafted value, stored as a document's value keeps it. */
export interface CraftedPrint {
  lab?: string | null;
  method?: string | null;
  /** As printed, e.g. '0 - 130'. */
  range?: string | null;
  /** As printed; the catalogue's unit when left out. */
  unit?: string;
}

/** Overrides that make a crafted result one read from a report that printed this. */
export function printedBy(
  print: CraftedPrint,
): Pick<AnalysedResult, 'provenance' | 'original_unit'> {
  const provenance: Provenance = {
    printed: {
      name: '',
      value: '',
      unit: print.unit ?? '',
      range: print.range ?? null,
      flag: null,
    },
    page: 1,
    row_box: null,
    value_box: null,
    observation: null,
    lab: print.lab ?? null,
    method: print.method ?? null,
  };
  return {
    provenance: JSON.stringify(provenance),
    ...(print.unit === undefined ? {} : { original_unit: print.unit }),
  };
}
