import type { PersonalProfile } from '@labtrail/contract/profile';
import type { RetestReason } from '@labtrail/contract/summaries';
import { readProfile } from '../summaries/engine/read-profile';
import type { AnalysedResult } from '../summaries/engine/analysed-result';
import { scheduleRetests } from '../summaries/engine/retest-schedule';

/** One biomarker's next test as the reminders name it: for good, by its rule's due date. */
export interface PlannedRetest {
  biomarkerId: number;
  /** YYYY-MM-DD of the latest result the date is counted from. */
  lastTestDate: string;
  /** YYYY-MM-DD the roadmap's rule gives; stays put when it passes. */
  dueDate: string;
  /** The due date is today or has passed. */
  due: boolean;
  /** Why: a critical or prompt value needs a doctor, not a routine retest. */
  reason: RetestReason;
}

/**
 * The roadmap's next tests (the rule of `GET /v1/roadmap/health-summary`), each with the date
 * its rule gives rather than today's: a due test keeps one date until a new result moves it.
 * Judged against the ranges that fit the person, as the roadmap is.
 */
export function planRetests(
  results: readonly AnalysedResult[],
  person: PersonalProfile,
  today: string,
): PlannedRetest[] {
  return scheduleRetests(readProfile(results, person, today), today).map((retest) => ({
    biomarkerId: retest.reading.biomarker.id,
    lastTestDate: retest.reading.latest.date,
    dueDate: retest.ruleDate,
    due: retest.ruleDate <= today,
    reason: retest.reason,
  }));
}
