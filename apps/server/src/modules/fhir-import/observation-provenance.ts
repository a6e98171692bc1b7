import type { Provenance } from '@labtrail/contract/review';
import type { UnmatchedLine } from '../analysis/understand/parse-lab-report';

/**
 * Where a value or line of an imported FHIR file came from: the Observation (its id, else its
 * place in the file; null for a resource that was no Observation), never a page, since a FHIR
 * file has none.
 */
export function observationProvenance(
  line: Pick<UnmatchedLine, 'name' | 'value' | 'unit' | 'ref_range'>,
  reference: string | null,
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
  };
}
