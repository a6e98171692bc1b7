import type { GeneratorBiomarker } from './catalogue-input';
import type { Unit } from './pick-rows';

/** `spelling` as the catalogue knows it for `biomarker`: its canonical unit or one of its units. */
export function knownUnit(biomarker: GeneratorBiomarker, spelling: string): Unit | undefined {
  if (spelling === biomarker.unit) return { unit: spelling, factor: 1, offset: 0 };
  const unit = biomarker.units.find((each) => each.unit === spelling);
  return unit && { unit: unit.unit, factor: unit.factor, offset: unit.offset ?? 0 };
}
