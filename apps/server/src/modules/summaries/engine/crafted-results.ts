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
