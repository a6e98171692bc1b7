import type { CatalogueBiomarker } from './catalogue/catalogue-types';

/**
 * Whether a value, already converted to the biomarker's canonical unit, can be a real measurement.
 * The reader drops values that cannot: a lost decimal point or a neighbouring row's number would
 * otherwise be stored as a result and raise an alarm that no lab ever sent.
 */
export function isPlausible(
  biomarker: Pick<CatalogueBiomarker, 'plausible'>,
  valueCanonical: number,
): boolean {
  const { min, max } = biomarker.plausible;
  return Number.isFinite(valueCanonical) && valueCanonical >= min && valueCanonical <= max;
}
