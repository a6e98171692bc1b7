import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { normaliseTerm } from './catalogue-index';

/** The biomarker's value for a qualitative word ('negativ' → 0); undefined for a word it is not reported with. */
export function textValue(biomarker: CatalogueBiomarker, term: string): number | undefined {
  const entry = Object.entries(biomarker.text_values ?? {}).find(
    ([word]) => normaliseTerm(word) === term,
  );
  return entry?.[1];
}
