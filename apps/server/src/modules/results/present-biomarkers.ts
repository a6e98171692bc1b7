import type { Language } from '@labtrail/contract/auth';
import type { PersonalProfile } from '@labtrail/contract/profile';
import type {
  Biomarker,
  BiomarkersResponse,
  HistoryResponse,
  Label,
  RangesFor,
  SexRanges,
} from '@labtrail/contract/biomarkers';
import type { ResultsTable } from '../../db/schema';
import { assessBySex, assessValue, desiredBand, judgedBands } from '../biomarkers/assess-value';
import type { Assessment } from '../biomarkers/assess-value';
import { CATALOGUE } from '../biomarkers/catalogue/catalogue';
import type {
  CatalogueBiomarker,
  CatalogueRangeSet,
} from '../biomarkers/catalogue/catalogue-types';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import type { Localised } from '../biomarkers/localise';
import { comparabilityOf } from '../biomarkers/comparability/result-comparability';
import type { Comparability } from '../biomarkers/comparability/result-comparability';
import { findComparabilityBreak } from '../biomarkers/comparability/find-comparability-break';
import { fittingRanges, sexSetsFor } from '../biomarkers/range-set-for';
import type { RangePopulation } from '../biomarkers/range-set-for';
import { datedInside, testDateWindowOn } from '../biomarkers/test-date-rule';
import { shownUnitFor } from '../biomarkers/units/shown-unit';
import type { ShownUnit } from '../biomarkers/units/shown-unit';
import { pageOf } from './result-snapshot';

/** Each biomarker's latest result that is not flagged as inaccurate (results oldest first). */
export function latestUnflagged(results: readonly ResultsTable[]): Map<number, ResultsTable> {
  const latest = new Map<number, ResultsTable>();
  for (const result of results) {
    if (result.flagged_at === null) latest.set(result.biomarker_id, result);
  }
  return latest;
}

/** What the reads need to know of the person: whose ranges and which units, and today's date. */
export interface ReadContext {
  person: PersonalProfile;
  /** YYYY-MM-DD: the date the person's age is taken at for a biomarker without results. */
  today: string;
}

function labelsOf(
  set: CatalogueRangeSet,
  desiredName: string,
  text: Localised,
  unit: ShownUnit,
): Label[] {
  return judgedBands(set, desiredName).map((band, index) => ({
    name: text.bandName(band),
    min: band.min === null ? null : unit.bound(band.min),
    max: band.max === null ? null : unit.bound(band.max),
    includes_max: band.includes_max,
    class_range: band.class_range,
    sort_order: index + 1,
  }));
}

function sexRanges(
  set: CatalogueRangeSet,
  desiredName: string,
  assessment: Assessment | undefined,
  text: Localised,
  unit: ShownUnit,
): SexRanges {
  return {
    labels: labelsOf(set, desiredName, text, unit),
    in_range: assessment?.inRange ?? null,
    value_label: assessment?.band === undefined ? null : text.bandName(assessment.band),
    range_source: set.source,
  };
}

/**
 * Where a value stands against the ranges that fit the person at its test date. While their sex
 * is unknown (issue 25), where women's and men's ranges differ, it is in range only if it is for
 * both, and its label names both sexes' bands unless they agree, so a man's low haemoglobin is
 * never called "Normal" by a woman's range.
 */
export function standing(
  biomarker: CatalogueBiomarker,
  result: ResultsTable,
  text: Localised,
  person: PersonalProfile,
): { in_range: boolean; value_label: string | null } {
  const sexSets = sexSetsFor(biomarker, person, result.test_date);
  const bySex = assessBySex(biomarker, result.value, result.comparator, sexSets);
  if (bySex === undefined) {
    const { set } = fittingRanges(biomarker, person, result.test_date);
    const assessment = assessValue(biomarker, result.value, result.comparator, set);
    return {
      in_range: assessment.inRange,
      value_label: assessment.band === undefined ? null : text.bandName(assessment.band),
    };
  }
  const { female, male } = bySex;
  const femaleName = female.band === undefined ? '' : text.bandName(female.band);
  const maleName = male.band === undefined ? '' : text.bandName(male.band);
  return {
    in_range: female.inRange && male.inRange,
    value_label: femaleName === maleName ? femaleName : text.bandsBySex(femaleName, maleName),
  };
}

/** Whom the ranges were chosen for; null for the general ones. */
function rangesFor(population: RangePopulation): RangesFor | null {
  const { sex, min_age, max_age } = population;
  return sex === null && min_age === null && max_age === null ? null : population;
}

function presentBiomarker(
  biomarker: CatalogueBiomarker,
  latest: ResultsTable | undefined,
  text: Localised,
  context: ReadContext,
): Biomarker {
  const { person } = context;
  const date = latest?.test_date ?? context.today;
  const fitting = fittingRanges(biomarker, person, date);
  const unit = shownUnitFor(biomarker, person.unit_system);
  const desired = desiredBand(fitting.set, biomarker.desired_result);
  const sexSets = sexSetsFor(biomarker, person, date);
  const bySex =
    latest === undefined
      ? undefined
      : assessBySex(biomarker, latest.value, latest.comparator, sexSets);
  const now = latest === undefined ? undefined : standing(biomarker, latest, text, person);
  return {
    biomarker_id: biomarker.id,
    biomarker_name: text.biomarkerName(biomarker),
    user_biomarker_id: latest?.id ?? null,
    test_name: text.testName(biomarker),
    test_date: latest?.test_date ?? null,
    in_range: now?.in_range ?? null,
    range_min: desired?.min == null ? null : unit.bound(desired.min),
    range_max: desired?.max == null ? null : unit.bound(desired.max),
    indicates: text.indicates(biomarker),
    unit: unit.unit,
    value: latest === undefined ? null : unit.value(latest.value),
    value_comparator: latest?.comparator ?? null,
    value_text: latest?.value_text ?? null,
    value_label: now?.value_label ?? null,
    description: text.description(biomarker),
    desired_result: desired === undefined ? biomarker.desired_result : text.bandName(desired),
    labels: labelsOf(fitting.set, biomarker.desired_result, text, unit),
    range_source: fitting.set.source,
    ranges_for: rangesFor(fitting.population),
    loinc: [...biomarker.loinc],
    by_sex:
      sexSets === undefined
        ? null
        : {
            female: sexRanges(sexSets.female, biomarker.desired_result, bySex?.female, text, unit),
            male: sexRanges(sexSets.male, biomarker.desired_result, bySex?.male, text, unit),
          },
    age_dependent: biomarker.age_dependent === true,
    sort_order: biomarker.id,
  };
}

/**
 * `GET /v1/health/biomarkers`: the whole catalogue with the person's latest values, chosen among
 * those dated inside the test date rule (as the summary chooses them).
 */
export function presentBiomarkers(
  results: readonly ResultsTable[],
  language: Language,
  context: ReadContext,
): BiomarkersResponse {
  const text = localise(language);
  const window = testDateWindowOn(context.today, context.person.birth_year);
  const latest = latestUnflagged(datedInside(results, window));
  return CATALOGUE.map(({ category, biomarkers }) => ({
    category_id: category.id,
    category: text.categoryName(category),
    sort_order: category.sort_order,
    biomarkers: biomarkers.map((biomarker) =>
      presentBiomarker(biomarker, latest.get(biomarker.id), text, context),
    ),
  }));
}

/** Where the values of a history came from, read once for the whole history. */
export interface HistorySources {
  /** The ids of the values the person corrected after a document gave them. */
  corrected: ReadonlySet<string>;
}

/**
 * `GET /v1/health/biomarkers/history`: every result, flagged ones marked, oldest first; a value
 * read from a document names it, the page it is printed on, the lab and method, and whether it
 * can be compared with the value before it (decision 0015).
 */
export function presentHistory(
  results: readonly (ResultsTable & { document_name: string | null })[],
  language: Language,
  sources: HistorySources,
  person: PersonalProfile,
): HistoryResponse {
  const text = localise(language);
  const history: HistoryResponse = {};
  // Each biomarker's latest unflagged value so far: the one a break is judged against, as the
  // analysis leaves flagged values out.
  const previous = new Map<number, Comparability>();
  for (const result of results) {
    const biomarker = findBiomarker(result.biomarker_id);
    if (biomarker === undefined) continue;
    const now = standing(biomarker, result, text, person);
    const unit = shownUnitFor(biomarker, person.unit_system);
    const comparability = comparabilityOf(result);
    const before = previous.get(result.biomarker_id);
    const unflagged = result.flagged_at === null;
    if (unflagged) previous.set(result.biomarker_id, comparability);
    const key = String(result.biomarker_id);
    const tests = history[key] ?? [];
    tests.push({
      id: result.id,
      test_date: `${result.test_date}T00:00:00.000Z`,
      value: unit.value(result.value),
      comparator: result.comparator,
      value_text: result.value_text ?? null,
      in_range: now.in_range,
      value_label: now.value_label,
      unit: unit.unit,
      source: result.source,
      flagged: result.flagged_at !== null,
      flag_cause: result.flag_cause,
      document_id: result.document_id,
      document_name: result.document_name,
      page: result.document_id === null ? null : pageOf(result.provenance),
      corrected: sources.corrected.has(result.id),
      lab: comparability.lab,
      method: comparability.method,
      printed_unit: comparability.printedUnit,
      printed_range: comparability.printedRange,
      break_before:
        unflagged && before !== undefined ? findComparabilityBreak(before, comparability) : null,
    });
    history[key] = tests;
  }
  return history;
}
