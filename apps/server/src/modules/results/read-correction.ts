import type { CorrectResultRequest } from '@labtrail/contract/review';
import { REVIEW_MESSAGES } from '@labtrail/contract/review';
import { datePart, testDateProblem, testValueProblem } from '@labtrail/contract/test-entry';
import type { ResultsTable } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { findBiomarker } from '../biomarkers/find-biomarker';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import { admitValue } from '../biomarkers/units/admit-value';
import { admitTestDate } from './admit-test-date';
import type { RowCorrection } from './fold-result-changes';
import type { CorrectedField } from './result-snapshot';
import { refuseAdmission } from './refuse-admission';

/** A correction as the person asked for it, checked: what to apply and which fields it names. */
export interface ReadCorrection {
  correction: RowCorrection;
  fields: CorrectedField[];
}

/**
 * Reads a correction of one result, with the rules of a value entered by hand: the same limits of
 * what a lab can report (admitValue) and the same test date rule. A new value is in the unit given
 * with it, else in the catalogue's unit the review shows it in; a unit given alone says which unit
 * the printed value is really in. A bad field is refused with its message.
 */
export function readCorrection(
  result: ResultsTable,
  request: CorrectResultRequest,
  window: TestDateWindow,
): ReadCorrection {
  const unit = request.unit?.trim();
  if (request.value === undefined && unit === undefined && request.test_date === undefined)
    throw new DomainError('nothing_to_correct', REVIEW_MESSAGES.nothingToCorrect);
  const biomarker = findBiomarker(result.biomarker_id);
  // A value of a biomarker the catalogue no longer has is not shown for review.
  if (biomarker === undefined)
    throw new DomainError('result_not_found', REVIEW_MESSAGES.resultNotFound);
  const correction: RowCorrection = {};
  const fields: CorrectedField[] = [];

  if (request.value !== undefined) {
    const problem = testValueProblem(request.value);
    if (problem !== undefined) throw new DomainError('invalid_test_entry', problem);
    const original = Number(request.value);
    const givenIn = unit ?? biomarker.unit;
    const admitted = admitValue({ biomarker, value: original, unit: givenIn });
    if ('problem' in admitted) throw refuseAdmission(admitted.problem, REVIEW_MESSAGES.unknownUnit);
    correction.value = {
      value: admitted.canonical,
      original_value: original,
      original_unit: givenIn,
    };
    fields.push('value');
  } else if (unit !== undefined) {
    // The printed value read in the named unit must be one a lab can report, too.
    const admitted = admitValue({ biomarker, value: result.original_value, unit });
    if ('problem' in admitted) throw refuseAdmission(admitted.problem, REVIEW_MESSAGES.unknownUnit);
    correction.unit = unit;
  }
  if (unit !== undefined) fields.push('unit');

  if (request.test_date !== undefined) {
    const problem = testDateProblem(request.test_date);
    if (problem !== undefined) throw new DomainError('invalid_test_entry', problem);
    const testDate = datePart(request.test_date.trim());
    admitTestDate(testDate, window);
    correction.test_date = testDate;
    fields.push('test_date');
  }
  return { correction, fields };
}
