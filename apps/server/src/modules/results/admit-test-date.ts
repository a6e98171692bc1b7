import { DomainError } from '../../domain-error';
import { testDateRefusal } from '../biomarkers/test-date-rule';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import { RESULT_MESSAGES } from './messages';

/**
 * Refuses a date typed by the person (a value entered by hand, a correction) that the test date
 * rule refuses, saying why: in the future, before 1900, or before their year of birth.
 */
export function admitTestDate(date: string, window: TestDateWindow): void {
  const refusal = testDateRefusal(date, window);
  if (refusal === undefined) return;
  switch (refusal.kind) {
    case 'future':
      throw new DomainError('future_date', RESULT_MESSAGES.futureDate);
    case 'before_earliest_year':
      throw new DomainError('date_too_early', RESULT_MESSAGES.dateTooEarly(refusal.year), {
        params: { year: refusal.year },
      });
    case 'before_birth':
      throw new DomainError('date_before_birth', RESULT_MESSAGES.dateBeforeBirth(refusal.year), {
        params: { year: refusal.year },
      });
  }
}
