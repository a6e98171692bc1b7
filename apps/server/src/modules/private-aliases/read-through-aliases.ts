import { normaliseName } from '../biomarkers/printed/catalogue-index';
import type { UnmatchedLine } from '../biomarkers/printed/unmatched-line';
import { findBiomarker } from '../biomarkers/find-biomarker';
import type { NewResult } from '../results/record-results';
import { documentDecimal } from './document-decimal';
import { readLineAsBiomarker } from './read-line-as-biomarker';

/** What an analysis read from a document: its values and the lines it left unmatched. */
export interface AnalysisReading {
  results: readonly NewResult[];
  unmatched: readonly UnmatchedLine[];
}

/** One biomarker on one day: a document gives each once. */
function dayKey(result: NewResult): string {
  return `${String(result.biomarkerId)}|${result.testDate}`;
}

/**
 * An analysis with the person's private aliases (name key → biomarker id) applied: each line it
 * left unmatched whose printed name they mapped is read as that biomarker, its provenance marked
 * `mapped`. A line whose value cannot be read so stays unmatched and says why, and so does one
 * whose biomarker the document already gives that day: a value is never doubled.
 */
export function readThroughAliases(
  reading: AnalysisReading,
  aliases: ReadonlyMap<string, number>,
  context: { testDate: string; hasPages: boolean },
): { results: NewResult[]; unmatched: UnmatchedLine[] } {
  const results = [...reading.results];
  const given = new Set(results.map(dayKey));
  const decimal = documentDecimal([
    ...results.flatMap((result) => (result.provenance == null ? [] : [result.provenance.printed])),
    ...reading.unmatched.map((line) => ({ value: line.value, range: line.ref_range })),
  ]);
  const unmatched: UnmatchedLine[] = [];
  for (const line of reading.unmatched) {
    const biomarkerId = aliases.get(normaliseName(line.name));
    const biomarker = biomarkerId === undefined ? undefined : findBiomarker(biomarkerId);
    if (biomarker === undefined) {
      unmatched.push(line);
      continue;
    }
    const read = readLineAsBiomarker(line, biomarker, { ...context, decimal });
    if ('problem' in read) {
      const reason = `mapped by you to ${biomarker.name}, but ${read.problem.reason}`;
      unmatched.push({ ...line, reason });
    } else if (given.has(dayKey(read.result))) {
      const reason = `mapped by you to ${biomarker.name}, which this document already gives`;
      unmatched.push({ ...line, reason });
    } else {
      given.add(dayKey(read.result));
      results.push(read.result);
    }
  }
  return { results, unmatched };
}
