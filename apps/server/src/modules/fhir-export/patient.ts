import type { FhirPatient } from '@labtrail/contract/fhir-export';
import { resourceUuid } from './entry-urn';

/**
 * The person as little as the results need: an id and nothing else. Labtrail knows no name, sex
 * or birth date, and the bundle leaves their e-mail and phone at home.
 */
export function patientOf(userId: string): FhirPatient {
  return { resourceType: 'Patient', id: resourceUuid('Patient', userId) };
}
