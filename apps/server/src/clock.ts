/** Time as the server sees it; tests pass their own to move through expiry windows. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
