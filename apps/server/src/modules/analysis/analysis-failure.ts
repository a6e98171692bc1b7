import type { Language } from '@labtrail/contract/auth';

/** Why a document could not be analysed, named once; the words for each are in the table below. */
const ANALYSIS_FAILURE_CODES = [
  'unreadable',
  'too_slow',
  'abandoned',
  'failed',
  'too_large',
  'too_many_instructions',
  'too_much_text',
  'pages_too_slow',
  'unreadable_fhir',
  'too_many_results',
] as const;
export type AnalysisFailureCode = (typeof ANALYSIS_FAILURE_CODES)[number];

/** Every reason in each interface language: the one place a failure is put into words. */
const ANALYSIS_FAILURE_TEXTS: Record<AnalysisFailureCode, Record<Language, string>> = {
  unreadable: {
    us: 'The file could not be read as a PDF.',
    de: 'Die Datei konnte nicht als PDF gelesen werden.',
  },
  too_slow: {
    us: 'Reading the document took too long.',
    de: 'Das Lesen des Dokuments hat zu lange gedauert.',
  },
  abandoned: {
    us: 'The analysis stopped before it could finish.',
    de: 'Die Auswertung wurde unterbrochen, bevor sie fertig war.',
  },
  failed: {
    us: 'The document could not be analysed.',
    de: 'Das Dokument konnte nicht ausgewertet werden.',
  },
  too_large: {
    us: 'The document holds far more data than a lab report.',
    de: 'Das Dokument enthält weit mehr Daten als ein Laborbefund.',
  },
  too_many_instructions: {
    us: 'A page of this document holds far more drawing instructions than a lab report.',
    de: 'Eine Seite dieses Dokuments enthält weit mehr Zeichenanweisungen als ein Laborbefund.',
  },
  too_much_text: {
    us: 'This document holds far more pieces of text than a lab report.',
    de: 'Dieses Dokument enthält weit mehr Textstücke als ein Laborbefund.',
  },
  pages_too_slow: {
    us: 'Reading the pages of this document took far longer than those of a lab report.',
    de: 'Das Lesen der Seiten dieses Dokuments hat weit länger gedauert als bei einem Laborbefund.',
  },
  unreadable_fhir: {
    us: 'The file could not be read as FHIR JSON.',
    de: 'Die Datei konnte nicht als FHIR-JSON gelesen werden.',
  },
  too_many_results: {
    us: 'Your history has no room for the values of this document: it would hold more results than Labtrail keeps for one person. Please delete documents or results you no longer need, then analyse the document again.',
    de: 'Ihr Verlauf hat keinen Platz für die Werte dieses Dokuments: Er enthielte mehr Werte, als Labtrail für eine Person speichert. Bitte löschen Sie Dokumente oder Werte, die Sie nicht mehr brauchen, und lassen Sie das Dokument dann erneut auswerten.',
  },
};

export function isAnalysisFailureCode(value: string): value is AnalysisFailureCode {
  return (ANALYSIS_FAILURE_CODES as readonly string[]).includes(value);
}

/**
 * Why a document could not be analysed, by its code (the message is the English words, for the
 * log); `permanent` means retrying cannot help.
 */
export class AnalysisFailure extends Error {
  override name = 'AnalysisFailure';

  constructor(
    readonly code: AnalysisFailureCode,
    readonly permanent: boolean,
  ) {
    super(ANALYSIS_FAILURE_TEXTS[code].us);
  }
}

/**
 * A document's stored failure (its code, migration 0013) in the person's language; text that is
 * no known code is shown as it is.
 */
export function describeAnalysisFailure(stored: string, language: Language): string {
  return isAnalysisFailureCode(stored) ? ANALYSIS_FAILURE_TEXTS[stored][language] : stored;
}
