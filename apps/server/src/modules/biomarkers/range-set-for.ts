import type { PersonalProfile, Sex } from '@labtrail/contract/profile';
import type {
  CatalogueAgeRangeSet,
  CatalogueBiomarker,
  CatalogueRangeSet,
} from './catalogue/catalogue-types';

/** Whom a range set was chosen for: the general set has neither sex nor age band. */
export interface RangePopulation {
  sex: Sex;
  /** The age band's bounds, `min_age` ≤ age < `max_age`; both null without one. */
  min_age: number | null;
  max_age: number | null;
}

/** Women's and men's range sets, side by side. */
export interface SexSets {
  female: CatalogueRangeSet;
  male: CatalogueRangeSet;
}

export interface FittingRanges {
  set: CatalogueRangeSet;
  population: RangePopulation;
}

/**
 * The person's age in whole years at a test date (YYYY-MM-DD), from the year of birth alone: the
 * age they reach during that year, as the birthday is not asked for. Undefined when not given.
 */
export function ageAt(
  profile: Pick<PersonalProfile, 'birth_year'>,
  testDate: string,
): number | undefined {
  if (profile.birth_year === null) return undefined;
  return Number(testDate.slice(0, 4)) - profile.birth_year;
}

function holdsAge(band: CatalogueAgeRangeSet, age: number): boolean {
  return age >= band.min_age && (band.max_age === null || age < band.max_age);
}

function ageBandFor(
  biomarker: CatalogueBiomarker,
  sex: Sex,
  age: number | undefined,
): CatalogueAgeRangeSet | undefined {
  if (age === undefined) return undefined;
  const bands = (biomarker.by_age ?? []).filter((band) => holdsAge(band, age));
  // A band for the person's own sex is closer to them than one for both.
  return (
    bands.find((band) => sex !== null && band.sex === sex) ??
    bands.find((band) => band.sex === 'any')
  );
}

/**
 * The range set that fits the person at a test date, with whom it was chosen for: the age band
 * for their sex (or for both sexes, where one set holds for both at that age), else their sex's
 * set, else the general set (used while nothing is given).
 */
export function fittingRanges(
  biomarker: CatalogueBiomarker,
  profile: Pick<PersonalProfile, 'sex' | 'birth_year'>,
  testDate: string,
): FittingRanges {
  const band = ageBandFor(biomarker, profile.sex, ageAt(profile, testDate));
  const sexSet = profile.sex === null ? undefined : biomarker[profile.sex];
  if (band !== undefined) {
    return {
      set: band.ranges,
      population: {
        sex: band.sex === 'any' ? null : band.sex,
        min_age: band.min_age,
        max_age: band.max_age,
      },
    };
  }
  if (sexSet !== undefined)
    return { set: sexSet, population: { sex: profile.sex, min_age: null, max_age: null } };
  return { set: biomarker.ranges, population: { sex: null, min_age: null, max_age: null } };
}

/** The range set that fits the person at a test date (see `fittingRanges`). */
export function rangeSetFor(
  biomarker: CatalogueBiomarker,
  profile: Pick<PersonalProfile, 'sex' | 'birth_year'>,
  testDate: string,
): CatalogueRangeSet {
  return fittingRanges(biomarker, profile, testDate).set;
}

/**
 * Women's and men's sets at the person's age, for judging a value while their sex is unknown;
 * undefined once it is known, or where the biomarker's ranges do not differ by sex.
 */
export function sexSetsFor(
  biomarker: CatalogueBiomarker,
  profile: Pick<PersonalProfile, 'sex' | 'birth_year'>,
  testDate: string,
): SexSets | undefined {
  if (profile.sex !== null || biomarker.female === undefined || biomarker.male === undefined)
    return undefined;
  return {
    female: rangeSetFor(biomarker, { ...profile, sex: 'female' }, testDate),
    male: rangeSetFor(biomarker, { ...profile, sex: 'male' }, testDate),
  };
}
