/** Calls of one link within this time count as one opening (a page view makes several). */
export const SHARE_OPENING_WINDOW_MS = 30 * 60_000;

/**
 * How many share calls are answered. Per address first, before the token is looked up, so
 * guessing tokens is slow; per link then, so a leaked link cannot be scraped from many addresses.
 * A page view of the shared overview makes about six calls.
 */
export const SHARE_RATE_LIMITS = {
  perAddress: { requests: 60, windowMs: 60_000 },
  perLink: { requests: 300, windowMs: 60 * 60_000 },
} as const;
