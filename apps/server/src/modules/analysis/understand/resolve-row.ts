import type { Provenance } from '@labtrail/contract/review';
import type { UnmatchedLine } from '../../biomarkers/printed/unmatched-line';
import { textValue } from '../../biomarkers/printed/text-value';
import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';
import { normaliseAlias } from '../../biomarkers/catalogue/normalise-alias';
import { isPlausible } from '../../biomarkers/is-plausible';
import { normaliseUnit } from '../../biomarkers/units/normalise-unit';
import { toCanonical } from '../../biomarkers/units/convert-unit';
import { chooseQualifiedBiomarker } from '../../biomarkers/units/choose-qualified-biomarker';
import { catalogueIndex, normaliseTerm } from '../../biomarkers/printed/catalogue-index';
import { cleanUnit, isUnitPlaceholder } from '../../biomarkers/printed/clean-unit';
import { inferUnit } from '../../biomarkers/printed/infer-unit';
import type { BiomarkerCandidate } from './match-biomarker';
import { matchBiomarker } from './match-biomarker';
import type { Flag } from '../../biomarkers/printed/parse-flag';
import type { Bound } from '../../biomarkers/printed/parse-number';
import type { ParsedRange } from '../../biomarkers/printed/parse-range';
import type { RowReading, ValueReading } from './read-rows';

/** A result line of the report matched to a catalogue biomarker. */
export interface ParsedResult {
  /** The test name as printed. */
  name: string;
  biomarker_id: number;
  /** The catalogue's English name. */
  biomarker: string;
  /** The biomarker's main LOINC code. */
  loinc: string;
  /** As printed (thousand separators and decimal commas read); a qualitative word's catalogue value. */
  value: number;
  /** The printed word of a qualitative result ('negativ'); null for numbers. */
  value_text: string | null;
  /** '<' for '<0.5', '>' for '>90': the value is a limit, not a measurement. */
  bound: Bound | null;
  /**
   * As printed beside the value, in its unit column or in its column's header ('Result (mg/dL)');
   * '' when the report prints none.
   */
  unit: string;
  /**
   * The unit a value printed without one was read in, when its reference range showed it
   * (glucose 5.5 beside '3.9 - 5.5' is mmol/L); `unit` stays '' then, so nothing claims the
   * report printed it. On a scan, the unit the range shows when the printed one was misread
   * ('pg/L' for 'µg/L'); the qualified unit the range showed for a plain one ('ng/mL DDU' for
   * 'ng/mL' beside '<250'). Null otherwise, and for biomarkers without a unit (ratios, indexes).
   */
  unit_inferred: string | null;
  /** In the catalogue's unit: converted from `unit`, else from `unit_inferred`. */
  value_normalised: number;
  unit_normalised: string;
  /** As printed, lines of a multi-line range joined with '; '. */
  ref_range: string | null;
  /** As printed, else from the value against the printed range. */
  flag: Flag | null;
  page: number;
  /** Where on the page the result is printed, and what the row printed. */
  source: Provenance;
}

export type RowOutcome =
  { result: ParsedResult } | { unmatched: UnmatchedLine } | { skipped: true };

/**
 * Units that are no unit: a value printed without one is in them. A signal-to-cutoff ratio
 * (S/CO) is a ratio too.
 */
const UNITLESS = new Set([
  '',
  'ratio',
  'index',
  'score',
  'stage',
  'grade',
  'ph',
  'sg',
  'titer',
  'titre',
  's/co',
]);
/** Candidates more than this much worse than the best name match are not tried. */
const SCORE_SPREAD = 0.35;
/** Words of sentences, not of test names: a justified paragraph split into cells is no result row. */
const PROSE =
  /\b(?:are|is|was|were|be|been|please|should|may|will|can|shall|must|this|that|these|those|your|you|we|our)\b/iu;
/** Test names are short; a longer "name" is a sentence. */
const MAX_NAME_WORDS = 8;
/**
 * Words of interpretation tables printed under results ('Above Optimal  < 200', 'Pregnancy 1st
 * trimester  0.1 - 2.5'), beyond the catalogue's own band labels.
 */
const INTERPRETATION =
  /\b(?:optimal|desirable|borderline|risk|deficien\w*|insufficien\w*|sufficien\w*|toxic\w*|diabet\w*|prediabet\w*|trimester|pregnan\w*|adults?|children|infants?|newborns?|goal|target|category)\b/iu;
/** Rows of control samples, printed beside the patient's own value. */
const CONTROL = /\b(?:control|kontrolle|kontroll\w*|normal plasma|mean normal)\b/iu;

function round(value: number): number {
  return Number(value.toPrecision(12));
}

type Accepted = {
  value: number;
  normalised: number;
  bound: Bound | null;
  text: string | null;
  inferred: string | null;
};

/**
 * The value in the biomarker's unit, or why it cannot be: no unit it converts from, or a value no
 * human sample shows (a lost decimal point, a neighbouring row's number).
 */
function accept(
  biomarker: CatalogueBiomarker,
  reading: ValueReading,
  unitReading: 'whole' | 'first word',
  scanned: boolean,
): Accepted | { reason: string } {
  const printed = convertReading(biomarker, reading, unitReading);
  const accepted = scanned ? repairScan(biomarker, reading, printed) : printed;
  if ('reason' in accepted || isPlausible(biomarker, accepted.normalised)) return accepted;
  const { min, max } = biomarker.plausible;
  return {
    reason: `${String(accepted.normalised)} ${biomarker.unit} is outside what a sample can show for ${biomarker.name} (${String(min)}–${String(max)})`,
  };
}

/** A scan's decimal point is lost at most this many places ('5.4' read as '54' or '540'). */
const LOST_DECIMALS = [1, 2, 3];
/** A printed unit whose factor is this far from the one its range shows was misread. */
const UNIT_MISMATCH = 10;

/** A scanned value this many times below its own printed range lost digits to OCR. */
const FAR_BELOW = 20;

/** The unit the printed range reads in, when the printed unit contradicts it. */
function unitByRange(
  biomarker: CatalogueBiomarker,
  reading: { value: number; bound: Bound | null; unit: string },
  range: ParsedRange,
  printed: Accepted | { reason: string },
): Accepted | { reason: string } {
  const { value, bound, unit } = reading;
  const shown = inferUnit(biomarker, range);
  if ('reason' in shown) return printed;
  const byRange = round(value * shown.factor + shown.offset);
  // A unit the catalogue knows that does not convert ('Index' where only S/CO is meant) was
  // read right and is refused; one no catalogue entry knows ('UL', 'umoliL') was misread.
  const garbled = !catalogueIndex().units.has(normaliseUnit(cleanUnit(unit)));
  const misread =
    ('reason' in printed && garbled) ||
    (!('reason' in printed) &&
      Math.abs(Math.log(printed.normalised / byRange)) > Math.log(UNIT_MISMATCH));
  return misread
    ? { value, normalised: byRange, bound, text: null, inferred: shown.unit }
    : printed;
}

/** A value no sample can show whose digits, with the point put back, lie in its printed range. */
function lostDecimalPoint(
  biomarker: CatalogueBiomarker,
  printedText: string,
  range: ParsedRange,
  accepted: Accepted,
): Accepted {
  if (isPlausible(biomarker, accepted.normalised) || /[.,]/u.test(printedText)) return accepted;
  const factor = accepted.normalised / accepted.value;
  for (const places of LOST_DECIMALS) {
    const repaired = accepted.value / 10 ** places;
    const inRange =
      (range.low === null || repaired >= range.low / 2) &&
      (range.high === null || repaired <= range.high * 2);
    if (inRange && isPlausible(biomarker, repaired * factor))
      return { ...accepted, value: repaired, normalised: round(repaired * factor) };
  }
  return accepted;
}

/**
 * A scanned value repaired with evidence from its own row, or refused. OCR misreads 'µg/L' as
 * 'pg/L' or 'Hg/L', drops decimal points ('1.16' as '116') and digits ('739' as '3'). The
 * printed reference range is in the printed unit, so when it reads as the biomarker's range only
 * in another of its units, that unit is the printed one; a value no sample can show whose digits,
 * with a point put back, lie within the printed range had its point lost; a value far below its
 * own range lost digits, and nothing says which.
 */
function repairScan(
  biomarker: CatalogueBiomarker,
  reading: ValueReading,
  printed: Accepted | { reason: string },
): Accepted | { reason: string } {
  const { value, range } = reading;
  if (value.kind !== 'number') return printed;
  const micro = microRead(biomarker, value.value, reading.unit, printed);
  if (range === undefined || (range.low === null && range.high === null)) return micro;
  const accepted = unitByRange(
    biomarker,
    { value: value.value, bound: value.bound, unit: reading.unit },
    range,
    micro,
  );
  if ('reason' in accepted) return accepted;
  const repaired = lostDecimalPoint(biomarker, value.text, range, accepted);
  if (range.low !== null && value.bound === null && repaired.value < range.low / FAR_BELOW)
    return { reason: `"${value.text}" is far below its printed range on a scan: probably misread` };
  if (value.bound === null && mayHaveLostPoint(repaired.value, value.text, range))
    return {
      reason: `"${value.text}" is far above its printed range on a scan and may have lost its decimal point`,
    };
  return repaired;
}

/** A scanned value this many times above its printed range is suspect when it has no point. */
const FAR_ABOVE = 5;

/**
 * Whether a scanned whole number far above its printed range would lie inside it with a decimal
 * point put back ('32.5' read as '325' beside '25 - 38'). It may be a real high value as well, and
 * nothing on the row tells which: such a value is not taken.
 */
function mayHaveLostPoint(value: number, printed: string, range: ParsedRange): boolean {
  if (/[.,]/u.test(printed) || range.high === null || value <= range.high * FAR_ABOVE) return false;
  const { low, high } = range;
  return LOST_DECIMALS.some((places) => {
    const shifted = value / 10 ** places;
    return shifted <= high && (low === null || shifted >= low);
  });
}

/** Letters OCR reads in place of 'µ'. */
const MICRO_MISREADS = /^[pPHunyj]/u;
/** A value within this factor of a biomarker's typical value is on its scale. */
const ON_SCALE = 100;
/** A value this many times off a biomarker's typical value is on no scale it is printed in. */
const OFF_SCALE = 1000;

/**
 * How many times the value is off the biomarker's typical value (the middle of its desired band,
 * or near its one limit), either way.
 */
function offScale(biomarker: CatalogueBiomarker, canonical: number): number {
  const band = biomarker.ranges.bands.find((each) => each.name === biomarker.desired_result);
  const low = band?.min !== null && band?.min !== undefined && band.min > 0 ? band.min : null;
  const high = band?.max !== null && band?.max !== undefined && band.max > 0 ? band.max : null;
  const typical =
    low !== null && high !== null
      ? Math.sqrt(low * high)
      : high !== null
        ? high / 2
        : (low ?? 1) * 2;
  if (canonical <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(canonical / typical, typical / canonical);
}

/**
 * A scanned unit whose 'µ' OCR read as another letter ('pg/L', 'Hg/L', 'umoliL'): with 'µ' put
 * back, the value is on the biomarker's scale while the printed reading is on none.
 */
function microRead(
  biomarker: CatalogueBiomarker,
  value: number,
  unit: string,
  printed: Accepted | { reason: string },
): Accepted | { reason: string } {
  const cleaned = cleanUnit(unit);
  if (!MICRO_MISREADS.test(cleaned)) return printed;
  const micro = toCanonical(biomarker, value, `µ${cleaned.slice(1)}`);
  if (micro === undefined || offScale(biomarker, micro) > ON_SCALE) return printed;
  const off = 'reason' in printed || offScale(biomarker, printed.normalised) >= OFF_SCALE;
  return off
    ? { value, normalised: round(micro), bound: null, text: null, inferred: biomarker.unit }
    : printed;
}

/** The value converted into the biomarker's unit, or why it cannot be. */
function convertReading(
  biomarker: CatalogueBiomarker,
  reading: ValueReading,
  unitReading: 'whole' | 'first word',
): Accepted | { reason: string } {
  const { value } = reading;
  if (value.kind === 'unreadable') return { reason: `the value "${value.text}" could not be read` };
  if (value.kind === 'text') {
    const mapped = textValue(biomarker, value.term);
    return mapped === undefined
      ? { reason: `"${value.text}" is not a result ${biomarker.name} is reported with` }
      : { value: mapped, normalised: mapped, bound: null, text: value.text, inferred: null };
  }
  const unit = cleanUnit(reading.unit);
  if (unit !== '') {
    // '% of total Hgb', 'mg/dL EN': the unit is the first word when the whole does not convert.
    const normalised =
      unitReading === 'whole'
        ? toCanonical(biomarker, value.value, unit)
        : toCanonical(biomarker, value.value, unit.split(' ')[0] ?? unit);
    return normalised === undefined
      ? { reason: `unit "${unit}" cannot be converted to ${biomarker.name}'s ${biomarker.unit}` }
      : {
          value: value.value,
          normalised: round(normalised),
          bound: value.bound,
          text: null,
          inferred: null,
        };
  }
  const number = { value: value.value, bound: value.bound, text: null };
  if (UNITLESS.has(normaliseUnit(biomarker.unit))) {
    return { ...number, normalised: value.value, inferred: null };
  }
  // Never a guess: glucose 5.5 taken as mg/dL would read as critically low.
  const inferred = inferUnit(biomarker, reading.range);
  if ('reason' in inferred) return inferred;
  return {
    ...number,
    normalised: round(value.value * inferred.factor + inferred.offset),
    inferred: inferred.unit,
  };
}

/**
 * H or L from the value against the printed range, for reports that mark them only by bold or
 * colour. A printed range holds its limits ('0.45 - 4.5' holds 4.5), as labs mean them. A bound
 * gets one only when every value it allows is outside the range ('>200' beside '< 150', '>4.5'
 * beside '0.45 - 4.5'); '<5' beside '3 - 10' may be either.
 */
function derivedFlag(
  biomarker: CatalogueBiomarker,
  reading: ValueReading,
  range: ParsedRange | undefined,
): Flag | null {
  if (range === undefined) return null;
  const { value } = reading;
  if (value.kind === 'unreadable') return null;
  if (value.kind === 'text') {
    const expected = textValue(biomarker, normaliseTerm(range.text));
    const found = textValue(biomarker, value.term);
    if (expected === undefined || found === undefined || found === expected) return null;
    return found > expected ? 'H' : 'L';
  }
  if (value.bound === '>') return range.high !== null && value.value >= range.high ? 'H' : null;
  if (value.bound === '<') return range.low !== null && value.value <= range.low ? 'L' : null;
  if (range.high !== null && value.value > range.high) return 'H';
  if (range.low !== null && value.value < range.low) return 'L';
  return null;
}

/** Names of a blood pressure measurement, printed with both its numbers ('132/86'). */
const BLOOD_PRESSURE = /\b(?:blood\s*pressure|bp|nibp|rr|blutdruck)\b/iu;
const PAIR_NAMES = { first: 'Systolic Blood Pressure', second: 'Diastolic Blood Pressure' };

function candidatesFor(
  row: RowReading,
  reading: ValueReading,
): { name: string; candidates: BiomarkerCandidate[] } | undefined {
  if (reading.pairPart !== null) {
    const name = row.names.find((each) => BLOOD_PRESSURE.test(each));
    return name === undefined
      ? undefined
      : { name, candidates: matchBiomarker(PAIR_NAMES[reading.pairPart]) };
  }
  for (const name of row.names) {
    const candidates = matchBiomarker(name);
    if (candidates.length > 0) return { name, candidates };
  }
  const [name] = row.names;
  if (row.context === null || name === undefined) return undefined;
  // 'Patient Value' under 'Prothrombin time, PT/INR': the heading names the test.
  const headed = `${row.context} ${name}`;
  for (const variant of [headed, row.context]) {
    const candidates = matchBiomarker(variant);
    if (candidates.length > 0) return { name: headed, candidates };
  }
  return undefined;
}

/** The unit as printed, a placeholder ('---') as none. */
function printedUnit(reading: ValueReading): string {
  return isUnitPlaceholder(reading.unit) ? '' : reading.unit.trim();
}

function unmatched(
  row: RowReading,
  reading: ValueReading,
  source: Provenance,
  reason: string,
): RowOutcome {
  return {
    unmatched: {
      name: row.names[0] ?? '',
      value: reading.value.text,
      unit: printedUnit(reading),
      ref_range: reading.range?.text ?? null,
      page: row.page,
      reason,
      source,
    },
  };
}

/**
 * What one value of a row becomes: a result when its name meets a catalogue biomarker whose unit
 * it can be converted to (of biomarkers sharing the name, the first the unit fits), else an
 * unmatched line saying why. Rows of interpretation tables ('Optimal', 'Borderline High') and
 * 'Label: value' lines of unknown names are skipped: they are not results.
 */
export function resolveReading(
  row: RowReading,
  reading: ValueReading,
  scanned: boolean,
  source: Provenance,
): RowOutcome {
  const [first] = row.names;
  if (first === undefined || catalogueIndex().bandLabels.has(normaliseAlias(first)))
    return { skipped: true };
  if (CONTROL.test(first))
    return unmatched(row, reading, source, 'a control sample, not the patient’s result');
  const match = candidatesFor(row, reading);
  if (reading.pairPart !== null && match === undefined)
    return unmatched(
      row,
      reading,
      source,
      'two numbers in one cell are read only as a blood pressure',
    );
  // An unreadable cell beside a name the catalogue does not know is a form line ('Sample Type: Blood').
  if (reading.value.kind === 'unreadable' && match === undefined) return { skipped: true };
  if (match === undefined) {
    const prose =
      PROSE.test(first) ||
      INTERPRETATION.test(first) ||
      first.split(/\s+/u).length > MAX_NAME_WORDS ||
      /[a-z]\.\s+[A-Z]/u.test(first);
    // Without a table header a value needs a unit or a range beside it to count as a result.
    const weak = !row.tabular && cleanUnit(reading.unit) === '' && reading.range === undefined;
    return row.labelled || prose || weak
      ? { skipped: true }
      : unmatched(row, reading, source, 'no catalogue biomarker has this name');
  }
  const best = match.candidates[0]?.score ?? 0;
  let firstReason: string | undefined;
  const close = match.candidates.filter(({ score }) => score >= best - SCORE_SPREAD);
  // D-dimer in plain 'ng/mL' is FEU or DDU as its printed range shows, never the first that fits.
  const qualified = chooseQualifiedBiomarker(
    close.map(({ biomarker }) => biomarker),
    cleanUnit(reading.unit),
    reading.range,
  );
  if (qualified !== undefined && 'reason' in qualified)
    return unmatched(row, reading, source, qualified.reason);
  const read = qualified === undefined ? reading : { ...reading, unit: qualified.unit };
  // The whole printed unit is tried on every candidate first, so 'ng/mL DDU' reaches D-dimer
  // (DDU) before its first word would let D-dimer (FEU) take it.
  const attempts =
    qualified === undefined
      ? (['whole', 'first word'] as const).flatMap((unitReading) =>
          close.map(({ biomarker }) => ({ biomarker, unitReading })),
        )
      : [{ biomarker: qualified.biomarker, unitReading: 'whole' as const }];
  for (const { biomarker, unitReading } of attempts) {
    const accepted = accept(biomarker, read, unitReading, scanned);
    if ('reason' in accepted) {
      firstReason ??= accepted.reason;
      continue;
    }
    const range = reading.range;
    return {
      result: {
        name: match.name,
        biomarker_id: biomarker.id,
        biomarker: biomarker.name,
        loinc: biomarker.loinc[0] ?? '',
        value: accepted.value,
        value_text: accepted.text,
        bound: accepted.bound,
        unit: printedUnit(reading),
        unit_inferred: accepted.inferred ?? qualified?.unit ?? null,
        value_normalised: accepted.normalised,
        unit_normalised: biomarker.unit,
        ref_range: range?.text ?? null,
        flag: reading.flag ?? derivedFlag(biomarker, reading, range),
        page: row.page,
        source,
      },
    };
  }
  return unmatched(row, reading, source, firstReason ?? 'no catalogue biomarker has this name');
}
