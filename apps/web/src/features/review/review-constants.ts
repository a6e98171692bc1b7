/** Below this width the review is a phone's: the list first, a page only when asked for. */
export const PHONE_MAX_WIDTH_PX = 767;

/** The biomarker search waits this long after the last keystroke before it asks the server. */
export const CATALOGUE_SEARCH_DEBOUNCE_MS = 250;

/** Pages are drawn when they come this close to the visible part of the page view. */
export const PAGE_PAINT_MARGIN = '600px';

/** The longest reason the server keeps for a change (the contract's `maxLength` of `reason`). */
export const REASON_MAX_LENGTH = 500;

/** The longest search the server takes (the contract's `maxLength` of the catalogue's `q`). */
export const SEARCH_MAX_LENGTH = 100;
