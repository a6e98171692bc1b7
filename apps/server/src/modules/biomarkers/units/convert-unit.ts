import type { CatalogueBiomarker, CatalogueUnit } from '../catalogue/catalogue-types';
import { normaliseUnit } from './normalise-unit';
import { powerOfTenBetween } from './power-of-ten-between';
import { readUnit, type UnitReading } from './read-unit';

interface Conversion {
  factor: number;
  offset: number;
}

/** A unit the biomarker's values may be in, read once: conversions run for every printed row. */
interface KnownUnit extends Conversion {
  key: string;
  readings: readonly UnitReading[];
}

const KNOWN_UNITS = new WeakMap<CatalogueBiomarker, readonly KnownUnit[]>();

/** The canonical unit first, then the listed ones. */
function knownUnitsOf(biomarker: CatalogueBiomarker): readonly KnownUnit[] {
  const cached = KNOWN_UNITS.get(biomarker);
  if (cached !== undefined) return cached;
  const known = [{ unit: biomarker.unit, factor: 1 }, ...biomarker.units].map((entry) => ({
    key: normaliseUnit(entry.unit),
    readings: scalableReadings(entry),
    factor: entry.factor,
    offset: entry.offset ?? 0,
  }));
  KNOWN_UNITS.set(biomarker, known);
  return known;
}

/**
 * What a catalogue unit's multiples may be scaled from. An affine scale (HbA1c mmol/mol) holds for
 * its one unit only; a unit that reads two ways ('G/l') is no sure ground to scale from.
 */
function scalableReadings(entry: CatalogueUnit): readonly UnitReading[] {
  if ((entry.offset ?? 0) !== 0) return [];
  const readings = readUnit(entry.unit);
  return readings.length === 1 ? readings : [];
}

/**
 * How a printed unit converts into the biomarker's canonical unit; undefined for a unit it doesn't
 * know. A spelling the catalogue lists wins; any other unit of the same quantity as the canonical
 * unit or a listed one ('ng/dL' for B12's pg/mL, '10^12/L' for RBC's 10^6/µL) is scaled from it.
 */
export function conversionFor(biomarker: CatalogueBiomarker, unit: string): Conversion | undefined {
  const known = knownUnitsOf(biomarker);
  const wanted = normaliseUnit(unit);
  const listed = known.find(({ key }) => key === wanted);
  if (listed !== undefined) return { factor: listed.factor, offset: listed.offset };
  const readings = readUnit(unit);
  for (const reference of known) {
    const power = powerOfTenBetween(readings, reference.readings);
    // '1e-5' parses to the double nearest 10^-5; 10 ** -5 is a rounding step off it.
    if (power !== undefined) {
      return { factor: reference.factor * Number(`1e${String(power)}`), offset: 0 };
    }
  }
  return undefined;
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
