import { DomainError } from '../../domain-error';
import type { AdmissionProblem } from '../biomarkers/units/admit-value';
import { admissionMessages } from '../biomarkers/units/admission-messages';

/**
 * The refusal of a value the person typed (by hand or as a correction) that admitValue does not
 * take: a value no lab can report names the limits, with the words every importer uses; any other
 * problem is the unit's, worded by the caller.
 */
export function refuseAdmission(problem: AdmissionProblem, unknownUnit: string): DomainError {
  if (problem.kind !== 'implausible') return new DomainError('unknown_unit', unknownUnit);
  const { value, unit, min, max } = problem;
  return new DomainError('implausible_entry', admissionMessages('us').implausible(problem), {
    params: { value, unit, min, max },
  });
}
