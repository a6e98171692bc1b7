import { ALL_BIOMARKERS } from '../catalogue/catalogue';
import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { normaliseAlias } from '../catalogue/normalise-alias';
import { normaliseUnit } from '../units/normalise-unit';

/**
 * Words that qualify where a sample came from or how a number was got, not what was measured:
 * 'Serum Creatinine' is creatinine, 'Urea Nitrogen Blood' is BUN, 'Hematocrit Value' is the
 * hematocrit, 'Cholesterol/HDL Ratio' the same as 'Cholesterol/HDL'.
 */
const NOISE_WORDS = new Set([
  'serum',
  's',
  'plasma',
  'blood',
  'whole',
  'value',
  'values',
  'level',
  'levels',
  'test',
  'result',
  'total',
  'gesamt',
  'im',
  'ratio',
  'quotient',
  'calculated',
  'berechnet',
]);

/** Stands for '/' and ':' in ratio names, so 'Cholesterol/HDL' never meets 'HDL Cholesterol'. */
const PER = 'per';

/**
 * A name in the form the matcher compares: normaliseAlias's form, with ratio separators kept
 * as a word.
 */
export function normaliseName(name: string): string {
  return normaliseAlias(name.replace(/\s*[/:]\s*/gu, ` ${PER} `));
}

/**
 * The name's distinct words, noise words left out, sorted: word order, repeats ('LDL Cholesterol/HDL
 * Cholesterol Ratio') and sample words stop mattering.
 */
export function tokenKey(normalised: string): string {
  const words = normalised.split(' ').filter((word) => word !== '' && !NOISE_WORDS.has(word));
  return [...new Set(words)].sort().join(' ');
}

export interface CatalogueIndex {
  byId: ReadonlyMap<number, CatalogueBiomarker>;
  /** Exact normalised names (name, name_de, aliases) → biomarker ids. */
  exact: ReadonlyMap<string, readonly number[]>;
  /** tokenKey of every name → biomarker ids. */
  tokens: ReadonlyMap<string, readonly number[]>;
  /** Every normalised name with its biomarker, for near misses ('Cholestrol', 'Alfa'). */
  names: readonly (readonly [string, number])[];
  /** Printed words of qualitative results any biomarker knows ('negativ', 'non reactive', 'g1'). */
  textTerms: ReadonlySet<string>;
  /** normaliseUnit of every unit the catalogue knows. */
  units: ReadonlySet<string>;
  /** Labels of the catalogue's range bands ('Optimal', 'Borderline High'): interpretation rows. */
  bandLabels: ReadonlySet<string>;
}

function add(map: Map<string, number[]>, key: string, id: number): void {
  if (key === '') return;
  const ids = map.get(key);
  if (ids === undefined) map.set(key, [id]);
  else if (!ids.includes(id)) ids.push(id);
}

/** The form a qualitative word is compared in: lower case, spaces and hyphens collapsed. */
export function normaliseTerm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-\s]+/gu, ' ')
    .trim();
}

function buildIndex(biomarkers: readonly CatalogueBiomarker[]): CatalogueIndex {
  const exact = new Map<string, number[]>();
  const tokens = new Map<string, number[]>();
  const names: [string, number][] = [];
  const textTerms = new Set<string>();
  const units = new Set<string>();
  const bandLabels = new Set<string>();
  for (const biomarker of biomarkers) {
    for (const name of [biomarker.name, biomarker.name_de, ...biomarker.aliases]) {
      const normalised = normaliseName(name);
      add(exact, normalised, biomarker.id);
      add(tokens, tokenKey(normalised), biomarker.id);
      names.push([normalised, biomarker.id]);
    }
    for (const term of Object.keys(biomarker.text_values ?? {})) textTerms.add(normaliseTerm(term));
    for (const unit of [biomarker.unit, ...biomarker.units.map((known) => known.unit)]) {
      units.add(normaliseUnit(unit));
    }
    for (const set of [biomarker.ranges, biomarker.female, biomarker.male]) {
      for (const band of set?.bands ?? []) {
        bandLabels.add(normaliseAlias(band.name));
        bandLabels.add(normaliseAlias(band.name_de));
      }
    }
  }
  return {
    byId: new Map(biomarkers.map((biomarker) => [biomarker.id, biomarker])),
    exact,
    tokens,
    names,
    textTerms,
    units,
    bandLabels,
  };
}

let index: CatalogueIndex | undefined;

/** The catalogue's lookup tables, built once on first use. */
export function catalogueIndex(): CatalogueIndex {
  index ??= buildIndex(ALL_BIOMARKERS);
  return index;
}

/** A catalogue name as printed, exactly or with its words reordered. */
export function isCatalogueName(text: string): boolean {
  const normalised = normaliseName(text);
  const { exact, tokens } = catalogueIndex();
  return exact.has(normalised) || tokens.has(tokenKey(normalised));
}
