/**
 * The numbers of ARCHITECTURE.md §5, each in one place. A client is the network a request comes
 * from; codes, sends and locks are counted per address and client (decision 0006).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MS = 10 * MINUTE;
/** An expired code is kept this long, so its owner is told it expired rather than that it is wrong. */
export const EXPIRED_CODE_MEMORY_MS = HOUR;
export const WRONG_TRIES_PER_CODE = 5;
export const MIN_GAP_BETWEEN_SENDS_MS = 30 * SECOND;
export const SENDS_PER_HOUR_PER_CLIENT = 10;
/**
 * All sends to one address count towards this, but only clients it has not signed in from are
 * refused by it: it bounds the mails and the guesses strangers can cause, not the owner.
 */
export const SENDS_PER_HOUR_PER_ADDRESS = 30;
export const SEND_WINDOW_MS = HOUR;
export const FAILURES_BEFORE_LOCK = 100;
export const LOCK_MS = HOUR;
/** Failures in a row are forgotten this long after the last one: waiting it out costs a lock. */
export const FAILURE_MEMORY_MS = LOCK_MS;
/** How long a client a code signed the address in from stays exempt from the address's ceiling. */
export const KNOWN_CLIENT_MS = 90 * DAY;
export const CAPTCHA_LIFETIME_MS = 5 * MINUTE;
export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_IDLE_MS = 7 * DAY;
/** last_seen_at is written at most this often, so reading a session rarely writes. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

export interface IpLimits {
  codeRequests: { max: number; timeWindow: number };
  verifyAttempts: { max: number; timeWindow: number };
}

/** Per IP address, across all the addresses it tries. */
export const DEFAULT_IP_LIMITS: IpLimits = {
  codeRequests: { max: 30, timeWindow: 15 * MINUTE },
  verifyAttempts: { max: 60, timeWindow: 15 * MINUTE },
};
