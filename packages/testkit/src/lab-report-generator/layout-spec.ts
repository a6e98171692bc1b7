import type { PdfText } from '../make-pdf';
import type { Random } from './random';
import type { ReportDate } from './report-date';
import type { ReportLanguage, ReportRow } from './report-model';

/** The letterhead every page of a report may repeat. */
export interface Letterhead {
  texts: PdfText[];
  bottom: number;
  /** The lab's name as the letterhead prints it. */
  lab: string;
}

/** How one layout class prints a report, and what its columns can fit. */
export interface LayoutSpec {
  language: ReportLanguage;
  maxNameLength: number;
  maxUnitLength: number;
  /** How many results to print as limits ('<0.5'). */
  censored: (random: Random) => number;
  /** `date` is the one the letterhead prints, for layouts that print it elsewhere too. */
  render: (
    rows: readonly ReportRow[],
    letterhead: Letterhead,
    random: Random,
    date: ReportDate,
  ) => PdfText[][];
}

export const NONE_CENSORED = (): number => 0;
