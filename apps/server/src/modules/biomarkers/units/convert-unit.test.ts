import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../catalogue/catalogue';
import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { fromCanonical, toCanonical } from './convert-unit';
import { normaliseUnit } from './normalise-unit';
import { powerOfTenBetween } from './power-of-ten-between';
import { readUnit } from './read-unit';

const WITH_UNITS = ALL_BIOMARKERS.filter((biomarker) => biomarker.units.length > 0);

function catalogued(id: number): CatalogueBiomarker {
  const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.id === id);
  if (biomarker === undefined) throw new Error(`no biomarker ${String(id)} in the catalogue`);
  return biomarker;
}

const HAEMOGLOBIN = catalogued(1001);
const RED_CELLS = catalogued(1003);
const WHITE_CELLS = catalogued(1009);
const NEUTROPHILS_ABSOLUTE = catalogued(1015);
const PLATELETS = catalogued(1020);
const ALT = catalogued(501);
const LH = catalogued(606);
const VITAMIN_B12 = catalogued(1201);
const TSH = catalogued(1101);
const INSULIN = catalogued(204);
const SERUM_IRON = catalogued(802);
const AMMONIA = catalogued(514);
const SODIUM = catalogued(901);
const TOTAL_CALCIUM = catalogued(905);
const CRP = catalogued(301);
const URINE_RED_CELLS = catalogued(1511);
const URINE_GLUCOSE = catalogued(1502);

/** Each spelling, a value printed in it, and that value in the biomarker's canonical unit. */
function expectConversions(
  biomarker: CatalogueBiomarker,
  cases: readonly (readonly [unit: string, value: number, canonical: number])[],
): void {
  for (const [unit, value, canonical] of cases) {
    expect(toCanonical(biomarker, value, unit), `${String(value)} ${unit}`).toBeCloseTo(
      canonical,
      9,
    );
  }
}

describe('unit conversion', () => {
  it('round-trips every unit of every biomarker', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITH_UNITS),
        fc.nat(),
        fc.double({ min: 0.001, max: 100_000, noNaN: true }),
        (biomarker, pick, value) => {
          const unit = biomarker.units[pick % biomarker.units.length];
          if (unit === undefined) return;
          const canonical = toCanonical(biomarker, value, unit.unit);
          expect(canonical).toBeDefined();
          const back = fromCanonical(biomarker, canonical ?? Number.NaN, unit.unit);
          expect(back).toBeCloseTo(value, 6);
        },
      ),
    );
  });

  it('keeps the order of values (a higher printed value is a higher canonical value)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITH_UNITS),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        (biomarker, a, b) => {
          const unit = biomarker.units[0]?.unit ?? biomarker.unit;
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(toCanonical(biomarker, low, unit) ?? 0).toBeLessThanOrEqual(
            toCanonical(biomarker, high, unit) ?? 0,
          );
        },
      ),
    );
  });

  it('converts known pairs as clinical chemistry does', () => {
    const ldl = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('13457-7'));
    const hba1c = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes('4548-4'));
    expect(ldl).toBeDefined();
    expect(hba1c).toBeDefined();
    if (ldl === undefined || hba1c === undefined) return;
    expect(toCanonical(ldl, 3.36, 'mmol/L')).toBeCloseTo(130, 0);
    expect(toCanonical(hba1c, 48, 'mmol/mol')).toBeCloseTo(6.5, 1);
    expect(toCanonical(ldl, 130, 'mg/dl')).toBe(130);
    expect(toCanonical(ldl, 130, 'furlongs')).toBeUndefined();
  });

  it('treats spellings of one unit alike', () => {
    expect(normaliseUnit('µg/dL')).toBe(normaliseUnit('ug/dl'));
    expect(normaliseUnit('mcg/dL')).toBe(normaliseUnit('μg/dL'));
    expect(normaliseUnit('x10^9/L')).toBe(normaliseUnit('10*9/l'));
    expect(normaliseUnit('×10⁹/L')).toBe(normaliseUnit('10^9/L'));
    expect(normaliseUnit('mill/mm³')).toBe(normaliseUnit('mill/mm3'));
    expect(normaliseUnit('/cumm')).not.toBe(normaliseUnit('10^3/µL'));
  });
});

describe('lab spellings of cell counts', () => {
  it('reads every volume spelling of a microlitre', () => {
    for (const volume of [
      'cumm',
      'cmm',
      'c.mm',
      'cu mm',
      'mm3',
      'mm³',
      'mm^3',
      'µL',
      'μL',
      'uL',
      'mcL',
    ]) {
      expect(toCanonical(WHITE_CELLS, 4500, `/${volume}`), volume).toBeCloseTo(4.5, 9);
      expect(toCanonical(WHITE_CELLS, 4500, `cells/${volume}`), volume).toBeCloseTo(4.5, 9);
    }
  });

  it('converts thousands, lakhs and SI multiples per volume into platelets’ 10^3/µL', () => {
    expectConversions(PLATELETS, [
      ['10^9/L', 250, 250],
      ['10*9/L', 250, 250],
      ['×10⁹/L', 250, 250],
      ['x10E3/uL', 250, 250],
      ['x 10^3/µL', 250, 250],
      ['10^3/μL', 250, 250],
      ['K/uL', 250, 250],
      ['K/µL', 250, 250],
      ['thou/mm3', 250, 250],
      ['Thousand/cumm', 250, 250],
      ['G/L', 250, 250],
      ['Gpt/l', 250, 250],
      ['/nL', 250, 250],
      ['lakh/cumm', 2.5, 250],
      ['lakhs/cumm', 2.5, 250],
      ['Lakhs/c.mm', 2.5, 250],
      ['lacs/mm3', 2.5, 250],
      ['/cmm', 250_000, 250],
      ['cells/cumm', 250_000, 250],
      ['/mcL', 250_000, 250],
      ['10^6/µL', 0.25, 250],
    ]);
  });

  it('converts millions per volume and SI multiples into red cells’ 10^6/µL', () => {
    expectConversions(RED_CELLS, [
      ['million/cmm', 4.8, 4.8],
      ['mill/mm3', 4.8, 4.8],
      ['millions/µL', 4.8, 4.8],
      ['Mill/cumm', 4.8, 4.8],
      ['x10^6/uL', 4.8, 4.8],
      ['10^12/L', 4.8, 4.8],
      ['10*12/L', 4.8, 4.8],
      ['×10¹²/L', 4.8, 4.8],
      ['T/L', 4.8, 4.8],
      ['/pL', 4.8, 4.8],
      ['cells/µL', 4_800_000, 4.8],
      ['10^3/µL', 4800, 4.8],
    ]);
  });

  it('converts white cells and absolute neutrophils whatever count unit the lab prints', () => {
    expectConversions(WHITE_CELLS, [
      ['/cmm', 4500, 4.5],
      ['cells/cumm', 4500, 4.5],
      ['10^9/L', 4.5, 4.5],
      ['G/l', 4.5, 4.5],
      ['thou/µL', 4.5, 4.5],
    ]);
    expectConversions(NEUTROPHILS_ABSOLUTE, [
      ['10^9/L', 3.2, 3.2],
      ['x10^9/L', 3.2, 3.2],
      ['cells/cumm', 3200, 3.2],
      ['/µL', 3200, 3.2],
      ['K/uL', 3.2, 3.2],
      ['/nL', 3.2, 3.2],
    ]);
  });

  it('never reads a percentage, a per-field count or a dipstick scale as a blood count', () => {
    const counts = ALL_BIOMARKERS.filter((biomarker) => biomarker.unit === '10^3/µL');
    expect(counts).toContain(PLATELETS);
    for (const biomarker of counts) {
      expect(toCanonical(biomarker, 60, '%'), biomarker.name).toBeUndefined();
      expect(toCanonical(biomarker, 60, '/hpf'), biomarker.name).toBeUndefined();
    }
    expect(toCanonical(URINE_RED_CELLS, 3, '/µL')).toBeUndefined();
    expect(toCanonical(RED_CELLS, 12, 'Ery/µL')).toBeUndefined();
    expect(toCanonical(WHITE_CELLS, 25, 'Leu/µL')).toBeUndefined();
    expect(toCanonical(URINE_GLUCOSE, 5, '10^9/L')).toBeUndefined();
  });
});

describe('lab spellings of concentrations and activities', () => {
  it('folds case, trailing noise and brackets', () => {
    expectConversions(HAEMOGLOBIN, [
      ['g/dl', 14, 14],
      ['G/DL', 14, 14],
      ['gm/dL', 14, 14],
      ['g/dL.', 14, 14],
      ['(g/dL)', 14, 14],
      ['[g/dL]', 14, 14],
      ['mg/dl', 14_000, 14],
      ['g/L', 140, 14],
      ['G/L', 140, 14],
    ]);
  });

  it('reads µ, μ, u and mc as micro', () => {
    expectConversions(SERUM_IRON, [
      ['µg/dL', 100, 100],
      ['μg/dL', 100, 100],
      ['ug/dL', 100, 100],
      ['mcg/dL', 100, 100],
      ['mg/L', 1, 100],
      ['ng/mL', 1000, 100],
    ]);
    expectConversions(AMMONIA, [
      ['mcmol/L', 30, 30],
      ['umol/l', 30, 30],
      ['μmol/L', 30, 30],
      ['mmol/L', 0.03, 30],
    ]);
  });

  it('treats U/L, IU/L and the misread U/I alike for enzymes', () => {
    expectConversions(ALT, [
      ['U/L', 30, 30],
      ['u/l', 30, 30],
      ['IU/L', 30, 30],
      ['U/I', 30, 30],
      ['IU/I', 30, 30],
      ['mU/mL', 30, 30],
      ['µkat/L', 0.5, 30],
      ['nkat/L', 500, 30],
    ]);
    expect(toCanonical(VITAMIN_B12, 400, 'U/I')).toBeUndefined();
    expect(toCanonical(HAEMOGLOBIN, 14, 'g/I')).toBeUndefined();
  });

  it('scales international units by their prefixes only', () => {
    expectConversions(TSH, [
      ['µIU/mL', 2.5, 2.5],
      ['μIU/mL', 2.5, 2.5],
      ['uIU/ml', 2.5, 2.5],
      ['mcIU/mL', 2.5, 2.5],
      ['mIU/L', 2.5, 2.5],
      ['mU/L', 2.5, 2.5],
      ['mIU/mL', 0.0025, 2.5],
      ['IU/L', 0.0025, 2.5],
    ]);
    expectConversions(LH, [
      ['IU/L', 5, 5],
      ['mIU/mL', 5, 5],
      ['U/I', 5, 5],
      ['mIE/ml', 5, 5],
    ]);
    expectConversions(INSULIN, [
      ['mIU/L', 10, 10],
      ['µU/mL', 10, 10],
    ]);
  });

  it('scales a unit the catalogue lists into its multiples', () => {
    expectConversions(VITAMIN_B12, [
      ['pg/ml', 400, 400],
      ['ng/L', 400, 400],
      ['ng/mL', 0.4, 400],
      ['pmol/L', 295, 399.725],
      ['nmol/L', 0.295, 399.725],
    ]);
  });

  it('keeps mEq/L apart from mmol/L but where the catalogue equates them', () => {
    expectConversions(SODIUM, [
      ['mEq/L', 140, 140],
      ['meq/l', 140, 140],
    ]);
    expect(toCanonical(TOTAL_CALCIUM, 5, 'mEq/L')).toBeCloseTo(10.02, 9);
    expect(toCanonical(TOTAL_CALCIUM, 2.5, 'mmol/L')).toBeCloseTo(10.02, 9);
    expect(toCanonical(TOTAL_CALCIUM, 5000, 'µEq/L')).toBeCloseTo(10.02, 9);
  });

  it('never turns mass into substance without a factor from the catalogue', () => {
    expect(toCanonical(SODIUM, 320, 'mg/dL')).toBeUndefined();
    expect(toCanonical(CRP, 1, 'mmol/L')).toBeUndefined();
    expect(toCanonical(CRP, 1, 'µmol/L')).toBeUndefined();
    expect(toCanonical(HAEMOGLOBIN, 14, '%')).toBeUndefined();
  });

  it('agrees with every factor the catalogue gives between units of one quantity', () => {
    const disagreements: string[] = [];
    for (const biomarker of ALL_BIOMARKERS) {
      const linear = [{ unit: biomarker.unit, factor: 1 }, ...biomarker.units]
        .filter(({ offset }) => (offset ?? 0) === 0)
        .map((entry) => ({ ...entry, readings: readUnit(entry.unit) }));
      for (const from of linear) {
        for (const to of linear) {
          const power = powerOfTenBetween(from.readings, to.readings);
          if (power === undefined) continue;
          if (Math.abs((to.factor * 10 ** power) / from.factor - 1) > 1e-9) {
            disagreements.push(`${biomarker.name}: ${from.unit} → ${to.unit}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
