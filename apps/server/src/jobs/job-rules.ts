/** How background jobs are run and retried. */
export const JOB_RULES = {
  /** Tries before a job is given up on (and kept, with its last error, for a look by hand). */
  maxAttempts: 5,
  /**
   * A worker's claim lasts this long: longer than any one job may take (a model call stops at
   * 30 s, a mail server's answer at its own timeouts), so only a dead worker's job is taken again.
   */
  claimMs: 2 * 60_000,
  /** Waiting before the next try: this, doubled for each try so far. */
  backoffMs: 5_000,
  /** How often an idle worker looks for work (a change that queues a job also wakes it). */
  pollMs: 2_000,
} as const;
