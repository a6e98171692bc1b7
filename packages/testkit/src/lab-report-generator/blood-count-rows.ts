import { bandRange } from './band-range';
import type { GeneratorBiomarker } from './catalogue-input';
import type { ContentRow } from './content-row';
import { contentRow, numberResult } from './content-row';
import type { Section } from './content-table';
import { makeRow, printedNames, sharedNames } from './pick-rows';
import type { RowOptions, Unit } from './pick-rows';
import { roundTo } from './number-format';
import type { Random } from './random';
import { unitAsPrinted } from './unit-spelling-table';

const HEMOGLOBIN = 1001;
const RED_CELLS = 1003;
const WHITE_CELLS = 1009;
const PLATELETS = 1020;

/** The catalogue's percent and absolute biomarker of each white cell type, with a typical share. */
const CELL_TYPES = [
  { percent: 1010, absolute: 1015, share: [45, 70] },
  { percent: 1011, absolute: 1016, share: [20, 40] },
  { percent: 1012, absolute: 1017, share: [3, 9] },
  { percent: 1013, absolute: 1018, share: [1, 5] },
  { percent: 1014, absolute: 1019, share: [0.2, 1] },
] as const;

/** How a lab prints its counts of white cells, and of platelets: in lakhs where it counts per cmm. */
const COUNT_UNITS = [
  { cells: '/cmm', platelets: ['/cmm', 'lakh/cumm', 'lakhs/cumm'] },
  { cells: 'cells/cumm', platelets: ['cells/cumm', 'lakh/cumm'] },
  { cells: '10^9/L', platelets: ['10^9/L'] },
  { cells: 'x10E3/uL', platelets: ['x10E3/uL'] },
  { cells: '10^3/µL', platelets: ['10^3/µL'] },
] as const;
const RED_CELL_UNITS = ['10^6/µL', 'million/cmm', 'x10E6/uL', 'mill/mm3'] as const;
const HEMOGLOBIN_UNITS = ['g/dL', 'g/dl'] as const;
const PERCENT: Unit = { unit: '%', factor: 1, offset: 0 };

type Find = (id: number) => GeneratorBiomarker | undefined;

interface Context {
  find: Find;
  options: RowOptions;
  shared: Set<string>;
  random: Random;
}

/** Cells are counted whole: a count per cmm has no decimals, one in thousands has two. */
function countDecimals(unit: Unit): number {
  return unit.factor < 0.01 ? 0 : 2;
}

/** A row drawn by pick-rows in one of `spellings`. */
function measured(
  id: number,
  spellings: readonly string[],
  { find, options, shared, random }: Context,
): ContentRow | undefined {
  const biomarker = find(id);
  const unit = biomarker && unitAsPrinted(biomarker, random.pick(spellings));
  const names = biomarker ? printedNames(biomarker, options, shared) : [];
  if (biomarker === undefined || unit === undefined || names.length === 0) return undefined;
  return contentRow(makeRow(biomarker, random.pick(names), unit, false, options, random));
}

/** A count computed here rather than drawn, so that the differential adds up to the white cells. */
function countRow(
  biomarker: GeneratorBiomarker,
  name: string,
  canonical: number,
  unit: Unit,
  decimals: number,
): ContentRow {
  const value = roundTo((canonical - unit.offset) / unit.factor, decimals);
  return {
    name,
    value: value.toFixed(decimals),
    unit: unit.unit,
    range: bandRange(biomarker, unit, decimals),
    results: [numberResult(biomarker, name, value, unit)],
  };
}

/** The white cell count the differential is computed from, `count` in 10^3/µL. */
function whiteCellRow(
  count: number,
  spelling: string,
  { find, options, shared, random }: Context,
): ContentRow | undefined {
  const biomarker = find(WHITE_CELLS);
  const unit = biomarker && unitAsPrinted(biomarker, spelling);
  const names = biomarker ? printedNames(biomarker, options, shared) : [];
  if (biomarker === undefined || unit === undefined || names.length === 0) return undefined;
  return countRow(biomarker, random.pick(names), count, unit, countDecimals(unit));
}

/** The name both biomarkers of a cell type answer to ('Neutrophils'), the unit telling them apart. */
function sharedCellName(percent: GeneratorBiomarker, absolute: GeneratorBiomarker): string {
  const absoluteNames = new Set(
    [absolute.name, ...absolute.aliases].map((name) => name.toLowerCase()),
  );
  return (
    [percent.name, ...percent.aliases].find((name) => absoluteNames.has(name.toLowerCase())) ??
    percent.name
  );
}

/**
 * A differential count printed twice, as percentages and as absolute counts of the same cell
 * types (consistent with the white cell count), either interleaved or in two sections.
 */
function differentialSections(whiteCells: number, countUnit: string, context: Context): Section[] {
  const { find, options, shared, random } = context;
  const types = CELL_TYPES.flatMap((type) => {
    const percent = find(type.percent);
    const absolute = find(type.absolute);
    const unit = absolute && unitAsPrinted(absolute, countUnit);
    return percent && absolute && unit ? [{ ...type, percent, absolute, unit }] : [];
  }).filter(() => random.chance(0.9));
  const drawn = types.map(({ share: [low, high], ...type }) => ({
    ...type,
    share: low + (high - low) * random.next(),
  }));
  const total = drawn.reduce((sum, { share }) => sum + share, 0);
  const percentDecimals = random.int(0, 1);
  const sameName = random.chance(0.5);
  const label = (biomarker: GeneratorBiomarker, common: string) => {
    const names = printedNames(biomarker, options, shared);
    return sameName || names.length === 0 ? common : random.pick(names);
  };
  const pairs = drawn.map(({ percent, absolute, unit, share: drawnShare }) => {
    const share = roundTo((drawnShare / total) * 100, percentDecimals);
    const common = sharedCellName(percent, absolute);
    const percentRow = countRow(percent, label(percent, common), share, PERCENT, percentDecimals);
    const absoluteRow = countRow(
      absolute,
      label(absolute, common),
      (whiteCells * share) / 100,
      unit,
      countDecimals(unit),
    );
    return [percentRow, absoluteRow] as const;
  });
  if (random.chance(0.5))
    return [{ title: 'Differential count', rows: pairs.flatMap((pair) => [...pair]) }];
  return [
    { title: 'Differential count', rows: pairs.map(([percent]) => percent) },
    { title: 'Absolute count', rows: pairs.map(([, absolute]) => absolute) },
  ];
}

/** A blood count: haemoglobin, red and white cells, platelets and the differential count twice. */
export function bloodCountSections(
  catalogue: readonly GeneratorBiomarker[],
  options: RowOptions,
  random: Random,
): Section[] {
  const byId = new Map(catalogue.map((biomarker) => [biomarker.id, biomarker]));
  const context: Context = {
    find: (id) => byId.get(id),
    options,
    shared: sharedNames(catalogue),
    random,
  };
  const units = random.pick(COUNT_UNITS);
  const whiteCells = roundTo(3.5 + random.next() * 8, 2);
  const count = [
    measured(HEMOGLOBIN, HEMOGLOBIN_UNITS, context),
    measured(RED_CELLS, RED_CELL_UNITS, context),
    whiteCellRow(whiteCells, units.cells, context),
    measured(PLATELETS, units.platelets, context),
  ].filter((row) => row !== undefined);
  return [
    { title: 'Complete blood count', rows: count },
    ...differentialSections(whiteCells, units.cells, context),
  ];
}
