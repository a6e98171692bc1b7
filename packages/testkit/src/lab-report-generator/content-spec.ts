import type { PdfText } from '../make-pdf';
import type { GeneratorBiomarker } from './catalogue-input';
import type { Letterhead } from './layout-spec';
import type { Random } from './random';
import type { ReportLanguage, TruthResult } from './report-model';

/** The pages of a composed report and the results they print. */
export interface Composition {
  pages: PdfText[][];
  results: TruthResult[];
}

/**
 * A class that chooses what a report holds as well as how it looks (vital signs, qualitative
 * words, unit spellings). It states the truth itself: one printed line may hold two results (a
 * blood pressure) and another none (a height).
 */
export interface ContentSpec {
  /** One is drawn per report; the letterhead and date are printed in it. */
  languages: readonly ReportLanguage[];
  compose: (
    catalogue: readonly GeneratorBiomarker[],
    page: { language: ReportLanguage; letterhead: Letterhead },
    random: Random,
  ) => Composition;
}
