import type { RetestReason } from '@labtrail/contract/summaries';
import { measuredOnce, nextStepOf } from './next-step';
import type { NextStep } from './next-step';
import type { Profile, Reading } from './read-profile';

/** Months until the next test by level; with a critical value the next test is today. */
const MONTHS_UNTIL_RETEST = { clear: 12, mild: 6, notable: 3 } as const;
/** A prompt value needs a doctor, and with them a new test, within this many days of its result. */
const DAYS_UNTIL_PROMPT_RETEST = 2;
export type Level = keyof typeof MONTHS_UNTIL_RETEST | 'prompt' | 'urgent';

/** The four steps of urgency (decision 0008) and all clear, least pressing first. */
const LEVEL_ORDER: readonly Level[] = ['clear', 'mild', 'notable', 'prompt', 'urgent'];

/** Beyond this many values out of range, the whole picture is notable even if each is mild. */
const MANY_OUT_OF_RANGE = 3;

/**
 * One reading's level: only a critical value is urgent, a prompt one needs a doctor within a day
 * or two; far out of range, or out of range and worsening, is notable.
 */
export function readingLevel(reading: Reading): Level {
  if (reading.critical !== undefined) return 'urgent';
  if (reading.prompt !== undefined) return 'prompt';
  if (reading.severity >= 2 || (reading.severity > 0 && reading.trend === 'worsening'))
    return 'notable';
  return reading.severity > 0 ? 'mild' : 'clear';
}

/** A profile's level: its most pressing reading's, and notable with many values out of range. */
export function levelOf(readings: readonly Reading[]): Level {
  const worst = readings
    .map(readingLevel)
    .reduce<Level>((a, b) => (LEVEL_ORDER.indexOf(b) > LEVEL_ORDER.indexOf(a) ? b : a), 'clear');
  const outOfRange = readings.filter((reading) => reading.severity > 0).length;
  return outOfRange > MANY_OUT_OF_RANGE &&
    LEVEL_ORDER.indexOf(worst) < LEVEL_ORDER.indexOf('notable')
    ? 'notable'
    : worst;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

interface Due {
  date: string;
  /** The date the rule gives has passed: the test is due today instead. */
  overdue: boolean;
  /** The date the rule gives, not moved to today; a critical value's is its own test date. */
  ruleDate: string;
}

/** The rule both the overall date and each biomarker's follow: never in the past. */
function dueAfter(level: Level, lastTested: string, today: string): Due {
  if (level === 'urgent') return { date: today, overdue: false, ruleDate: lastTested };
  const date =
    level === 'prompt'
      ? addDays(lastTested, DAYS_UNTIL_PROMPT_RETEST)
      : addMonths(lastTested, MONTHS_UNTIL_RETEST[level]);
  return date < today
    ? { date: today, overdue: true, ruleDate: date }
    : { date, overdue: false, ruleDate: date };
}

/** A next step other than a retest: due now, or by its months after the result. */
function stepDue(step: NextStep, lastTested: string, today: string): Due {
  if (step.monthsAfterResult === 0) return { date: today, overdue: false, ruleDate: lastTested };
  const date = addMonths(lastTested, step.monthsAfterResult);
  return date < today
    ? { date: today, overdue: true, ruleDate: date }
    : { date, overdue: false, ruleDate: date };
}

/** Readings the level's retest rule times: not those measured once, nor those with a next step. */
function retested(reading: Reading): boolean {
  return !measuredOnce(reading) && nextStepOf(reading) === undefined;
}

/**
 * When to test next: sooner when values are out of range or worsening, within two days of a
 * prompt value's result, today with a critical value, and no later than a next step (a
 * confirmatory test, a colonoscopy) is due; never in the past (an overdue test is due now); empty
 * without any result or with only results that are never retested (lipoprotein(a)).
 */
export function recommendedTestDate(profile: Profile, today: string): string {
  const readings = profile.readings.filter(retested);
  const latest = readings
    .map((reading) => reading.latest.date)
    .sort()
    .at(-1);
  const dates = profile.readings.flatMap((reading) => {
    const step = nextStepOf(reading);
    return step === undefined ? [] : [stepDue(step, reading.latest.date, today).date];
  });
  if (latest !== undefined) dates.push(dueAfter(levelOf(readings), latest, today).date);
  return dates.sort()[0] ?? '';
}

export interface ScheduledRetest {
  reading: Reading;
  /** YYYY-MM-DD, never before today. */
  dueDate: string;
  reason: RetestReason;
  overdue: boolean;
  /**
   * The date the rule gives, which stays put while `dueDate` follows today: what names one due
   * test for good (a reminder is sent once for it).
   */
  ruleDate: string;
}

function reasonOf(reading: Reading, level: Level): RetestReason {
  switch (level) {
    case 'urgent':
      return 'critical';
    case 'prompt':
      return 'prompt';
    case 'notable':
      return reading.severity >= 2 ? 'far_out_of_range' : 'worsening';
    case 'mild':
      return 'out_of_range';
    case 'clear':
      return 'routine';
  }
}

function scheduled(reading: Reading, today: string): ScheduledRetest {
  const step = nextStepOf(reading);
  if (step !== undefined) {
    const due = stepDue(step, reading.latest.date, today);
    return {
      reading,
      dueDate: due.date,
      reason: step.reason,
      overdue: due.overdue,
      ruleDate: due.ruleDate,
    };
  }
  const level = readingLevel(reading);
  const due = dueAfter(level, reading.latest.date, today);
  return {
    reading,
    dueDate: due.date,
    reason: reasonOf(reading, level),
    overdue: due.overdue,
    ruleDate: due.ruleDate,
  };
}

/**
 * When to test each biomarker again, counted from its own latest result: soonest first, and on
 * one day the most severe first. A result that calls for another step (a confirmatory test, a
 * colonoscopy) is listed with that step's date and reason instead of a retest; one measured once
 * in a lifetime (lipoprotein(a), EAS 2022) is not listed.
 */
export function scheduleRetests(profile: Profile, today: string): ScheduledRetest[] {
  return profile.readings
    .filter((reading) => !measuredOnce(reading))
    .map((reading) => scheduled(reading, today))
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        b.reading.severity - a.reading.severity ||
        a.reading.biomarker.id - b.reading.biomarker.id,
    );
}
