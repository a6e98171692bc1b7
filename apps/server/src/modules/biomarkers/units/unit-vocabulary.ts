/**
 * The words units are built from, in the lower-case, µ-as-'u' spelling of normaliseUnit. Sizes are
 * powers of ten of each quantity's base unit (gram, mole, litre, one counted thing, …).
 */

/** What a unit measures; units convert into each other only within one quantity. */
export type Quantity =
  'mass' | 'substance' | 'equivalents' | 'units' | 'catalytic activity' | 'volume' | 'count';

export const SI_PREFIXES: ReadonlyMap<string, number> = new Map([
  ['', 0],
  ['k', 3],
  ['d', -1],
  ['c', -2],
  ['m', -3],
  ['u', -6],
  ['n', -9],
  ['p', -12],
  ['f', -15],
]);

/**
 * Units an SI prefix attaches to. IU, U and the German IE are one quantity because labs and the
 * catalogue use them interchangeably (IU/L ≡ U/L). Equivalents stay apart from moles: mEq/L is
 * mmol/L only for a monovalent ion, so the catalogue lists that factor per biomarker.
 */
export const PREFIXABLE_UNITS: ReadonlyMap<string, Quantity> = new Map([
  ['g', 'mass'],
  ['gm', 'mass'],
  ['mol', 'substance'],
  ['eq', 'equivalents'],
  ['u', 'units'],
  ['iu', 'units'],
  ['ie', 'units'],
  ['kat', 'catalytic activity'],
  ['l', 'volume'],
]);

export interface SizedUnit {
  readonly quantity: Quantity;
  readonly power: number;
}

const MICROLITRE: SizedUnit = { quantity: 'volume', power: -6 };
const FEMTOLITRE: SizedUnit = { quantity: 'volume', power: -15 };

/** Spellings no prefix attaches to; a cubic millimetre is a microlitre, a cubic µm a femtolitre. */
export const WHOLE_WORD_UNITS: ReadonlyMap<string, SizedUnit> = new Map([
  ['units', { quantity: 'units', power: 0 }],
  ...['cumm', 'cmm', 'c.mm', 'cu.mm', 'mm3', 'mm^3'].map((word) => [word, MICROLITRE] as const),
  ...['um3', 'um^3'].map((word) => [word, FEMTOLITRE] as const),
]);

/** Multipliers labs print before a counted thing: 'K/µL', 'lakh/cumm', 'mill/mm3', 'Gpt/L'. */
export const COUNT_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['', 0],
  ...['k', 'thou', 'thousand', 'thousands', 'tsd'].map((word) => [word, 3] as const),
  ...['lakh', 'lakhs', 'lac', 'lacs'].map((word) => [word, 5] as const),
  ...['m', 'mil', 'mill', 'million', 'millions', 'mio'].map((word) => [word, 6] as const),
  // Gigapartikel and Terapartikel, as German labs print them.
  ['gpt', 9],
  ['tpt', 12],
]);

/**
 * The SI giga and tera German labs print as 'G/l' and 'T/l'. Only a capital says so: 'g/L' is
 * grams per litre, and 'G/L' may be either ('G/DL' is grams in a report printed in capitals).
 */
export const CAPITAL_COUNT_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['G', 9],
  ['T', 12],
]);

/**
 * Names of the counted thing ('cells/µL'); absent in '/µL' and '10^9/L'. Dipstick scales ('Ery/µL',
 * 'Leu/µL') are left out: they convert only where the catalogue lists them, so a urine row does not
 * read as a blood count.
 */
export const COUNTED_THINGS: ReadonlySet<string> = new Set(['', 'cell', 'cells']);
