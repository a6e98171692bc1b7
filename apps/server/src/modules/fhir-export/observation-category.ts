import type { FhirCodeableConcept } from '@labtrail/contract/fhir-export';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { VITALS } from '../biomarkers/catalogue/data/vitals';
import { OBSERVATION_CATEGORY } from './code-systems';

const VITAL_SIGNS = new Set(VITALS.map((biomarker) => biomarker.id));

export const VITAL_SIGNS_CATEGORY: FhirCodeableConcept = {
  coding: [{ system: OBSERVATION_CATEGORY, code: 'vital-signs', display: 'Vital Signs' }],
};

const LABORATORY_CATEGORY: FhirCodeableConcept = {
  coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' }],
};

/** Vitals (blood pressure, pulse, weight, BMI, waist…) are vital signs; everything else is a lab result. */
export function categoryOf(biomarker: CatalogueBiomarker): FhirCodeableConcept {
  return VITAL_SIGNS.has(biomarker.id) ? VITAL_SIGNS_CATEGORY : LABORATORY_CATEGORY;
}
