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

/** Server data loaded this recently is shown without asking the server again. */
export const QUERY_STALE_MS = 30_000;

/** Server data queries retry failures other than 4xx this many times. */
export const QUERY_MAX_RETRIES = 3;

/** A sign-in code has 6 digits; the code input shows one box per digit. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Sent with every code verification: a fixed time-zone offset and client version (spec §7). */
export const VERIFY_TZ_OFFSET = -2;
export const CLIENT_VERSION = '0.0.1';

/** The captcha is shown scaled to 0.9 of its own size. */
export const CAPTCHA_SCALE = 0.9;

/** A tooltip appears 100 ms after the pointer arrives and hides 150 ms after it leaves. */
export const TOOLTIP_SHOW_DELAY_MS = 100;
export const TOOLTIP_HIDE_DELAY_MS = 150;

/** Loading screens show a larger spinner than the default. */
export const SPINNER_SIZE_LOADING_SCREEN = 50;

/** The refresh loop (spec §4): how often it looks, and the least time between full refreshes. */
export const REFRESH_CHECK_INTERVAL_MS = 3_000;
export const REFRESH_MIN_GAP_MS = 5 * 60_000;
/** After an upload succeeds, a full refresh is scheduled this much later. */
export const POST_UPLOAD_REFRESH_DELAY_MS = 10 * 60_000;

/** The upload box is 136px high. */
export const UPLOAD_BOX_HEIGHT_PX = 136;
/** The upload status list scrolls above this many items. */
export const UPLOAD_LIST_SCROLL_ABOVE = 5;

/** The history chart's geometry (spec §4, §9). */
export const CHART = {
  height: 140,
  paddingHorizontal: 24,
  paddingVertical: 20,
  paddingBottom: 40,
  dotRadius: 6,
  /** Space above and below the values, as a share of their span. */
  verticalMargin: 0.1,
  /** The least span of the vertical scale, so one value or equal values still have room. */
  minimumSpan: 1,
} as const;

/** The ranges panel's pointer (spec §4): bar width, place in open ranges, clamp in bounded ones. */
export const RANGE_POINTER = {
  scale: 64,
  lowOpen: 0.8,
  highOpen: 0.2,
  min: 0.1,
  max: 0.9,
} as const;

/** While a document is being analysed, the list asks for its status this often. */
export const DOCUMENT_STATUS_POLL_MS = 3_000;
