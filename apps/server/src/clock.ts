/** Time as the server sees it; tests pass their own to move through expiry windows. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The calendar day of a moment, YYYY-MM-DD (UTC). */
export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
