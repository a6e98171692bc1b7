import type { Provenance } from '@labtrail/contract/review';
import type { UnmatchedLine } from '../biomarkers/printed/unmatched-line';
import type { Observation } from './fhir-resources';

/** Text of a FHIR element, or null when it has none. */
function textOf(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The lab (the first performer that names itself) and the method an Observation states. */
export function observationComparability(
  observation: Pick<Observation, 'performer' | 'method'> | null,
): { lab: string | null; method: string | null } {
  const performer = observation?.performer?.find((one) => textOf(one.display) !== null);
  const method = observation?.method;
  return {
    lab: textOf(performer?.display),
    method: textOf(method?.text) ?? textOf(method?.coding?.find((one) => one.display)?.display),
  };
}

/**
 * Where a value or line of an imported FHIR file came from: the Observation (its id, else its
 * place in the file; null for a resource that was no Observation) with its performer and method,
 * never a page, since a FHIR file has none.
 */
export function observationProvenance(
  line: Pick<UnmatchedLine, 'name' | 'value' | 'unit' | 'ref_range'>,
  reference: string | null,
  observation: Pick<Observation, 'performer' | 'method'> | null,
): Provenance {
  return {
    printed: {
      name: line.name,
      value: line.value,
      unit: line.unit,
      range: line.ref_range,
      flag: null,
    },
    page: null,
    row_box: null,
    value_box: null,
    observation: reference,
    ...observationComparability(observation),
  };
}
