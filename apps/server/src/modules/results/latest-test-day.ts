/** The furthest time zone is 14 hours ahead of UTC: its "today" is still allowed. */
export const FURTHEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/** The latest day a test may have been taken on at `now` (YYYY-MM-DD): today somewhere. */
export function latestTestDay(now: number): string {
  return new Date(now + FURTHEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
}
