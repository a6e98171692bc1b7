import type { Language } from '@labtrail/contract/auth';

/** The export's own words, in the account's language; codes keep their standard English displays. */
export function fhirMessages(language: Language) {
  const de = language === 'de';
  return {
    flagged: (cause: string) =>
      de ? `Als ungenau markiert: ${cause}` : `Flagged as inaccurate: ${cause}`,
    /** For one part of a reading with several (the systolic of a blood pressure). */
    flaggedPart: (part: string, cause: string) =>
      de ? `${part} als ungenau markiert: ${cause}` : `${part} flagged as inaccurate: ${cause}`,
    bloodPressure: de ? 'Blutdruck' : 'Blood pressure',
    documentDescription: (name: string) =>
      de ? `Hochgeladenes Dokument „${name}“` : `Uploaded document “${name}”`,
  };
}

export type FhirMessages = ReturnType<typeof fhirMessages>;
