import type { Language } from '@labtrail/contract/auth';
import type { PersonalProfile } from '@labtrail/contract/profile';
import { RESULTS_CSV_COLUMNS } from '@labtrail/contract/results-csv';
import type { ResultsTable } from '../../db/schema';
import { assessBySex, assessValue, desiredBand } from '../biomarkers/assess-value';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import { rangeSetFor, sexSetsFor } from '../biomarkers/range-set-for';
import { shownUnitFor } from '../biomarkers/units/shown-unit';
import { csvMessages } from './csv-messages';
import { writeCsv } from './write-csv';
import type { CsvCell } from './write-csv';

/** FHIR's ObservationInterpretation codes: high, low, normal, abnormal (a qualitative result). */
type Interpretation = 'H' | 'L' | 'N' | 'A';

/**
 * Where the value stands, judged as the app shows it: against the ranges that fit the person, and
 * while their sex is unknown, in range only where it is for women's and men's ranges alike.
 */
function interpretationOf(
  biomarker: CatalogueBiomarker,
  result: ResultsTable,
  person: PersonalProfile,
): Interpretation {
  const sexSets = sexSetsFor(biomarker, person, result.test_date);
  const bySex = assessBySex(biomarker, result.value, result.comparator, sexSets);
  const set = rangeSetFor(biomarker, person, result.test_date);
  const assessments =
    bySex === undefined
      ? [assessValue(biomarker, result.value, result.comparator, set)]
      : [bySex.female, bySex.male];
  if (assessments.every((assessment) => assessment.inRange)) return 'N';
  if ((result.value_text ?? null) !== null) return 'A';
  return assessments.some((assessment) => assessment.side === 'high') ? 'H' : 'L';
}

/** The CSV's first line: the column names. */
export function resultsCsvHeader(): string {
  return writeCsv([[...RESULTS_CSV_COLUMNS]]);
}

/**
 * `GET /v1/user/export/csv`'s lines for `results` (after resultsCsvHeader; a long history is
 * written a page of results at a time): one line per result, oldest first, values in the person's
 * unit system, with the desired range that fits them at the test date, where the value stands,
 * whether the person flagged it as inaccurate and where it came from.
 */
export function resultsCsvLines(
  results: readonly ResultsTable[],
  documentNames: ReadonlyMap<string, string>,
  language: Language,
  person: PersonalProfile,
): string {
  const text = localise(language);
  const enteredByYou = csvMessages(language).enteredByYou;
  const lines = results.flatMap((result): CsvCell[][] => {
    const biomarker = findBiomarker(result.biomarker_id);
    if (biomarker === undefined) return [];
    const set = rangeSetFor(biomarker, person, result.test_date);
    const desired = desiredBand(set, biomarker.desired_result);
    const unit = shownUnitFor(biomarker, person.unit_system);
    const source =
      result.document_id === null
        ? enteredByYou
        : (documentNames.get(result.document_id) ?? enteredByYou);
    return [
      [
        result.test_date,
        text.biomarkerName(biomarker),
        biomarker.loinc[0] ?? null,
        result.value_text ?? unit.value(result.value),
        result.comparator,
        unit.unit,
        desired?.min == null ? null : unit.bound(desired.min),
        desired?.max == null ? null : unit.bound(desired.max),
        desired === undefined ? null : text.bandName(desired),
        interpretationOf(biomarker, result, person),
        result.flag_cause,
        source,
      ],
    ];
  });
  return writeCsv(lines);
}
