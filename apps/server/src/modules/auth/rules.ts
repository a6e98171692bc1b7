/** The numbers of ARCHITECTURE.md §5, each in one place. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MS = 10 * MINUTE;
export const WRONG_TRIES_PER_CODE = 5;
export const MIN_GAP_BETWEEN_SENDS_MS = 30 * SECOND;
export const SENDS_PER_HOUR = 10;
export const SEND_WINDOW_MS = HOUR;
export const FAILURES_BEFORE_LOCK = 100;
export const LOCK_MS = HOUR;
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
