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
