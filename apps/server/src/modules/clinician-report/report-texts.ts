import type { Language } from '@labtrail/contract/auth';
import type { Trend } from '@labtrail/contract/summaries';

/** Every word of the clinician report that is not the person's data, in English and German. */
export const REPORT_TEXTS = {
  us: {
    locale: 'en-US',
    title: 'Laboratory results for your clinician',
    person: (address: string) => `Prepared for: ${address}`,
    generated: (date: string) => `Generated on ${date} by Labtrail`,
    covered: (first: string, last: string) => `Results from ${first} to ${last}`,
    noResults: 'No results yet.',
    needsAttention: 'Needs attention',
    nothingNeedsAttention: 'Every latest value is in its desired range.',
    resultsByCategory: 'All results by category',
    columns: {
      biomarker: 'Biomarker',
      latest: 'Latest',
      range: 'Desired range',
      status: 'Status',
      previous: 'Previous',
      trend: 'Trend',
    },
    inRange: 'In range',
    low: 'Low',
    high: 'High',
    outOfRange: 'Out of range',
    noPrevious: 'none',
    onlyFlagged: 'only flagged values',
    flagged: (value: string, date: string, cause: string) =>
      `Flagged as inaccurate: ${value} (${date}) - ${cause}`,
    noCause: 'no reason given',
    moreFlagged: (count: number) =>
      `Flagged as inaccurate earlier: ${count === 1 ? '1 more value' : `${String(count)} more values`}, not listed`,
    trend: {
      improving: 'improving',
      worsening: 'worsening',
      stable: 'stable',
      unknown: '',
    } satisfies Record<Trend, string>,
    analysis: 'Analysis',
    noAnalysis: 'No analysis has been written yet.',
    sources: 'Sources',
    noReportDate: 'report date unknown',
    document: (name: string, date: string, count: number) =>
      `${name} (${date}): ${count === 1 ? '1 value' : `${String(count)} values`}`,
    enteredByYou: (count: number) =>
      `Entered by you: ${count === 1 ? '1 value' : `${String(count)} values`}`,
    fromDeletedDocuments: (count: number) =>
      `From documents since deleted: ${count === 1 ? '1 value' : `${String(count)} values`}`,
    footer: (page: number, pages: number) =>
      `Page ${String(page)} of ${String(pages)} - Not a diagnosis: values judged against published reference ranges by fixed rules, without symptoms, medicines or history.`,
  },
  de: {
    locale: 'de-DE',
    title: 'Laborwerte für Ihre Ärztin oder Ihren Arzt',
    person: (address: string) => `Erstellt für: ${address}`,
    generated: (date: string) => `Erstellt am ${date} mit Labtrail`,
    covered: (first: string, last: string) => `Ergebnisse vom ${first} bis ${last}`,
    noResults: 'Noch keine Ergebnisse.',
    needsAttention: 'Auffällige Werte',
    nothingNeedsAttention: 'Alle neuesten Werte liegen im Zielbereich.',
    resultsByCategory: 'Alle Ergebnisse nach Bereich',
    columns: {
      biomarker: 'Biomarker',
      latest: 'Neuester Wert',
      range: 'Zielbereich',
      status: 'Bewertung',
      previous: 'Vorheriger Wert',
      trend: 'Verlauf',
    },
    inRange: 'Im Bereich',
    low: 'Niedrig',
    high: 'Hoch',
    outOfRange: 'Außerhalb',
    noPrevious: 'keiner',
    onlyFlagged: 'nur markierte Werte',
    flagged: (value: string, date: string, cause: string) =>
      `Als ungenau markiert: ${value} (${date}) - ${cause}`,
    noCause: 'ohne Angabe eines Grundes',
    moreFlagged: (count: number) =>
      `Früher als ungenau markiert: ${count === 1 ? '1 weiterer Wert' : `${String(count)} weitere Werte`}, nicht aufgeführt`,
    trend: {
      improving: 'besser',
      worsening: 'schlechter',
      stable: 'stabil',
      unknown: '',
    } satisfies Record<Trend, string>,
    analysis: 'Auswertung',
    noAnalysis: 'Es wurde noch keine Auswertung geschrieben.',
    sources: 'Quellen',
    noReportDate: 'Befunddatum unbekannt',
    document: (name: string, date: string, count: number) =>
      `${name} (${date}): ${count === 1 ? '1 Wert' : `${String(count)} Werte`}`,
    enteredByYou: (count: number) =>
      `Von Ihnen eingegeben: ${count === 1 ? '1 Wert' : `${String(count)} Werte`}`,
    fromDeletedDocuments: (count: number) =>
      `Aus inzwischen gelöschten Dokumenten: ${count === 1 ? '1 Wert' : `${String(count)} Werte`}`,
    footer: (page: number, pages: number) =>
      `Seite ${String(page)} von ${String(pages)} - Keine Diagnose: Werte nach festen Regeln an veröffentlichten Referenzbereichen gemessen, ohne Beschwerden, Medikamente oder Vorgeschichte.`,
  },
} as const satisfies Record<Language, unknown>;

export type ReportTexts = (typeof REPORT_TEXTS)[Language];
