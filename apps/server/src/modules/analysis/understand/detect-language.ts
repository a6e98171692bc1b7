import type { PdfText } from '../pdf-text';

export type ReportLanguage = 'us' | 'de';

/** Words common in German lab reports and rare in English ones. */
const GERMAN = new Set(
  (
    'und der die das des dem den nicht mit für von bei ist im auf zum zur eine einer oder wird ' +
    'werden befund befunddatum einheit normwerte normbereich referenzbereich ergebnis ' +
    'untersuchung datum geb seite kommentar hinweis empfohlen labor blutbild gesamt wert werte ' +
    'patientin arzt ärztin probe abnahme eingang auftrag zuweisung vom negativ positiv erhöht ' +
    'erniedrigt'
  ).split(' '),
);

/** Words common in English lab reports and rare in German ones. */
const ENGLISH = new Set(
  (
    'the and of for with is are to in on by test tests result results report reported reference ' +
    'range sample collected received page count value values unit units name date age male ' +
    'female negative positive high low interval investigation method end level levels'
  ).split(' '),
);

/**
 * The report's language, 'us' (English) or 'de' (German), by counting words typical of each;
 * umlauts and ß count towards German. English wins a tie: the catalogue's English names are the
 * default.
 */
export function detectLanguage(text: PdfText): ReportLanguage {
  let german = 0;
  let english = 0;
  for (const page of text.pages) {
    for (const line of page.lines) {
      for (const item of line.items) {
        for (const word of item.text.toLowerCase().split(/[^a-zäöüß]+/u)) {
          if (word === '') continue;
          if (GERMAN.has(word) || /[äöüß]/u.test(word)) german += 1;
          else if (ENGLISH.has(word)) english += 1;
        }
      }
    }
  }
  return german > english ? 'de' : 'us';
}
