import type { Provenance } from '@labtrail/contract/review';

function squeeze(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * What names one row of a document in every analysis of the same file: the page, the printed name
 * and the printed value (an imported Observation by its id). Boxes are left out on purpose: a
 * better reader may draw them a little differently, and a correction must still find its row.
 * Two rows that print the same name and value on one page share a key, and a change to one is a
 * change to both: they say the same thing.
 */
export function rowKeyOf(provenance: Provenance): string {
  if (provenance.observation !== null) return `fhir|${provenance.observation}`;
  const { printed, page } = provenance;
  return `page ${page ?? '?'}|${squeeze(printed.name)}|${squeeze(printed.value)}`;
}
