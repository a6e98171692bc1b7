import type { Language } from '@labtrail/contract/auth';

/*
 * The one rule for the day a test was taken, for every way a value comes in (typed by hand, a
 * correction, a CSV line, a FHIR Observation, a report's printed date) and for every read that
 * chooses a biomarker's latest value: a day inside the living world. A value from another era
 * (2999-01-01, 0001-01-01) would otherwise become the "latest" one and hide today's.
 */

/** The furthest time zone is 14 hours ahead of UTC: its "today" is still allowed. */
const FURTHEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** No lab result is older than this. */
export const EARLIEST_TEST_YEAR = 1900;

/** The days a test may have been taken on, for one person at one moment (YYYY-MM-DD, inclusive). */
export interface TestDateWindow {
  earliest: string;
  latest: string;
  /** The person's year of birth when their profile gives it; it moves `earliest`. */
  birthYear: number | null;
}

/** Why a test date is refused. */
export type TestDateRefusal =
  | { kind: 'future' }
  | { kind: 'before_earliest_year'; year: number }
  | { kind: 'before_birth'; year: number };

/** The latest day a test may have been taken on at `now` (YYYY-MM-DD): today somewhere. */
export function latestTestDay(now: number): string {
  return new Date(now + FURTHEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
}

function firstDayOf(year: number): string {
  return `${String(year).padStart(4, '0')}-01-01`;
}

/** The window for a person at `now`: not after today anywhere, not before 1900 or their birth. */
export function testDateWindow(now: number, birthYear: number | null): TestDateWindow {
  const bound = Math.max(EARLIEST_TEST_YEAR, birthYear ?? EARLIEST_TEST_YEAR);
  return { earliest: firstDayOf(bound), latest: latestTestDay(now), birthYear };
}

/**
 * The window on a calendar day (UTC) for reading stored results: today anywhere on Earth is at
 * most the next day, so every date the rule took when a value was stored stays inside.
 */
export function testDateWindowOn(today: string, birthYear: number | null): TestDateWindow {
  const nextDay = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { ...testDateWindow(0, birthYear), latest: nextDay };
}

/** Why `date` (YYYY-MM-DD) is outside the window, or undefined when it is inside. */
export function testDateRefusal(date: string, window: TestDateWindow): TestDateRefusal | undefined {
  if (date > window.latest) return { kind: 'future' };
  if (date < firstDayOf(EARLIEST_TEST_YEAR))
    return { kind: 'before_earliest_year', year: EARLIEST_TEST_YEAR };
  if (window.birthYear !== null && date < firstDayOf(window.birthYear))
    return { kind: 'before_birth', year: window.birthYear };
  return undefined;
}

/** Whether `date` (YYYY-MM-DD) is inside the window. */
export function isInsideWindow(date: string, window: TestDateWindow): boolean {
  return date >= window.earliest && date <= window.latest;
}

/** The results dated inside the window, in their order: what the reads choose the latest from. */
export function datedInside<T extends { test_date: string }>(
  results: readonly T[],
  window: TestDateWindow,
): T[] {
  return results.filter((result) => isInsideWindow(result.test_date, window));
}

/** Why a line's date is refused, as an import lists it (lower case, it follows the line). */
type RefusalWords = (date: string, refusal: TestDateRefusal) => string;

const US: RefusalWords = (date, refusal) => {
  switch (refusal.kind) {
    case 'future':
      return `${date} is in the future`;
    case 'before_earliest_year':
      return `${date} is before ${String(refusal.year)}`;
    case 'before_birth':
      return `${date} is before the year of birth (${String(refusal.year)})`;
  }
};

const DE: RefusalWords = (date, refusal) => {
  switch (refusal.kind) {
    case 'future':
      return `${date} liegt in der Zukunft`;
    case 'before_earliest_year':
      return `${date} liegt vor ${String(refusal.year)}`;
    case 'before_birth':
      return `${date} liegt vor dem Geburtsjahr (${String(refusal.year)})`;
  }
};

/** Why an imported line's date is refused, in the person's language. */
export function testDateRefusalWords(language: Language): RefusalWords {
  return language === 'de' ? DE : US;
}
