import { makePdf } from '../make-pdf';
import type { GeneratorBiomarker } from './catalogue-input';
import type { ContentSpec } from './content-spec';
import { seededRandom } from './random';
import { randomDate } from './report-date';
import { reportHeader } from './report-header';
import type { ReportTruth } from './report-model';

/** The PDF of a report of a content class, with its truth; the same seed gives the same bytes. */
export function composeReport(
  seed: number,
  spec: ContentSpec,
  catalogue: readonly GeneratorBiomarker[],
): { pdf: Buffer; truth: ReportTruth } {
  const random = seededRandom(seed);
  const language = random.pick(spec.languages);
  const date = randomDate(random, language);
  const letterhead = reportHeader(random, language, date);
  const { pages, results } = spec.compose(catalogue, { language, letterhead }, random);
  return { pdf: makePdf(pages), truth: { report_date: date.iso, lab: letterhead.lab, results } };
}
