/** The language a report is printed in: names, headers, number and date formats. */
export type ReportLanguage = 'en' | 'de';

/** One result as the generator knows it to be: the truth a reader is scored against. */
export interface TruthResult {
  biomarker_id: number;
  printed_name: string;
  /** As printed, in `unit`; a censored value's limit ('<0.5' is 0.5). */
  value: number;
  unit: string;
  comparator: '<' | '>' | null;
  /** `value` in the catalogue's canonical unit, unrounded. */
  value_canonical: number;
  canonical_unit: string;
  /**
   * The word a qualitative result is printed as ('Negative', '++'), whose number in the catalogue's
   * text_values is `value_canonical`; null for a number, absent from classes that print no words.
   */
  value_text?: string | null;
  /** The method the report prints for the result; absent from classes that print none. */
  method?: string | null;
}

/** A result with the texts a layout prints for it. */
export interface ReportRow extends Omit<TruthResult, 'value_text'> {
  /** The value as printed: '131', '1.234,5', '<0.5'. */
  value_text: string;
  /** The reference range as printed: '0.45 - 4.50', '< 200'. */
  range_text: string;
  flag: 'H' | 'L' | null;
}

export interface ReportTruth {
  /** YYYY-MM-DD. */
  report_date: string;
  /** The laboratory's name as the report prints it. */
  lab: string;
  results: TruthResult[];
}
