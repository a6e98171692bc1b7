const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How retest reminders are paced and how long their links last. */
export const REMINDER_RULES = {
  /** Never two digests to one person within this. */
  digestEveryMs: 7 * DAY,
  /** How often a person's due tests are looked at while nothing can be sent. */
  checkEveryMs: DAY,
  /**
   * A worker sending a digest holds it this long (longer than a mail server takes to answer), so
   * only a dead worker's digest is sent again.
   */
  sendingLeaseMs: 2 * MINUTE,
  /** An unsubscribe link works this long after its mail went out; newer mails carry newer ones. */
  unsubscribeLinkMs: 60 * DAY,
  /** The soonest next tests the account page shows. */
  testsShown: 5,
  /** Per client address, like the other calls that need no session. */
  unsubscribeRateLimit: { max: 30, timeWindow: 15 * MINUTE },
} as const;
