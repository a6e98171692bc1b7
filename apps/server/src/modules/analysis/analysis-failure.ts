/** Why a document could not be analysed, in words for the person; `permanent` means retrying cannot help. */
export class AnalysisFailure extends Error {
  override name = 'AnalysisFailure';

  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export const ANALYSIS_MESSAGES = {
  unreadable: 'The file could not be read as a PDF.',
  tooSlow: 'Reading the document took too long.',
  abandoned: 'The analysis stopped before it could finish.',
  failed: 'The document could not be analysed.',
  tooLarge: 'The document holds far more data than a lab report.',
} as const;

/** The same reasons in German, for a German interface. */
export const ANALYSIS_MESSAGES_DE: Record<string, string> = {
  [ANALYSIS_MESSAGES.unreadable]: 'Die Datei konnte nicht als PDF gelesen werden.',
  [ANALYSIS_MESSAGES.tooSlow]: 'Das Lesen des Dokuments hat zu lange gedauert.',
  [ANALYSIS_MESSAGES.abandoned]: 'Die Auswertung wurde unterbrochen, bevor sie fertig war.',
  [ANALYSIS_MESSAGES.failed]: 'Das Dokument konnte nicht ausgewertet werden.',
  [ANALYSIS_MESSAGES.tooLarge]: 'Das Dokument enthält weit mehr Daten als ein Laborbefund.',
};
