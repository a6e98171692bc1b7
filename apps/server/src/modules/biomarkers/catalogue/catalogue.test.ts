import { describe, expect, it } from 'vitest';
import { assessValue } from '../assess-value';
import { ALL_BIOMARKERS, CATALOGUE } from './catalogue';
import type { CatalogueBiomarker, CatalogueRangeSet } from './catalogue-types';
import { isValidLoinc, loincCheckDigit } from './loinc-check-digit';
import { normaliseUnit } from '../units/normalise-unit';
import { normaliseAlias } from './normalise-alias';

const SPEC_CATEGORIES = [
  'Inflammatory',
  'Insulin Sensitivity',
  'Heart Health',
  'Kidney Function',
  'Liver Function',
  'Hormone Levels',
  'Bone Health',
  'Iron Metabolism',
  'Electrolyte Balance',
  'Blood Health',
];

/**
 * Printed values without a LOINC code: the KDIGO GFR category (G1–G5) labs print beside eGFR, which
 * LOINC has no term for, and the Lee-White whole-blood clotting time, whose code could not be
 * confirmed against LOINC and is left out rather than guessed.
 */
const WITHOUT_LOINC = new Set([403, 1414]);

/** Every unit a value of the biomarker may be printed in, in the form units are compared in. */
function unitsOf(biomarker: CatalogueBiomarker): Set<string> {
  return new Set([biomarker.unit, ...biomarker.units.map((unit) => unit.unit)].map(normaliseUnit));
}

function rangeSets(biomarker: CatalogueBiomarker): [string, CatalogueRangeSet][] {
  const sets: [string, CatalogueRangeSet][] = [['any', biomarker.ranges]];
  if (biomarker.female !== undefined) sets.push(['female', biomarker.female]);
  if (biomarker.male !== undefined) sets.push(['male', biomarker.male]);
  for (const band of biomarker.by_age ?? []) {
    const ages = `${String(band.min_age)}–${band.max_age === null ? '' : String(band.max_age)}`;
    sets.push([`${band.sex} ${ages}`, band.ranges]);
  }
  return sets;
}

describe('LOINC check digit', () => {
  it('matches published codes', () => {
    expect(loincCheckDigit('2093')).toBe(3);
    expect(loincCheckDigit('2085')).toBe(9);
    expect(loincCheckDigit('4548')).toBe(4);
    expect(isValidLoinc('13457-7')).toBe(true);
    expect(isValidLoinc('13457-8')).toBe(false);
  });
});

describe('the biomarker catalogue', () => {
  it('holds at least 200 biomarkers in the spec’s ten categories and more', () => {
    expect(ALL_BIOMARKERS.length).toBeGreaterThanOrEqual(200);
    const names = CATALOGUE.map((entry) => entry.category.name);
    expect(names).toEqual(expect.arrayContaining(SPEC_CATEGORIES));
    for (const entry of CATALOGUE)
      expect(entry.biomarkers.length, entry.category.name).toBeGreaterThan(0);
  });

  it('gives each biomarker a unique id inside its category’s block', () => {
    const ids = new Set<number>();
    for (const { category, biomarkers } of CATALOGUE) {
      for (const biomarker of biomarkers) {
        expect(Math.floor(biomarker.id / 100), biomarker.name).toBe(category.id);
        expect(ids.has(biomarker.id), `${biomarker.name} repeats id ${String(biomarker.id)}`).toBe(
          false,
        );
        ids.add(biomarker.id);
      }
      const order = biomarkers.map((biomarker) => biomarker.id);
      expect(order, category.name).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it.each(ALL_BIOMARKERS.map((biomarker) => [biomarker.name, biomarker] as const))(
    '%s: texts, unit, LOINC and units are complete',
    (_, biomarker) => {
      for (const text of [
        biomarker.name,
        biomarker.name_de,
        biomarker.test_name,
        biomarker.test_name_de,
        biomarker.unit,
        biomarker.description,
        biomarker.description_de,
        biomarker.indicates,
        biomarker.indicates_de,
      ]) {
        expect(text.trim()).not.toBe('');
      }
      if (!WITHOUT_LOINC.has(biomarker.id)) expect(biomarker.loinc.length).toBeGreaterThan(0);
      for (const code of biomarker.loinc) expect(isValidLoinc(code), code).toBe(true);
      const units = biomarker.units.map((unit) => unit.unit);
      expect(new Set(units).size).toBe(units.length);
      expect(units).not.toContain(biomarker.unit);
      for (const unit of biomarker.units) {
        expect(Number.isFinite(unit.factor) && unit.factor > 0, unit.unit).toBe(true);
        expect(Number.isFinite(unit.offset ?? 0), unit.unit).toBe(true);
      }
      for (const named of [biomarker.si_unit, biomarker.conventional_unit])
        if (named !== undefined) expect(units, `${named} is one of the units`).toContain(named);
      expect(biomarker.si_unit !== undefined && biomarker.conventional_unit !== undefined).toBe(
        false,
      );
      for (const word of Object.keys(biomarker.text_values ?? {}))
        expect(word).toBe(word.toLowerCase());
      if (biomarker.age_dependent) {
        expect(biomarker.description).toMatch(/\bage\b/u);
        expect(biomarker.description_de).toMatch(/\bAlter\b/u);
      }
    },
  );

  it.each(ALL_BIOMARKERS.map((biomarker) => [biomarker.name, biomarker] as const))(
    '%s: every range set is sourced, ordered, gapless and holds the desired range',
    (_, biomarker) => {
      for (const [population, set] of rangeSets(biomarker)) {
        const where = `${biomarker.name} (${population})`;
        expect(set.source.trim(), where).not.toBe('');
        // One band open on both sides is a population the test is not judged for (PSA in a
        // woman); its name says so in place of a desired range.
        const notJudged = set.bands.length === 1;
        if (!notJudged) {
          expect(set.bands.length, where).toBeGreaterThanOrEqual(2);
          expect(
            set.bands.map((band) => band.name),
            where,
          ).toContain(biomarker.desired_result);
        }
        expect(set.bands[0]?.min, where).toBeNull();
        expect(set.bands.at(-1)?.max, where).toBeNull();
        set.bands.forEach((band, index) => {
          expect(band.name.trim() && band.name_de.trim(), where).toBeTruthy();
          if (band.min !== null && band.max !== null)
            expect(band.max, where).toBeGreaterThan(band.min);
          const next = set.bands[index + 1];
          if (next !== undefined)
            expect(next.min, `${where}: ${band.name} → ${next.name}`).toBe(band.max);
        });
        const names = set.bands.map((band) => band.name);
        expect(new Set(names).size, where).toBe(names.length);
      }
    },
  );

  it.each(
    ALL_BIOMARKERS.filter((biomarker) => biomarker.by_age !== undefined).map(
      (biomarker) => [biomarker.name, biomarker] as const,
    ),
  )('%s: age bands are adult-or-teen years and never overlap for one sex', (_, biomarker) => {
    const bands = biomarker.by_age ?? [];
    expect(bands.length).toBeGreaterThan(0);
    for (const band of bands) {
      expect(Number.isInteger(band.min_age) && band.min_age >= 0).toBe(true);
      if (band.max_age !== null) expect(band.max_age).toBeGreaterThan(band.min_age);
      if (band.sex !== 'any')
        expect(biomarker[band.sex], `${band.sex} set to fall back to`).toBeDefined();
    }
    for (const [index, band] of bands.entries()) {
      for (const other of bands.slice(index + 1)) {
        if (band.sex !== other.sex) continue;
        const apart =
          (band.max_age !== null && band.max_age <= other.min_age) ||
          (other.max_age !== null && other.max_age <= band.min_age);
        expect(apart, `${band.sex} ${String(band.min_age)} and ${String(other.min_age)}`).toBe(
          true,
        );
      }
    }
  });

  // A word is stored as a number on a band limit (negative 0, positive 1): however a set treats
  // its limits, 'positive' and 'negative' must never fall in the same band (a positive stool test
  // would otherwise read as in range).
  it('puts a printed positive word and a negative one in different bands', () => {
    const positive = ['positive', 'positiv', 'reactive', 'reaktiv', 'detected'];
    const negative = ['negative', 'negativ', 'non-reactive', 'nicht reaktiv', 'not detected'];
    for (const biomarker of ALL_BIOMARKERS) {
      const words = biomarker.text_values ?? {};
      const yes = positive.map((word) => words[word]).find((value) => value !== undefined);
      const no = negative.map((word) => words[word]).find((value) => value !== undefined);
      if (yes === undefined || no === undefined) continue;
      for (const [population, set] of rangeSets(biomarker)) {
        const bandOf = (value: number) => assessValue(biomarker, value, null, set).band?.name;
        expect(bandOf(yes), `${biomarker.name} (${population})`).not.toBe(bandOf(no));
      }
    }
  });

  // Labs print 'Lymphocytes' for the percentage and for the count, 'Lp(a)' in mg/dL and in
  // nmol/L: the printed unit tells them apart. So a name may be shared only by biomarkers that have
  // no unit in common, and the reader can always let the unit decide between them.
  it('shares a printed name only between biomarkers whose units tell them apart', () => {
    const owners = new Map<string, CatalogueBiomarker[]>();
    for (const biomarker of ALL_BIOMARKERS) {
      const spellings = new Set(
        [biomarker.name, biomarker.name_de, ...biomarker.aliases].map(normaliseAlias),
      );
      for (const spelling of spellings)
        owners.set(spelling, [...(owners.get(spelling) ?? []), biomarker]);
    }
    for (const [spelling, biomarkers] of owners) {
      const unitOwners = new Map<string, string>();
      for (const biomarker of biomarkers) {
        for (const unit of unitsOf(biomarker)) {
          const owner = unitOwners.get(unit);
          expect(
            owner,
            `'${spelling}' names ${owner ?? ''} and ${biomarker.name}, both in '${unit}'`,
          ).toBeUndefined();
          unitOwners.set(unit, biomarker.name);
        }
      }
    }
  });
});
