import type { FhirObservation } from '@labtrail/contract/fhir-export';
import type { ResultsTable } from '../../db/schema';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { BLOOD_PRESSURE_PANEL, LOINC } from './code-systems';
import { resourceUuid } from './entry-urn';
import type { ExportContext } from './export-context';
import { biomarkerCode, measuredValue } from './measured-value';
import { flagNotes } from './observation';
import { VITAL_SIGNS_CATEGORY } from './observation-category';

const SYSTOLIC_ID = 1301;
const DIASTOLIC_ID = 1302;

export interface BloodPressureReading {
  systolic: ResultsTable;
  diastolic: ResultsTable;
}

/**
 * Pairs each systolic result with a diastolic one of the same day and source, in the order they
 * were recorded; results that find no partner are returned as they are.
 */
export function pairBloodPressures(results: readonly ResultsTable[]): {
  readings: BloodPressureReading[];
  others: ResultsTable[];
} {
  const waiting = new Map<string, { systolic: ResultsTable[]; diastolic: ResultsTable[] }>();
  for (const result of results) {
    if (result.biomarker_id !== SYSTOLIC_ID && result.biomarker_id !== DIASTOLIC_ID) continue;
    const key = `${result.test_date}/${result.document_id ?? ''}`;
    const queues = waiting.get(key) ?? { systolic: [], diastolic: [] };
    (result.biomarker_id === SYSTOLIC_ID ? queues.systolic : queues.diastolic).push(result);
    waiting.set(key, queues);
  }
  const paired = new Set<string>();
  const readings: BloodPressureReading[] = [];
  for (const { systolic, diastolic } of waiting.values()) {
    for (const [index, upper] of systolic.entries()) {
      const lower = diastolic[index];
      if (lower === undefined) break;
      readings.push({ systolic: upper, diastolic: lower });
      paired.add(upper.id).add(lower.id);
    }
  }
  return { readings, others: results.filter((result) => !paired.has(result.id)) };
}

/** A blood pressure as US Core writes it: one panel Observation with systolic and diastolic components. */
export function bloodPressureObservationOf(
  reading: BloodPressureReading,
  context: ExportContext,
): FhirObservation {
  const parts = [reading.systolic, reading.diastolic].flatMap((result) => {
    const biomarker = findBiomarker(result.biomarker_id);
    return biomarker === undefined ? [] : [{ result, biomarker }];
  });
  return {
    resourceType: 'Observation',
    id: resourceUuid('Observation', reading.systolic.id),
    status: 'final',
    category: [VITAL_SIGNS_CATEGORY],
    code: {
      coding: [{ system: LOINC, ...BLOOD_PRESSURE_PANEL }],
      text: context.messages.bloodPressure,
    },
    subject: context.patient,
    effectiveDateTime: reading.systolic.test_date,
    component: parts.map(({ result, biomarker }) => ({
      code: biomarkerCode(biomarker, context.text),
      ...measuredValue(biomarker, result, context),
    })),
    ...flagNotes(
      parts.map(({ result, biomarker }) => ({
        result,
        part: context.text.biomarkerName(biomarker),
      })),
      context,
    ),
  };
}
