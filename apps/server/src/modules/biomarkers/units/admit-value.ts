import type { UnitSystem } from '@labtrail/contract/profile';
import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { isPlausible } from '../is-plausible';
import { conversionFor } from './convert-unit';
import { isDimensionless } from './is-dimensionless';
import { unitNameFor } from './shown-unit';

/** Why a value cannot be taken as a result of its biomarker. */
export type AdmissionProblem =
  | { kind: 'unknown_unit'; biomarker: CatalogueBiomarker; unit: string }
  | {
      kind: 'no_unit';
      biomarker: CatalogueBiomarker;
      /** The units the biomarker is reported in, one spelling of each scale. */
      units: readonly string[];
    }
  | {
      kind: 'implausible';
      biomarker: CatalogueBiomarker;
      value: number;
      unit: string;
      /** What a lab can report, in `unit`, to 3 significant digits. */
      min: number;
      max: number;
    };

/** A value taken: in the catalogue's unit, and the unit it was given in. */
export interface AdmittedValue {
  canonical: number;
  unit: string;
}

/**
 * Units whose conversions differ by less than this share give the same value within rounding
 * (mg/dL and mg%): they are one scale, and a value without a unit is no guess between them.
 */
const SAME_SCALE = 0.02;

/** The biomarker's scales: the canonical unit, then each listed unit on a scale of its own. */
export function scalesOf(biomarker: CatalogueBiomarker): string[] {
  const scales: { unit: string; factor: number; offset: number }[] = [];
  for (const { unit, factor, offset = 0 } of [
    { unit: biomarker.unit, factor: 1 },
    ...biomarker.units,
  ]) {
    const alike = scales.some(
      (scale) => scale.offset === offset && Math.abs(Math.log(scale.factor / factor)) < SAME_SCALE,
    );
    if (!alike) scales.push({ unit, factor, offset });
  }
  return scales.map((scale) => scale.unit);
}

function round(value: number): number {
  return Number(value.toPrecision(12));
}

/** A canonical limit in `unit`, to 3 significant digits; an affine scale's below-zero end as 0. */
function limitIn(canonical: number, conversion: { factor: number; offset: number }): number {
  const inUnit = (canonical - conversion.offset) / conversion.factor;
  return inUnit <= 0 ? 0 : Number(inUnit.toPrecision(3));
}

/**
 * The unit a value given without one is in: a biomarker without a unit (a ratio, an index, a pH)
 * or measured on one scale only needs none; a value entered by hand is in the unit the person's
 * unit system shows them (`unitSystem`), the one `GET /v1/health/biomarkers` lists for them;
 * anything else would be a guess (glucose 5.5 in mg/dL is critically low, in mmol/L normal).
 */
function unitOfBareValue(
  biomarker: CatalogueBiomarker,
  unitSystem: UnitSystem | undefined,
): string | AdmissionProblem {
  if (isDimensionless(biomarker.unit)) return biomarker.unit;
  if (unitSystem !== undefined) return unitNameFor(biomarker, unitSystem);
  const scales = scalesOf(biomarker);
  const [only] = scales;
  return only !== undefined && scales.length === 1
    ? only
    : { kind: 'no_unit', biomarker, units: scales };
}

/**
 * Decides, for every way a value comes in (typed by hand, a CSV line, a FHIR Observation, a report
 * line), which unit it is in and whether a lab can report it: a value in a unit the biomarker is
 * not measured in, without a unit where the unit is not certain, or outside the catalogue's
 * plausible limits is refused with why (decision 0008: a unit is never guessed).
 */
export function admitValue(entry: {
  biomarker: CatalogueBiomarker;
  value: number;
  /** As given; undefined or '' when none was. */
  unit: string | undefined;
  /** Set only where the person saw the unit of their unit system beside the field they typed in. */
  unitSystem?: UnitSystem;
}): AdmittedValue | { problem: AdmissionProblem } {
  const { biomarker, value } = entry;
  const given = entry.unit?.trim() ?? '';
  const unit = given === '' ? unitOfBareValue(biomarker, entry.unitSystem) : given;
  if (typeof unit !== 'string') return { problem: unit };
  const conversion =
    isDimensionless(unit) && isDimensionless(biomarker.unit)
      ? { factor: 1, offset: 0 }
      : conversionFor(biomarker, unit);
  if (conversion === undefined) return { problem: { kind: 'unknown_unit', biomarker, unit } };
  const canonical = round(value * conversion.factor + conversion.offset);
  if (!isPlausible(biomarker, canonical)) {
    const { min, max } = biomarker.plausible;
    return {
      problem: {
        kind: 'implausible',
        biomarker,
        value,
        unit,
        min: limitIn(min, conversion),
        max: limitIn(max, conversion),
      },
    };
  }
  return { canonical, unit };
}
