import { boundRanges, resultRangeIndex } from '@labtrail/contract/ranges';
import type { RangeBounds, ResultComparator } from '@labtrail/contract/ranges';
import type {
  CatalogueBand,
  CatalogueBiomarker,
  CatalogueRangeSet,
} from './catalogue/catalogue-types';
import type { SexSets } from './range-set-for';

/** '<' for a printed upper limit ('CRP <5'), '>' for a lower one ('eGFR >60'); null for a measurement. */
export type Comparator = ResultComparator;

export interface Assessment {
  /** In the desired range. */
  inRange: boolean;
  band: CatalogueBand | undefined;
  /** Ranges between the value's and the desired one; 0 in range. */
  distance: number;
  /** Which side of the desired range the value lies on. */
  side: 'low' | 'in' | 'high';
}

/**
 * A set's desired band: the one named by the biomarker's `desired_result`, or the only band of a
 * one-band set. A test that is not judged for a population (PSA in a woman) has one band for it
 * whose name says so ('Not Judged (Test for Men)'), and every value stands in it.
 */
export function desiredBand(
  set: CatalogueRangeSet,
  desiredName: string,
): CatalogueBand | undefined {
  const [only, ...others] = set.bands;
  return (
    set.bands.find((band) => band.name === desiredName) ?? (others.length === 0 ? only : undefined)
  );
}

/** A band as the shared range rules (`@labtrail/contract/ranges`) read it. */
export type JudgedBand = CatalogueBand & RangeBounds & { includes_max: boolean };

/**
 * The bands of a set with who holds a limit a value can sit on: a band that `holds_max`, and in
 * a reference-interval set the desired band, keep their upper limit (TSH 4.5 on 0.45–4.5 is
 * normal); every other limit goes to the band starting there (HbA1c 6.5 % is diabetes range).
 * The API's labels carry the same flag, so the web app's row state, colour and pointer agree.
 */
export function judgedBands(set: CatalogueRangeSet, desiredName: string): JudgedBand[] {
  const desired = desiredBand(set, desiredName);
  return set.bands.map((band) => ({
    ...band,
    includes_max:
      band.holds_max === true || (set.limits === 'reference_interval' && band === desired),
  }));
}

/**
 * The band a printed bound is labelled with: the one nearest the desired band where it allows
 * only that one, otherwise the span it allows, lowest first ('Mildly Decreased (G2) to Normal'
 * for 'eGFR >60'), so a bound never claims the best band it allows, nor a worse one than the lab
 * printed (decision 0008).
 */
function boundBand(
  bands: readonly CatalogueBand[],
  index: number,
  value: number,
  comparator: '<' | '>',
): CatalogueBand | undefined {
  const nearest = bands[index];
  const [first, end] = boundRanges(bands, value, comparator);
  const low = bands[first];
  const high = bands[end];
  if (nearest === undefined || low === undefined || high === undefined || first === end)
    return nearest;
  return {
    ...nearest,
    name: `${low.name} to ${high.name}`,
    name_de: `${low.name_de} bis ${high.name_de}`,
  };
}

/**
 * Where a canonical value stands against one range set (by default the one used while the
 * person's sex is unknown). A value on a limit stands where `judgedBands` puts it. A bound is
 * judged by the band nearest the desired one that it allows, so 'eGFR >60' is not G3a and
 * 'CRP <5' is not raised: the analysis never claims more than the lab printed (decision 0008).
 */
export function assessValue(
  biomarker: CatalogueBiomarker,
  value: number,
  comparator: Comparator = null,
  set: CatalogueRangeSet = biomarker.ranges,
): Assessment {
  const bands = judgedBands(set, biomarker.desired_result);
  const desiredName = desiredBand(set, biomarker.desired_result)?.name ?? biomarker.desired_result;
  const desired = bands.findIndex((band) => band.name === desiredName);
  const index = resultRangeIndex(bands, desiredName, value, comparator);
  const side = index === desired ? 'in' : index < desired ? 'low' : 'high';
  return {
    inRange: index === desired,
    band: comparator === null ? set.bands[index] : boundBand(set.bands, index, value, comparator),
    distance: Math.abs(index - desired),
    side,
  };
}

/**
 * The value against women's and men's ranges, while the person's sex is unknown and the two
 * differ: the sets that fit their age (`sexSetsFor`); undefined without them.
 */
export function assessBySex(
  biomarker: CatalogueBiomarker,
  value: number,
  comparator: Comparator,
  sets: SexSets | undefined,
): { female: Assessment; male: Assessment } | undefined {
  if (sets === undefined) return undefined;
  return {
    female: assessValue(biomarker, value, comparator, sets.female),
    male: assessValue(biomarker, value, comparator, sets.male),
  };
}

/** Float noise removed from converted values (0.30000000000000004 → 0.3), 6 significant digits. */
export function tidyNumber(value: number): number {
  return Number(value.toPrecision(6));
}
