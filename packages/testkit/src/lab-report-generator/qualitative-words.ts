import type { ReportLanguage } from './report-model';

/**
 * The words labs print for one kind of qualitative result, as they print them. A word is used for
 * a biomarker only when its lower case is a key of that biomarker's text_values.
 */
export const WORD_FAMILIES: Record<ReportLanguage, readonly (readonly string[])[]> = {
  en: [
    ['Negative', 'Positive'],
    ['NEGATIVE', 'POSITIVE'],
    ['Non-reactive', 'Reactive'],
    ['Non Reactive', 'Reactive'],
    ['Not detected', 'Detected'],
    ['Absent', 'Present'],
    ['Nil', 'Trace', '+', '++', '+++'],
    ['Negative', 'Trace', '1+', '2+', '3+'],
  ],
  de: [
    ['negativ', 'positiv'],
    ['nicht nachweisbar', 'nachweisbar'],
    ['nicht reaktiv', 'reaktiv'],
    ['negativ', 'Spuren', '+', '++', '+++'],
    ['kein Nachweis', 'positiv'],
  ],
};
