import type { Language } from '@labtrail/contract/auth';
import type {
  Biomarker,
  BiomarkersResponse,
  HistoryResponse,
  Label,
  SexRanges,
} from '@labtrail/contract/biomarkers';
import type { ResultsTable } from '../../db/schema';
import { assessBySex, assessValue, tidyNumber } from '../biomarkers/assess-value';
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
import { pageOf } from '../review/result-snapshot';

/** Each biomarker's latest result that is not flagged as inaccurate (results oldest first). */
export function latestUnflagged(results: readonly ResultsTable[]): Map<number, ResultsTable> {
  const latest = new Map<number, ResultsTable>();
  for (const result of results) {
    if (result.flagged_at === null) latest.set(result.biomarker_id, result);
  }
  return latest;
}

function labelsOf(set: CatalogueRangeSet, text: Localised): Label[] {
  return set.bands.map((band, index) => ({
    name: text.bandName(band),
    min: band.min,
    max: band.max,
    class_range: band.class_range,
    sort_order: index + 1,
  }));
}

function sexRanges(
  set: CatalogueRangeSet,
  assessment: Assessment | undefined,
  text: Localised,
): SexRanges {
  return {
    labels: labelsOf(set, text),
    in_range: assessment?.inRange ?? null,
    value_label: assessment?.band === undefined ? null : text.bandName(assessment.band),
    range_source: set.source,
  };
}

/**
 * Where a value stands while the person's sex is unknown (issue 25): where women's and men's
 * ranges differ, it is in range only if it is for both, and its label names both sexes' bands
 * unless they agree, so a man's low haemoglobin is never called "Normal" by a woman's range.
 */
export function standing(
  biomarker: CatalogueBiomarker,
  result: ResultsTable,
  text: Localised,
): { in_range: boolean; value_label: string | null } {
  const bySex = assessBySex(biomarker, result.value, result.comparator);
  if (bySex === undefined) {
    const assessment = assessValue(biomarker, result.value, result.comparator);
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

function presentBiomarker(
  biomarker: CatalogueBiomarker,
  latest: ResultsTable | undefined,
  text: Localised,
): Biomarker {
  const bands = biomarker.ranges.bands;
  const desired = bands.find((band) => band.name === biomarker.desired_result);
  const bySex =
    latest === undefined ? undefined : assessBySex(biomarker, latest.value, latest.comparator);
  const now = latest === undefined ? undefined : standing(biomarker, latest, text);
  return {
    biomarker_id: biomarker.id,
    biomarker_name: text.biomarkerName(biomarker),
    user_biomarker_id: latest?.id ?? null,
    test_name: text.testName(biomarker),
    test_date: latest?.test_date ?? null,
    in_range: now?.in_range ?? null,
    range_min: desired?.min ?? null,
    range_max: desired?.max ?? null,
    indicates: text.indicates(biomarker),
    unit: biomarker.unit,
    value: latest === undefined ? null : tidyNumber(latest.value),
    value_comparator: latest?.comparator ?? null,
    value_text: latest?.value_text ?? null,
    value_label: now?.value_label ?? null,
    description: text.description(biomarker),
    desired_result: desired === undefined ? biomarker.desired_result : text.bandName(desired),
    labels: labelsOf(biomarker.ranges, text),
    range_source: biomarker.ranges.source,
    loinc: [...biomarker.loinc],
    by_sex:
      biomarker.female === undefined || biomarker.male === undefined
        ? null
        : {
            female: sexRanges(biomarker.female, bySex?.female, text),
            male: sexRanges(biomarker.male, bySex?.male, text),
          },
    age_dependent: biomarker.age_dependent === true,
    sort_order: biomarker.id,
  };
}

/** `GET /v1/health/biomarkers`: the whole catalogue with the person's latest values. */
export function presentBiomarkers(
  results: readonly ResultsTable[],
  language: Language,
): BiomarkersResponse {
  const text = localise(language);
  const latest = latestUnflagged(results);
  return CATALOGUE.map(({ category, biomarkers }) => ({
    category_id: category.id,
    category: text.categoryName(category),
    sort_order: category.sort_order,
    biomarkers: biomarkers.map((biomarker) =>
      presentBiomarker(biomarker, latest.get(biomarker.id), text),
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
): HistoryResponse {
  const text = localise(language);
  const history: HistoryResponse = {};
  // Each biomarker's latest unflagged value so far: the one a break is judged against, as the
  // analysis leaves flagged values out.
  const previous = new Map<number, Comparability>();
  for (const result of results) {
    const biomarker = findBiomarker(result.biomarker_id);
    if (biomarker === undefined) continue;
    const now = standing(biomarker, result, text);
    const comparability = comparabilityOf(result);
    const before = previous.get(result.biomarker_id);
    const unflagged = result.flagged_at === null;
    if (unflagged) previous.set(result.biomarker_id, comparability);
    const key = String(result.biomarker_id);
    const tests = history[key] ?? [];
    tests.push({
      id: result.id,
      test_date: `${result.test_date}T00:00:00.000Z`,
      value: tidyNumber(result.value),
      comparator: result.comparator,
      value_text: result.value_text ?? null,
      in_range: now.in_range,
      value_label: now.value_label,
      unit: biomarker.unit,
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
