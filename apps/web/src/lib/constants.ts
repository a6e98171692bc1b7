/** The spec's fixed numbers and names (product spec §9), each defined once. */

/** Every API call gives up after 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** Value of the `X-Client-Source` header on every API call. */
export const CLIENT_SOURCE = 'website';

/** A notification disappears after 3 s. */
export const NOTIFICATION_LIFETIME_MS = 3_000;

/** A menu closes 80 ms after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 80;

/** Gap between a menu and the button that opens it (one step of the 8px grid). */
export const MENU_OFFSET_PX = 8;

/** A spinner is 40px unless a screen asks for another size. */
export const SPINNER_SIZE_DEFAULT = 40;

/** Browser storage key of the persisted auth flag. */
export const AUTH_STORAGE_NAME = 'auth-storage';

/** Browser storage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Server data queries retry failures other than 4xx this many times. */
export const QUERY_MAX_RETRIES = 3;

/** A sign-in code has 6 digits; the code input shows one box per digit. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Sent with every code verification: a fixed time-zone offset and client version (spec §7). */
export const VERIFY_TZ_OFFSET = -2;
export const CLIENT_VERSION = '0.0.1';

/** The captcha is shown scaled to 0.9 of its own size. */
export const CAPTCHA_SCALE = 0.9;
