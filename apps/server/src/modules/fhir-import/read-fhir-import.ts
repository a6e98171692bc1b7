import type { UnmatchedLine } from '../biomarkers/printed/unmatched-line';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import type { NewResult } from '../results/record-results';
import { collectObservations } from './collect-observations';
import type { FhirFile } from './fhir-resources';
import { observationProvenance } from './observation-provenance';
import { nameOf, readObservation } from './read-observation';

/** What a FHIR file adds to a person's results. */
export interface FhirImport {
  results: NewResult[];
  /** Observations (or their components) not taken, with why, shown like a PDF's unmatched lines. */
  unmatched: UnmatchedLine[];
  /** YYYY-MM-DD: the latest test date of its results; null when it has none. */
  reportDate: string | null;
}

/** One value of one biomarker on one day: a file that repeats it adds it once. */
function keyOf(result: NewResult): string {
  return [
    result.biomarkerId,
    result.testDate,
    result.value,
    result.comparator,
    result.valueText ?? '',
  ].join('|');
}

/**
 * Reads every Observation of a FHIR file (see collectObservations) into results in the
 * catalogue's units, and lists what cannot be taken (a value dated outside `window`, the test date
 * rule for the person now, among them). Never throws on odd content.
 */
export function readFhirImport(file: FhirFile, window: TestDateWindow): FhirImport {
  const { observations, skipped } = collectObservations(file);
  const results: NewResult[] = [];
  const unmatched: UnmatchedLine[] = skipped.map(({ name, reason }) => {
    const line = { name, value: '', unit: '', ref_range: null, page: 1, reason };
    return { ...line, source: observationProvenance(line, null, null) };
  });
  const seen = new Set<string>();
  observations.forEach(({ observation, reportDate }, index) => {
    // An Observation without an id is found again by its place among the file's Observations.
    const reference = observation.id ?? `#${index + 1}`;
    for (const outcome of readObservation(observation, reportDate, window)) {
      if ('unmatched' in outcome) {
        const line = outcome.unmatched;
        unmatched.push({ ...line, source: observationProvenance(line, reference, observation) });
        continue;
      }
      const key = keyOf(outcome.result);
      if (seen.has(key)) continue;
      seen.add(key);
      const { result } = outcome;
      const printed = {
        name: nameOf(observation.code),
        value: result.valueText ?? String(result.originalValue),
        unit: result.originalUnit,
        ref_range: outcome.range,
      };
      results.push({
        ...result,
        provenance: observationProvenance(printed, reference, observation),
      });
    }
  });
  const dates = results.map((result) => result.testDate).sort();
  return { results, unmatched, reportDate: dates.at(-1) ?? null };
}
