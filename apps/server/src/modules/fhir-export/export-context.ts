import type { FhirReference } from '@labtrail/contract/fhir-export';
import type { Localised } from '../biomarkers/localise';
import type { FhirMessages } from './fhir-messages';

/** What every resource of one person's bundle shares: who it is about, and their language. */
export interface ExportContext {
  patient: FhirReference;
  text: Localised;
  messages: FhirMessages;
}
