import { isWinAnsi } from '../win-ansi';
import type { GeneratorBiomarker } from './catalogue-input';
import { decimalsFor, formatNumber, roundTo } from './number-format';
import type { Random } from './random';
import type { ReportLanguage, ReportRow } from './report-model';

/** What a layout can fit and how it prints. */
export interface RowOptions {
  language: ReportLanguage;
  count: number;
  /** Longer names or units would run into the next column. */
  maxNameLength: number;
  maxUnitLength: number;
  /** How many values to print as limits ('<0.5', '> 90'). */
  censored: number;
  /**
   * Only names without a part in brackets: where a layout prints the method in brackets after the
   * name, 'LDL-C (Friedewald)' would read as a method the truth does not know of.
   */
  withoutBrackets?: true;
}

/** A unit a value can be printed in: canonical = printed × factor + offset. */
export interface Unit {
  unit: string;
  factor: number;
  offset: number;
}

function normalName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, ' ')
    .trim();
}

/** Names printed for more than one biomarker: no reader, human or not, can tell which is meant. */
export function sharedNames(catalogue: readonly GeneratorBiomarker[]): Set<string> {
  const owners = new Map<string, Set<number>>();
  for (const biomarker of catalogue) {
    for (const name of [biomarker.name, biomarker.name_de, ...biomarker.aliases]) {
      const key = normalName(name);
      owners.set(key, (owners.get(key) ?? new Set()).add(biomarker.id));
    }
  }
  return new Set([...owners].filter(([, ids]) => ids.size > 1).map(([key]) => key));
}

/** The normal band in the canonical unit; undefined when the catalogue names none usable. */
export function normalBand(biomarker: GeneratorBiomarker): {
  low: number | null;
  high: number | null;
} {
  const band = biomarker.ranges.bands.find((each) => each.name === biomarker.desired_result);
  if (band === undefined || (band.min === null && band.max === null))
    return { low: null, high: null };
  return { low: band.min, high: band.max };
}

/** Whether the generator can draw a number for it from its normal band. */
export function isGeneratable(biomarker: GeneratorBiomarker): boolean {
  const { low, high } = normalBand(biomarker);
  // Qualitative results are printed as words by their own class; signed scales (base excess) are
  // left for later generator work.
  return (
    biomarker.text_values === undefined &&
    (low !== null || high !== null) &&
    (low ?? 0) >= 0 &&
    (high ?? 1) > 0
  );
}

/** The names a row of `biomarker` may print that fit the layout and name it alone. */
export function printedNames(
  biomarker: GeneratorBiomarker,
  options: RowOptions,
  shared: Set<string>,
): string[] {
  const own = options.language === 'de' ? biomarker.name_de : biomarker.name;
  return [own, ...biomarker.aliases].filter(
    (name) =>
      isWinAnsi(name) &&
      name.length <= options.maxNameLength &&
      !name.includes(':') &&
      !(options.withoutBrackets === true && name.includes('(')) &&
      !shared.has(normalName(name)),
  );
}

function printableUnits(biomarker: GeneratorBiomarker, options: RowOptions): Unit[] {
  return [{ unit: biomarker.unit, factor: 1, offset: 0 }, ...biomarker.units]
    .map(({ unit, factor, offset }) => ({ unit, factor, offset: offset ?? 0 }))
    .filter(({ unit }) => unit !== '' && isWinAnsi(unit) && unit.length <= options.maxUnitLength);
}

function rangeText(
  low: number | null,
  high: number | null,
  format: (value: number) => string,
  random: Random,
): string {
  if (low === null) return `< ${format(high ?? 0)}`;
  if (high === null) return `> ${format(low)}`;
  return `${format(low)}${random.pick([' - ', '-', ' – ', ' to '])}${format(high)}`;
}

/** A value in the printed unit: mostly inside the normal band, sometimes below or above it. */
function randomValue(low: number | null, high: number | null, random: Random): number {
  const bottom = low ?? (high ?? 0) * 0.3;
  const top = high ?? (low ?? 0) * 2;
  const roll = random.next();
  if (roll < 0.12 && bottom > 0) return bottom * (0.4 + random.next() * 0.55);
  if (roll < 0.25) return top * (1.05 + random.next());
  return bottom + (top - bottom) * random.next();
}

/** A row of `biomarker` printed as `name` in `unit`, its value drawn around the normal band. */
export function makeRow(
  biomarker: GeneratorBiomarker,
  name: string,
  unit: Unit,
  censored: boolean,
  options: RowOptions,
  random: Random,
): ReportRow {
  const band = normalBand(biomarker);
  const toPrinted = (canonical: number | null) =>
    canonical === null ? null : (canonical - unit.offset) / unit.factor;
  const low = toPrinted(band.low);
  const high = toPrinted(band.high);
  const decimals = decimalsFor(high ?? (low ?? 1) * 2);
  const format = (value: number) => formatNumber(value, decimals, options.language, random);
  const drawn = roundTo(randomValue(low, high, random), decimals);
  const nonZero = drawn === 0 ? 10 ** -decimals : drawn;
  const canonical = nonZero * unit.factor + unit.offset;
  const { min, max } = biomarker.plausible ?? { min: -Infinity, max: Infinity };
  // An out-of-band draw beyond what a sample can show is printed at the band's edge instead.
  const edge = low ?? high;
  const value =
    (canonical < min || canonical > max) && edge !== null ? roundTo(edge, decimals) : nonZero;
  const comparator = censored ? random.pick(['<', '>'] as const) : null;
  const flag =
    comparator !== null
      ? null
      : low !== null && value < low
        ? 'L'
        : high !== null && value >= high
          ? 'H'
          : null;
  return {
    biomarker_id: biomarker.id,
    printed_name: name,
    value,
    unit: unit.unit,
    comparator,
    value_canonical: value * unit.factor + unit.offset,
    canonical_unit: biomarker.unit,
    value_text:
      comparator === null
        ? format(value)
        : `${comparator}${random.pick(['', ' '])}${format(value)}`,
    range_text: rangeText(low, high, format, random),
    flag,
  };
}

/** `options.count` results of distinct biomarkers, each named and in a unit as labs print them. */
export function pickRows(
  catalogue: readonly GeneratorBiomarker[],
  options: RowOptions,
  random: Random,
): ReportRow[] {
  const shared = sharedNames(catalogue);
  const usable = catalogue.filter(
    (biomarker) =>
      isGeneratable(biomarker) &&
      printedNames(biomarker, options, shared).length > 0 &&
      printableUnits(biomarker, options).length > 0,
  );
  const chosen = random.sample(usable, options.count);
  const censoredAt = new Set(
    random.sample(
      chosen.map((_, at) => at),
      options.censored,
    ),
  );
  return chosen.map((biomarker, at) => {
    const units = printableUnits(biomarker, options);
    const unit = random.chance(0.5) ? (units[0] ?? random.pick(units)) : random.pick(units);
    const name = random.pick(printedNames(biomarker, options, shared));
    return makeRow(biomarker, name, unit, censoredAt.has(at), options, random);
  });
}
