import { DomainError } from '../../domain-error';
import { RESULT_MESSAGES } from './messages';

/**
 * How much one person's writes may add (MAX_VALUES_PER_IMPORT, MAX_RESULTS_PER_PERSON): a bound
 * on what any later read of their whole history (summary, exports, the clinician report) costs.
 */
export interface ResultLimits {
  valuesPerImport: number;
  resultsPerPerson: number;
}

/** The refusal of an import that would add more than one import may. */
export function tooManyValues(limits: ResultLimits): DomainError {
  const count = limits.valuesPerImport;
  return new DomainError('too_many_values', RESULT_MESSAGES.tooManyValues(count), {
    params: { count },
  });
}

/** The refusal of a write that would take the person past the results one person may keep. */
export function tooManyResults(limits: ResultLimits): DomainError {
  const count = limits.resultsPerPerson;
  return new DomainError('too_many_results', RESULT_MESSAGES.tooManyResults(count), {
    params: { count },
  });
}

/** Whether a person holding `held` results may end up with `held - leaving + adding`. */
export function fitsResultLimit(
  limits: ResultLimits,
  change: { held: number; adding: number; leaving?: number },
): boolean {
  return change.held - (change.leaving ?? 0) + change.adding <= limits.resultsPerPerson;
}
