import type { Comparator } from '../../biomarkers/assess-value';

/**
 * One of a person's results as the analysis reads it. Stored result rows fit it as they are,
 * but the rules know nothing of the database: tests and the demo hand them crafted values.
 */
export interface AnalysedResult {
  biomarker_id: number;
  /** In the catalogue's unit. */
  value: number;
  /** A value printed as a bound ("<0.5") keeps its side. */
  comparator: Comparator;
  /** The word a qualitative result was printed as ('Reactive'); crafted results may leave it out. */
  value_text?: string | null;
  /** YYYY-MM-DD. */
  test_date: string;
  /** Set when the person marked the value as inaccurate: the rules leave it out. */
  flagged_at: number | null;
  /** The unit the value was printed or entered in; crafted results may leave it out. */
  original_unit?: string;
  /**
   * JSON of the contract's Provenance (the lab, method, unit and range printed), by which the
   * rules tell whether two results are comparable; absent for values entered by hand.
   */
  provenance?: string | null;
}
