import type { ResultsTable } from '../../../db/schema';
import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';
import { MARKER_IDS } from './marker-keys';
import type { MarkerKey } from './marker-keys';

/** Test data for the analysis: stored result rows for crafted profiles. */

let sequence = 0;

export function resultRow(
  biomarkerId: number,
  value: number,
  overrides: Partial<ResultsTable> = {},
): ResultsTable {
  sequence += 1;
  return {
    id: `r${String(sequence)}`,
    user_id: 'u1',
    biomarker_id: biomarkerId,
    value,
    original_value: value,
    original_unit: '',
    comparator: null,
    test_date: '2026-06-01',
    source: 'manual',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    created_at: sequence,
    ...overrides,
  };
}

/** A result of a marker the rules reason about. */
export function markerRow(
  key: MarkerKey,
  value: number,
  overrides: Partial<ResultsTable> = {},
): ResultsTable {
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
