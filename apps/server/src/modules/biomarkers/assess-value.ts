import { rangeIndexOf } from '@labtrail/contract/ranges';
import type { CatalogueBand, CatalogueBiomarker } from './catalogue/catalogue-types';

export interface Assessment {
  /** In the desired range. */
  inRange: boolean;
  band: CatalogueBand | undefined;
  /** Ranges between the value's and the desired one; 0 in range. */
  distance: number;
  /** Which side of the desired range the value lies on. */
  side: 'low' | 'in' | 'high';
}

/** Where a canonical value stands against the biomarker's ranges (the set used when sex is unknown). */
export function assessValue(biomarker: CatalogueBiomarker, value: number): Assessment {
  const bands = biomarker.ranges.bands;
  const index = rangeIndexOf(bands, value);
  const desired = bands.findIndex((band) => band.name === biomarker.desired_result);
  const side = index === desired ? 'in' : index < desired ? 'low' : 'high';
  return {
    inRange: index === desired,
    band: bands[index],
    distance: Math.abs(index - desired),
    side,
  };
}

/** Float noise removed from converted values (0.30000000000000004 → 0.3), 6 significant digits. */
export function tidyNumber(value: number): number {
  return Number(value.toPrecision(6));
}
