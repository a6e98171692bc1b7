import { ALL_BIOMARKERS } from './catalogue/catalogue';
import type { CatalogueBiomarker } from './catalogue/catalogue-types';

const BY_ID = new Map(ALL_BIOMARKERS.map((biomarker) => [biomarker.id, biomarker]));

export function findBiomarker(id: number): CatalogueBiomarker | undefined {
  return BY_ID.get(id);
}
