import type { UnitSystem } from '@labtrail/contract/profile';
import { tidyNumber } from '../assess-value';
import type { CatalogueBiomarker } from '../catalogue/catalogue-types';

/**
 * The unit a person reads a biomarker in, and how stored (canonical) numbers become numbers in it.
 * Stored values never change: this converts at read.
 */
export interface ShownUnit {
  unit: string;
  /** A result in the shown unit: exact enough that a value entered in it reads back as typed. */
  value: (canonical: number) => number;
  /** A range bound in the shown unit, to 3 significant digits where it was converted. */
  bound: (canonical: number) => number;
}

/** The catalogue's unit, unchanged. */
export function canonicalUnit(biomarker: CatalogueBiomarker): ShownUnit {
  return { unit: biomarker.unit, value: tidyNumber, bound: (bound) => bound };
}

/** The unit of the chosen system: the catalogue's own unless it names another for that system. */
export function unitNameFor(biomarker: CatalogueBiomarker, system: UnitSystem): string {
  const other = system === 'si' ? biomarker.si_unit : biomarker.conventional_unit;
  return other ?? biomarker.unit;
}

/** How the biomarker is shown in the person's unit system. */
export function shownUnitFor(biomarker: CatalogueBiomarker, system: UnitSystem): ShownUnit {
  const name = unitNameFor(biomarker, system);
  const target = biomarker.units.find((unit) => unit.unit === name);
  if (target === undefined) return canonicalUnit(biomarker);
  const offset = target.offset ?? 0;
  // canonical = shown × factor + offset (catalogue-types), so shown = (canonical − offset) / factor.
  const convert = (canonical: number) => (canonical - offset) / target.factor;
  const renamedOnly = target.factor === 1 && offset === 0;
  return {
    unit: name,
    value: (canonical) => tidyNumber(convert(canonical)),
    bound: (canonical) => (renamedOnly ? canonical : Number(convert(canonical).toPrecision(3))),
  };
}
