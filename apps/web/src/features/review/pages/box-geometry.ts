import type { PageBox } from '@labtrail/contract/review';

/** Where a box sits on its page, in CSS: percentages of the page, so it fits any drawn size. */
export interface BoxPlacement {
  left: string;
  top: string;
  width: string;
  height: string;
}

const clampFraction = (value: number) => Math.min(1, Math.max(0, value));

/** A fraction as a CSS percentage, to a thousandth of a percent: finer than any screen's pixel. */
const percent = (fraction: number) => `${String(Math.round(fraction * 100_000) / 1000)}%`;

/**
 * A box (fractions of the page from its top left) placed over the page drawn at any size; a box
 * reaching past an edge is cut at it, so no overlay pokes out of its page.
 */
export function placeBox(box: PageBox): BoxPlacement {
  const left = clampFraction(box.x);
  const top = clampFraction(box.y);
  return {
    left: percent(left),
    top: percent(top),
    width: percent(Math.min(box.width, 1 - left)),
    height: percent(Math.min(box.height, 1 - top)),
  };
}

/** The CSS aspect ratio of a page of this size (in any unit), so it takes its room before it is drawn. */
export function pageAspectRatio(width: number, height: number): string {
  return `${String(width)} / ${String(height)}`;
}
