import type { Language } from '@labtrail/contract/auth';
import { DOCUMENT_TYPES } from '@labtrail/contract/documents';
import type { DocumentType } from '@labtrail/contract/documents';

const NAMES: Record<DocumentType, Record<Language, string>> = {
  genetics: { us: 'Genetics', de: 'Genetik' },
  medical_history: { us: 'Medical History', de: 'Krankengeschichte' },
  family_medical_history: { us: 'Family Medical History', de: 'Familienanamnese' },
  lab_non_blood: { us: 'Lab Results (Non-Blood)', de: 'Laborbefunde (ohne Blut)' },
  imaging: { us: 'Imaging', de: 'Bildgebung' },
  screening: { us: 'Screening', de: 'Vorsorge' },
  blood_work: { us: 'Blood Work', de: 'Blutwerte' },
  other: { us: 'Other', de: 'Sonstiges' },
};

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The type's id (1–8, in the spec's order) and its name for people. */
export function describeDocumentType(type: DocumentType, language: Language) {
  return { id: DOCUMENT_TYPES.indexOf(type) + 1, name: NAMES[type][language] };
}
