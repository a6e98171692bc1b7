import type { Language } from '@labtrail/contract/auth';
import type { Biomarker, BiomarkersResponse, HistoryResponse } from '@labtrail/contract/biomarkers';
import type { ResultsTable } from '../../db/schema';
import { assessValue, tidyNumber } from './assess-value';
import { CATALOGUE } from './catalogue/catalogue';
import type { CatalogueBiomarker } from './catalogue/catalogue-types';
import { findBiomarker } from './find-biomarker';
import { localise } from './localise';
import type { Localised } from './localise';

/** Each biomarker's latest result that is not flagged as inaccurate (results oldest first). */
export function latestUnflagged(results: readonly ResultsTable[]): Map<number, ResultsTable> {
  const latest = new Map<number, ResultsTable>();
  for (const result of results) {
    if (result.flagged_at === null) latest.set(result.biomarker_id, result);
  }
  return latest;
}

function presentBiomarker(
  biomarker: CatalogueBiomarker,
  latest: ResultsTable | undefined,
  text: Localised,
): Biomarker {
  const bands = biomarker.ranges.bands;
  const desired = bands.find((band) => band.name === biomarker.desired_result);
  const assessment = latest === undefined ? undefined : assessValue(biomarker, latest.value);
  return {
    biomarker_id: biomarker.id,
    biomarker_name: text.biomarkerName(biomarker),
    user_biomarker_id: latest?.id ?? null,
    test_name: text.testName(biomarker),
    test_date: latest?.test_date ?? null,
    in_range: assessment?.inRange ?? null,
    range_min: desired?.min ?? null,
    range_max: desired?.max ?? null,
    indicates: text.indicates(biomarker),
    unit: biomarker.unit,
    value: latest === undefined ? null : tidyNumber(latest.value),
    value_label: assessment?.band === undefined ? null : text.bandName(assessment.band),
    description: text.description(biomarker),
    desired_result: desired === undefined ? biomarker.desired_result : text.bandName(desired),
    labels: bands.map((band, index) => ({
      name: text.bandName(band),
      min: band.min,
      max: band.max,
      class_range: band.class_range,
      sort_order: index + 1,
    })),
    range_source: biomarker.ranges.source,
    loinc: [...biomarker.loinc],
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

/** `GET /v1/health/biomarkers/history`: every result, flagged ones marked, oldest first. */
export function presentHistory(
  results: readonly ResultsTable[],
  language: Language,
): HistoryResponse {
  const text = localise(language);
  const history: HistoryResponse = {};
  for (const result of results) {
    const biomarker = findBiomarker(result.biomarker_id);
    if (biomarker === undefined) continue;
    const assessment = assessValue(biomarker, result.value);
    const key = String(result.biomarker_id);
    const tests = history[key] ?? [];
    tests.push({
      id: result.id,
      test_date: `${result.test_date}T00:00:00.000Z`,
      value: tidyNumber(result.value),
      in_range: assessment.inRange,
      value_label: assessment.band === undefined ? null : text.bandName(assessment.band),
      unit: biomarker.unit,
      source: result.source,
      flagged: result.flagged_at !== null,
      flag_cause: result.flag_cause,
      document_id: result.document_id,
    });
    history[key] = tests;
  }
  return history;
}
