import { resultRangeIndex } from '@labtrail/contract/ranges';
import type { ResultComparator } from '@labtrail/contract/ranges';
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
 * Where a canonical value stands against one range set (by default the one used while the
 * person's sex is unknown). A bound is judged by the band nearest the desired one that it allows,
 * so 'eGFR >60' is not G3a and 'CRP <5' is not raised: the analysis never claims more than the
 * lab printed (decision 0008).
 */
export function assessValue(
  biomarker: CatalogueBiomarker,
  value: number,
  comparator: Comparator = null,
  set: CatalogueRangeSet = biomarker.ranges,
): Assessment {
  const bands = set.bands;
  const desired = bands.findIndex((band) => band.name === biomarker.desired_result);
  const index = resultRangeIndex(bands, biomarker.desired_result, value, comparator);
  const side = index === desired ? 'in' : index < desired ? 'low' : 'high';
  return {
    inRange: index === desired,
    band: bands[index],
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
