import type { FhirReference } from '@labtrail/contract/fhir-export';
import type { PersonalProfile } from '@labtrail/contract/profile';
import type { Localised } from '../biomarkers/localise';
import type { FhirMessages } from './fhir-messages';

/** What every resource of one person's bundle shares: who it is about, their language and ranges. */
export interface ExportContext {
  patient: FhirReference;
  text: Localised;
  messages: FhirMessages;
  /** Whose reference ranges apply. */
  person: PersonalProfile;
}
