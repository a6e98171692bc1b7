import type { Biomarker } from '@labtrail/contract/biomarkers';

/** Systolic and diastolic blood pressure are shown together as 'Blood Pressure' (spec §2). */
const SYSTOLIC_LOINC = '8480-6';
const DIASTOLIC_LOINC = '8462-4';

export interface BloodPressurePair {
  systolic: Biomarker;
  diastolic: Biomarker;
}

/** The pair when `biomarker` is one half of blood pressure, found among all biomarkers. */
export function bloodPressurePair(
  biomarker: Biomarker,
  all: readonly Biomarker[],
): BloodPressurePair | undefined {
  const halves = [SYSTOLIC_LOINC, DIASTOLIC_LOINC];
  if (!halves.some((code) => biomarker.loinc.includes(code))) return undefined;
  const systolic = all.find((candidate) => candidate.loinc.includes(SYSTOLIC_LOINC));
  const diastolic = all.find((candidate) => candidate.loinc.includes(DIASTOLIC_LOINC));
  return systolic === undefined || diastolic === undefined ? undefined : { systolic, diastolic };
}
