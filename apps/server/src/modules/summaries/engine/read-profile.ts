import type { ComparabilityBreak } from '@labtrail/contract/biomarkers';
import type { PersonalProfile, Sex } from '@labtrail/contract/profile';
import type { Trend } from '@labtrail/contract/summaries';
import type { AnalysedResult } from './analysed-result';
import { assessBySex, assessValue } from '../../biomarkers/assess-value';
import type { Assessment, Comparator } from '../../biomarkers/assess-value';
import { CATALOGUE } from '../../biomarkers/catalogue/catalogue';
import type {
  CatalogueBiomarker,
  CatalogueCategory,
  CatalogueRangeSet,
} from '../../biomarkers/catalogue/catalogue-types';
import { comparabilityOf } from '../../biomarkers/comparability/result-comparability';
import { findComparabilityBreak } from '../../biomarkers/comparability/find-comparability-break';
import { rangeSetFor, sexSetsFor } from '../../biomarkers/range-set-for';
import type { SexSets } from '../../biomarkers/range-set-for';
import { datedInside, testDateWindowOn } from '../../biomarkers/test-date-rule';
import { shownUnitFor } from '../../biomarkers/units/shown-unit';
import type { ShownUnit } from '../../biomarkers/units/shown-unit';
import { assessCritical } from './assess-critical';
import type { CriticalFinding } from './assess-critical';
import { assessPrompt } from './assess-prompt';
import { nextStepOf } from './next-step';
import type { PromptFinding } from './assess-prompt';
import { MARKER_IDS } from './marker-keys';
import type { MarkerKey } from './marker-keys';
import { referenceChangeOf } from './reference-change';

export interface Measurement {
  value: number;
  /** '<' or '>' when the lab printed a bound ('CRP <5') rather than a measured value. */
  comparator: Comparator;
  /** The word a qualitative result was printed as ('negativ'); null for a measurement. */
  text: string | null;
  /** YYYY-MM-DD. */
  date: string;
}

/** Women's and men's assessments of one value. */
export interface SexAssessments {
  female: Assessment;
  male: Assessment;
}

/** One biomarker the person has (unflagged) results for, as the rules see it. */
export interface Reading {
  biomarker: CatalogueBiomarker;
  category: CatalogueCategory;
  latest: Measurement;
  previous: Measurement | undefined;
  /** The range set that fits the person at the latest test (the general one while nothing is given). */
  ranges: CatalogueRangeSet;
  /** Against `ranges`. */
  assessment: Assessment;
  /** Women's and men's sets at the person's age, while their sex is unknown and the sets differ. */
  sexSets: SexSets | undefined;
  /** Set when women's and men's ranges put the value in differently named bands. */
  bySex: SexAssessments | undefined;
  /** The person's sex as given (null while not given): what a raised hCG calls for depends on it. */
  sex: Sex;
  /** The unit of the person's unit system the texts print values and bounds in. */
  unit: ShownUnit;
  /** Set when the value is past an alert limit: the only thing that makes a summary urgent. */
  critical: CriticalFinding | undefined;
  /**
   * Set when the value is not critical but needs a doctor within a day or two: near an alert
   * limit, past a guideline's prompt limit, or in a band named severe.
   */
  prompt: PromptFinding | undefined;
  /**
   * The value to aim for depends on treatment the rules do not know of (INR: about 1 without
   * anticoagulants, usually 2–3 on warfarin), so it is not simply out of range.
   */
  treatmentTarget: boolean;
  /** 'unknown' when the two latest results are not comparable (see comparabilityBreak). */
  trend: Trend;
  /**
   * Set when the lab, method or printed range changed between the two latest results: why, and
   * the trend the values would show, which the rules do not call one (decision 0015).
   */
  comparabilityBreak: { reason: ComparabilityBreak; unjoinedTrend: Trend } | undefined;
  /** The value moved into another labelled range since the previous result. */
  changedRange: boolean;
  /**
   * 0 in range (for women and men alike while sex is unknown), 1 one range away, 2 further
   * (important: discuss with a doctor soon), 3 prompt (a doctor within a day or two), 4 critical.
   * Band distance alone never reaches 3: bands describe risk in steps, not danger.
   */
  severity: 0 | 1 | 2 | 3 | 4;
}

export interface Profile {
  readings: Reading[];
  byId: ReadonlyMap<number, Reading>;
  /** The newest test date among the readings, YYYY-MM-DD; undefined without any. */
  latestDate: string | undefined;
  marker: (key: MarkerKey) => Reading | undefined;
}

function sameBound(a: Measurement, b: Measurement): boolean {
  return a.comparator === b.comparator && a.value === b.value;
}

/** The direction since the previous result, both judged against one range set: like with like. */
function trendOf(
  biomarker: CatalogueBiomarker,
  ranges: CatalogueRangeSet,
  latest: Measurement,
  previous: Measurement | undefined,
): Trend {
  if (previous === undefined) return 'unknown';
  // A bound says where a value is not, so no direction follows from it.
  if (latest.comparator !== null || previous.comparator !== null)
    return sameBound(latest, previous) ? 'stable' : 'unknown';
  const change = latest.value - previous.value;
  const scale = Math.max(Math.abs(previous.value), Number.EPSILON);
  if (Math.abs(change) / scale < referenceChangeOf(biomarker)) return 'stable';
  if (biomarker.better === 'lower') return change < 0 ? 'improving' : 'worsening';
  if (biomarker.better === 'higher') return change > 0 ? 'improving' : 'worsening';
  const before = assessValue(biomarker, previous.value, null, ranges);
  const now = assessValue(biomarker, latest.value, null, ranges);
  if (now.distance !== before.distance)
    return now.distance < before.distance ? 'improving' : 'worsening';
  if (now.side === 'in') return 'stable';
  const towardRange = now.side === 'high' ? change < 0 : change > 0;
  return towardRange ? 'improving' : 'worsening';
}

function differingBySex(
  biomarker: CatalogueBiomarker,
  sets: SexSets | undefined,
  latest: Measurement,
) {
  const bySex = assessBySex(biomarker, latest.value, latest.comparator, sets);
  return bySex !== undefined && bySex.female.band?.name !== bySex.male.band?.name
    ? bySex
    : undefined;
}

function severityOf(
  assessment: Assessment,
  bySex: SexAssessments | undefined,
  critical: CriticalFinding | undefined,
  prompt: PromptFinding | undefined,
): Reading['severity'] {
  if (critical !== undefined) return 4;
  if (prompt !== undefined) return 3;
  const distance =
    bySex === undefined
      ? assessment.distance
      : Math.max(bySex.female.distance, bySex.male.distance);
  if (distance === 0) return 0;
  return distance === 1 ? 1 : 2;
}

/** Why the latest of a biomarker's results is not comparable with the one before, if it is not. */
function breakBeforeLatest(results: readonly AnalysedResult[]): ComparabilityBreak | null {
  const [before, after] = results.slice(-2);
  if (before === undefined || after === undefined) return null;
  return findComparabilityBreak(comparabilityOf(before), comparabilityOf(after));
}

function readingOf(
  biomarker: CatalogueBiomarker,
  category: CatalogueCategory,
  measurements: { latest: Measurement; previous: Measurement | undefined },
  person: PersonalProfile,
  breakBefore: ComparabilityBreak | null,
): Reading {
  const { latest, previous } = measurements;
  const ranges = rangeSetFor(biomarker, person, latest.date);
  const sexSets = sexSetsFor(biomarker, person, latest.date);
  const assessment = assessValue(biomarker, latest.value, latest.comparator, ranges);
  const trend = trendOf(biomarker, ranges, latest, previous);
  const bySex = differingBySex(biomarker, sexSets, latest);
  const critical = assessCritical(biomarker, latest.value, latest.comparator, person.sex);
  const bothSexes = assessBySex(biomarker, latest.value, latest.comparator, sexSets);
  const prompt =
    critical === undefined
      ? assessPrompt({
          biomarker,
          latest,
          previous,
          sets: sexSets === undefined ? [ranges] : [sexSets.female, sexSets.male],
          assessments: bothSexes === undefined ? [assessment] : [bothSexes.female, bothSexes.male],
        })
      : undefined;
  return withNextStepPrompt({
    biomarker,
    category,
    latest,
    previous,
    ranges,
    assessment,
    sexSets,
    bySex,
    sex: person.sex,
    unit: shownUnitFor(biomarker, person.unit_system),
    critical,
    prompt,
    treatmentTarget: MARKER_IDS.get('inr') === biomarker.id,
    trend: breakBefore === null ? trend : 'unknown',
    comparabilityBreak:
      breakBefore === null ? undefined : { reason: breakBefore, unjoinedTrend: trend },
    changedRange:
      previous !== undefined &&
      assessValue(biomarker, previous.value, previous.comparator, ranges).band?.name !==
        assessment.band?.name,
    severity: severityOf(assessment, bySex, critical, prompt),
  });
}

/**
 * A result whose next step is due within a day or two (a reactive screen's confirmatory test, a
 * raised hCG in a man) is in the prompt tier like a value near an alert limit, so the summary's
 * first line, the next test date and the reminder say so alike.
 */
function withNextStepPrompt(reading: Reading): Reading {
  if (reading.critical !== undefined || reading.prompt !== undefined) return reading;
  if (nextStepOf(reading)?.urgency !== 'prompt') return reading;
  const prompt: PromptFinding = {
    side: 'high',
    limit: undefined,
    alert: undefined,
    concern: 'next_step',
    signs: undefined,
  };
  return { ...reading, prompt, severity: 3 };
}

/**
 * How many of each biomarker's latest unflagged results the rules read (the latest, and the one
 * before it for the trend and the comparability break): the rest of a history cannot change a
 * summary, so a rewrite reads only these.
 */
export const RESULTS_READ_PER_BIOMARKER = 2;

/**
 * What the rules know of a person on `today` (YYYY-MM-DD): each biomarker's latest two unflagged
 * results, assessed against the ranges that fit them (the general ones while they have given
 * nothing). Only results dated inside the test date rule count: one stored from another era
 * (2999-01-01, before 1900 or the person's birth) never becomes the latest and hides today's.
 */
export function readProfile(
  results: readonly AnalysedResult[],
  person: PersonalProfile,
  today: string,
): Profile {
  const series = new Map<number, Measurement[]>();
  const rows = new Map<number, AnalysedResult[]>();
  for (const result of datedInside(results, testDateWindowOn(today, person.birth_year))) {
    if (result.flagged_at !== null) continue;
    const own = rows.get(result.biomarker_id) ?? [];
    own.push(result);
    rows.set(result.biomarker_id, own);
    const list = series.get(result.biomarker_id) ?? [];
    list.push({
      value: result.value,
      comparator: result.comparator,
      text: result.value_text ?? null,
      date: result.test_date,
    });
    series.set(result.biomarker_id, list);
  }
  const readings: Reading[] = [];
  for (const { category, biomarkers } of CATALOGUE) {
    for (const biomarker of biomarkers) {
      const measurements = series.get(biomarker.id);
      const latest = measurements?.at(-1);
      if (measurements === undefined || latest === undefined) continue;
      readings.push(
        readingOf(
          biomarker,
          category,
          { latest, previous: measurements.at(-2) },
          person,
          breakBeforeLatest(rows.get(biomarker.id) ?? []),
        ),
      );
    }
  }
  const byId = new Map(readings.map((reading) => [reading.biomarker.id, reading]));
  const dates = readings.map((reading) => reading.latest.date).sort();
  return {
    readings,
    byId,
    latestDate: dates.at(-1),
    marker: (key) => {
      const id = MARKER_IDS.get(key);
      return id === undefined ? undefined : byId.get(id);
    },
  };
}
