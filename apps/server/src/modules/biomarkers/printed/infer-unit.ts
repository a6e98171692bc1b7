import type { CatalogueBand, CatalogueBiomarker } from '../catalogue/catalogue-types';
import type { ParsedRange } from './parse-range';

/** A unit of the catalogue's, with how a value in it converts into the canonical unit. */
export interface InferredUnit {
  /** The catalogue's spelling. */
  unit: string;
  factor: number;
  offset: number;
}

/**
 * Units whose conversions differ by less than this share give the same value within rounding
 * (mg/dL and mg%, mmol/L and mEq/L): a range need not tell them apart.
 */
const SAME_VALUE = 0.02;
/**
 * In the right unit a lab's reference limit lies within this factor of the catalogue's: labs
 * differ from the guidelines by less, and the units a marker is printed in mostly by more.
 */
const NEAR_LIMIT = 2;
/** Rounding slack for a range that only touches the catalogue's band ('1.03 - 1.55' mmol/L HDL). */
const TOUCH = 1.05;
/** A converted limit this close (as a share) to a catalogue cut-off is that cut-off. */
const SAME_CUT_OFF = 0.01;
/** Units at least this factor apart: rounding cannot put one cut-off exactly on both. */
const DISTINCT = 2;

/** One population's desired band with its neighbours, whose outer limits are cut-offs too. */
interface Population {
  band: CatalogueBand;
  below: CatalogueBand | undefined;
  above: CatalogueBand | undefined;
}

/** A printed range's ends in the canonical unit; null where an end carries no scale (open, zero). */
interface Ends {
  low: number | null;
  high: number | null;
}

function populations(biomarker: CatalogueBiomarker): Population[] {
  return [biomarker.ranges, biomarker.female, biomarker.male].flatMap((set) => {
    const bands = set?.bands ?? [];
    const at = bands.findIndex((band) => band.name === biomarker.desired_result);
    const band = bands[at];
    return band === undefined ? [] : [{ band, below: bands[at - 1], above: bands[at + 1] }];
  });
}

/** The canonical unit and each other unit, units that give the same value counted once. */
function unitChoices(biomarker: CatalogueBiomarker): InferredUnit[] {
  const choices: InferredUnit[] = [];
  for (const { unit, factor, offset = 0 } of [
    { unit: biomarker.unit, factor: 1 },
    ...biomarker.units,
  ]) {
    const alike = choices.some(
      (choice) => choice.offset === offset && apart(choice.factor, factor) < SAME_VALUE,
    );
    if (!alike) choices.push({ unit, factor, offset });
  }
  return choices;
}

/** How many times apart two positive numbers are, as a logarithm; infinite for anything else. */
function apart(first: number, second: number): number {
  return first > 0 && second > 0 ? Math.abs(Math.log(first / second)) : Number.POSITIVE_INFINITY;
}

function convert(range: ParsedRange, unit: InferredUnit): Ends {
  const end = (printed: number | null) =>
    printed === null || printed <= 0 ? null : printed * unit.factor + unit.offset;
  return { low: end(range.low), high: end(range.high) };
}

/** A limit of 0 or none leaves the band open on that side. */
function limitOf(limit: number | null): number | null {
  return limit !== null && limit > 0 ? limit : null;
}

/**
 * Whether a range, in some unit, reads as a reference range for this band: it overlaps the band,
 * and each end lies near the band's limit on its side (an end facing an open side of the band
 * lies inside it already, by the overlap).
 */
function fits(ends: Ends, band: CatalogueBand): boolean {
  const min = limitOf(band.min);
  const max = limitOf(band.max);
  if (ends.low !== null && max !== null && ends.low > max * TOUCH) return false;
  if (ends.high !== null && min !== null && ends.high < min / TOUCH) return false;
  const near = (end: number | null, limit: number | null) =>
    end === null || limit === null || apart(end, limit) <= Math.log(NEAR_LIMIT);
  return near(ends.low, min) && near(ends.high, max);
}

/** Whether an end of the range is, converted, one of the cut-offs on its side of the band. */
function onCutOff(ends: Ends, { band, below, above }: Population): boolean {
  const hits = (end: number | null, cutOffs: readonly (number | null)[]) =>
    end !== null &&
    cutOffs.some((cutOff) => cutOff !== null && apart(end, cutOff) <= Math.log1p(SAME_CUT_OFF));
  return (
    hits(ends.low, [band.min, below?.min ?? null]) ||
    hits(ends.high, [band.max, above?.max ?? null])
  );
}

/**
 * Of several units a closed range fits alike, the one in which it prints one of the catalogue's
 * cut-offs exactly: vitamin D '50 - 125' fits ng/mL and nmol/L, but only as nmol/L does 50 land
 * on the 20 ng/mL deficiency line. Counted only where every candidate fits the same population
 * (a male range in one unit can look like a female one in another) and the candidates are far
 * enough apart that rounding cannot put a cut-off on two of them.
 */
function byCutOff(
  choices: readonly InferredUnit[],
  range: ParsedRange,
  bands: readonly Population[],
): InferredUnit | undefined {
  if (range.low === null || range.low <= 0 || range.high === null) return undefined;
  const distinct = choices.every((first, at) =>
    choices
      .slice(at + 1)
      .every((second) => apart(first.factor, second.factor) >= Math.log(DISTINCT)),
  );
  if (!distinct) return undefined;
  const winners = new Set<InferredUnit>();
  for (const population of bands) {
    if (!choices.every((choice) => fits(convert(range, choice), population.band))) continue;
    const exact = choices.filter((choice) => onCutOff(convert(range, choice), population));
    if (exact.length > 1) return undefined;
    for (const choice of exact) winners.add(choice);
  }
  const [winner, ...others] = [...winners];
  return others.length === 0 ? winner : undefined;
}

/**
 * The unit of a value printed without one, as its row's reference range shows it: the range is
 * read in each of the biomarker's units, and the unit is taken when it is the only one in which
 * the range reads as a reference range for the catalogue's desired band (of any population), or,
 * among several, the only one in which the range prints a catalogue cut-off exactly. Anything
 * else is no evidence, and the value is not guessed into a unit: glucose 5.5 beside '3.9 - 5.5'
 * is mmol/L, without a range it is nothing. A biomarker measured on one scale only (BMI in
 * kg/m², whatever spelling) needs no evidence.
 */
export function inferUnit(
  biomarker: CatalogueBiomarker,
  range: ParsedRange | undefined,
): InferredUnit | { reason: string } {
  const base = `no unit printed, and the reference range does not show which unit ${biomarker.name} is in`;
  const choices = unitChoices(biomarker);
  const [single] = choices;
  if (single !== undefined && choices.length === 1) return single;
  if (range === undefined) {
    return {
      reason: `no unit printed, and no reference range shows which unit ${biomarker.name} is in`,
    };
  }
  if ((range.low ?? 0) <= 0 && (range.high ?? 0) <= 0) return { reason: base };
  const bands = populations(biomarker);
  const fitting = choices.filter((choice) =>
    bands.some(({ band }) => fits(convert(range, choice), band)),
  );
  const [only] = fitting;
  if (only !== undefined && fitting.length === 1) return only;
  const exact = byCutOff(fitting, range, bands);
  if (exact !== undefined) return exact;
  const units = (list: readonly InferredUnit[]) => list.map((choice) => choice.unit).join(', ');
  return {
    reason:
      fitting.length === 0
        ? `${base} (it fits none of ${units(choices)})`
        : `${base} (it fits ${units(fitting)} alike)`,
  };
}
