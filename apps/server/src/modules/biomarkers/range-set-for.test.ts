import type { PersonalProfile } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import type { CatalogueBiomarker } from './catalogue/catalogue-types';
import { findBiomarker } from './find-biomarker';
import { ageAt, fittingRanges, rangeSetFor, sexSetsFor } from './range-set-for';

function catalogued(id: number): CatalogueBiomarker {
  const biomarker = findBiomarker(id);
  if (biomarker === undefined) throw new Error(`no biomarker ${String(id)} in the catalogue`);
  return biomarker;
}

const FERRITIN = catalogued(801);
const HAEMOGLOBIN = catalogued(1001);
const CREATININE = catalogued(401);
const TESTOSTERONE = catalogued(601);
const ALP = catalogued(504);
const SODIUM = catalogued(901);

function person(sex: PersonalProfile['sex'], birthYear: number | null) {
  return { sex, birth_year: birthYear };
}

/** The desired band's bounds of a set. */
function normal(biomarker: CatalogueBiomarker, profile: ReturnType<typeof person>, date: string) {
  const band = rangeSetFor(biomarker, profile, date).bands.find(
    (candidate) => candidate.name === biomarker.desired_result,
  );
  return [band?.min, band?.max];
}

describe('the range set that fits a person', () => {
  it('takes the age a person reaches in the year of the test', () => {
    expect(ageAt({ birth_year: 1980 }, '2025-03-01')).toBe(45);
    expect(ageAt({ birth_year: null }, '2025-03-01')).toBeUndefined();
  });

  it('uses the general set while nothing is given', () => {
    expect(rangeSetFor(FERRITIN, person(null, null), '2025-01-01')).toBe(FERRITIN.ranges);
    expect(fittingRanges(FERRITIN, person(null, null), '2025-01-01').population).toEqual({
      sex: null,
      min_age: null,
      max_age: null,
    });
  });

  it('uses the sex set when only sex is given, and when no age band holds the age', () => {
    expect(rangeSetFor(FERRITIN, person('female', null), '2025-01-01')).toBe(FERRITIN.female);
    expect(rangeSetFor(FERRITIN, person('female', 1990), '2025-01-01')).toBe(FERRITIN.female);
    // Creatinine's age bands end at 70: older people fall back to their sex's set.
    expect(rangeSetFor(CREATININE, person('male', 1940), '2025-01-01')).toBe(CREATININE.male);
    // A biomarker without sex or age sets keeps its general set whatever is given.
    expect(rangeSetFor(SODIUM, person('male', 1960), '2025-01-01')).toBe(SODIUM.ranges);
  });

  it('uses the age band of the person’s sex', () => {
    expect(normal(FERRITIN, person('female', 1970), '2025-01-01')).toEqual([15, 200]);
    expect(normal(FERRITIN, person('female', 1990), '2025-01-01')).toEqual([15, 150]);
    expect(normal(TESTOSTERONE, person('male', 1980), '2025-01-01')).toEqual([190, 730]);
    expect(normal(TESTOSTERONE, person('male', 1995), '2025-01-01')).toEqual([264, 916]);
    expect(normal(CREATININE, person('female', 1985), '2025-01-01')).toEqual([0.48, 0.93]);
    expect(normal(ALP, person('male', 2007), '2025-01-01')).toEqual([59, 164]);
    expect(normal(ALP, person('male', 1990), '2025-01-01')).toEqual([40, 129]);
    expect(fittingRanges(TESTOSTERONE, person('male', 1980), '2025-01-01').population).toEqual({
      sex: 'male',
      min_age: 40,
      max_age: null,
    });
  });

  it('takes the age at each test date, so one person’s older results keep their own band', () => {
    const man = person('male', 1982);
    expect(normal(TESTOSTERONE, man, '2020-06-01')).toEqual([264, 916]);
    expect(normal(TESTOSTERONE, man, '2022-06-01')).toEqual([190, 730]);
  });

  it('uses a band for both sexes at an age where one set holds for both', () => {
    expect(normal(HAEMOGLOBIN, person('male', 2012), '2025-01-01')).toEqual([12, 17]);
    expect(normal(HAEMOGLOBIN, person(null, 2012), '2025-01-01')).toEqual([12, 17]);
    expect(normal(HAEMOGLOBIN, person('male', 1990), '2025-01-01')).toEqual([13, 17]);
  });

  it('judges by both sexes’ sets at the person’s age only while sex is unknown', () => {
    const sets = sexSetsFor(TESTOSTERONE, person(null, 1970), '2025-01-01');
    expect(sets?.female).toBe(TESTOSTERONE.female);
    expect(sets?.male.bands.find((band) => band.name === 'Normal')?.min).toBe(190);
    expect(sexSetsFor(TESTOSTERONE, person('female', 1970), '2025-01-01')).toBeUndefined();
    expect(sexSetsFor(SODIUM, person(null, 1970), '2025-01-01')).toBeUndefined();
  });
});
