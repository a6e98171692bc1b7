import type {
  CatalogueBand,
  CataloguePlausibleRange,
  CatalogueRangeSet,
  ClassRange,
} from './catalogue-types';

/*
 * Shorthands the data files use so a band reads as one row and a range set as its source and
 * rows. They build exactly the plain objects of catalogue-types, nothing more.
 */

export function band(
  name: string,
  name_de: string,
  class_range: ClassRange,
  min: number | null,
  max: number | null,
): CatalogueBand {
  return { name, name_de, class_range, min, max };
}

/** A band that keeps its upper bound: the lower band of a guideline's "> X" for the next one. */
export function bandUpTo(
  name: string,
  name_de: string,
  class_range: ClassRange,
  min: number | null,
  max: number,
): CatalogueBand {
  return { name, name_de, class_range, min, max, holds_max: true };
}

/** A range set around a laboratory reference interval, whose limits belong to the interval. */
export function rangeSet(source: string, bands: readonly CatalogueBand[]): CatalogueRangeSet {
  return { source, limits: 'reference_interval', bands };
}

/** A range set of a guideline's cut-offs ("≥ X is the next band") or a lab's "< X" limits. */
export function cutOffSet(source: string, bands: readonly CatalogueBand[]): CatalogueRangeSet {
  return { source, limits: 'cut_offs', bands };
}

/**
 * Low / Normal / High around one reference interval, the most common range set. Sets whose
 * German labels differ ('Erniedrigt', 'Erhöht') spell their bands out.
 */
export function lowNormalHigh(source: string, low: number, high: number): CatalogueRangeSet {
  return rangeSet(source, [
    band('Low', 'Niedrig', 'low', null, low),
    band('Normal', 'Normal', 'normal', low, high),
    band('High', 'Hoch', 'high', high, null),
  ]);
}

export function plausible(min: number, max: number, source: string): CataloguePlausibleRange {
  return { min, max, source };
}
