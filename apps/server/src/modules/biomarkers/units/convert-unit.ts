import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { normaliseUnit } from './normalise-unit';

interface Conversion {
  factor: number;
  offset: number;
}

const IDENTITY: Conversion = { factor: 1, offset: 0 };

/** How a printed unit converts into the biomarker's canonical unit; undefined for a unit it doesn't know. */
export function conversionFor(biomarker: CatalogueBiomarker, unit: string): Conversion | undefined {
  const wanted = normaliseUnit(unit);
  if (wanted === normaliseUnit(biomarker.unit)) return IDENTITY;
  const known = biomarker.units.find((candidate) => normaliseUnit(candidate.unit) === wanted);
  return known === undefined ? undefined : { factor: known.factor, offset: known.offset ?? 0 };
}

/** A value in `unit` as the canonical unit's value; undefined for an unknown unit. */
export function toCanonical(
  biomarker: CatalogueBiomarker,
  value: number,
  unit: string,
): number | undefined {
  const conversion = conversionFor(biomarker, unit);
  return conversion === undefined ? undefined : value * conversion.factor + conversion.offset;
}

/** A canonical value expressed in `unit`; undefined for an unknown unit. */
export function fromCanonical(
  biomarker: CatalogueBiomarker,
  value: number,
  unit: string,
): number | undefined {
  const conversion = conversionFor(biomarker, unit);
  return conversion === undefined ? undefined : (value - conversion.offset) / conversion.factor;
}
