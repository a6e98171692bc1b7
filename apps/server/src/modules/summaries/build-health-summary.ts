import type { Language } from '@labtrail/contract/auth';
import type { PersonalProfile } from '@labtrail/contract/profile';
import type { HealthSummary } from '@labtrail/contract/summaries';
import type { AnalysedResult } from './engine/analysed-result';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import { localise } from '../biomarkers/localise';
import { readProfile } from './engine/read-profile';
import { recommendedTestDate, scheduleRetests } from './engine/retest-schedule';
import { dayOf } from '../../clock';

/**
 * `GET /v1/roadmap/health-summary`: the counts behind the overview, the biomarkers to focus on
 * (out of range or worsening, most severe first) and when to test each biomarker again, judged
 * against the ranges that fit the person.
 */
export function buildHealthSummary(
  results: readonly AnalysedResult[],
  now: number,
  language: Language,
  person: PersonalProfile,
): HealthSummary {
  const today = dayOf(now);
  const profile = readProfile(results, person, today);
  const text = localise(language);
  const inRange = profile.readings.filter((reading) => reading.severity === 0).length;
  const focus = profile.readings
    .filter((reading) => reading.severity > 0 || reading.trend === 'worsening')
    .sort((a, b) => b.severity - a.severity || a.biomarker.id - b.biomarker.id);
  const nextDate = recommendedTestDate(profile, today);
  return {
    generated_at: new Date(now).toISOString(),
    biomarkers_total: ALL_BIOMARKERS.length,
    with_data: profile.readings.length,
    in_range: inRange,
    out_of_range: profile.readings.length - inRange,
    next_recommended_test_date: nextDate === '' ? null : nextDate,
    focus: focus.map((reading) => ({
      biomarker_id: reading.biomarker.id,
      biomarker_name: text.biomarkerName(reading.biomarker),
      status: reading.severity === 0 ? ('in_range' as const) : ('out_of_range' as const),
      trend: reading.trend,
    })),
    next_tests: scheduleRetests(profile, today).map((retest) => ({
      biomarker_id: retest.reading.biomarker.id,
      biomarker_name: text.biomarkerName(retest.reading.biomarker),
      due_date: retest.dueDate,
      reason: retest.reason,
      overdue: retest.overdue,
    })),
  };
}
