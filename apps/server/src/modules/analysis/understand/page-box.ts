import type { TextItem } from '../pdf-text';

/** Where something is printed on its page: PDF points from the page's top left, y downwards. */
export interface PageBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Share of the font height that descenders ('g', 'p', 'y') reach below the baseline: a box that
 * ends at the baseline would cut them off when the review screen draws it over the page.
 */
const DESCENT = 0.25;

/** The box of a text item, whose `y` is its baseline and whose height is its font height. */
export function itemBox(item: Pick<TextItem, 'x' | 'y' | 'width' | 'height'>): PageBox {
  return {
    left: item.x,
    top: item.y - item.height,
    right: item.x + item.width,
    bottom: item.y + DESCENT * item.height,
  };
}

/** The smallest box around all of them; undefined for none. */
export function unionOf(boxes: readonly PageBox[]): PageBox | undefined {
  const [first, ...rest] = boxes;
  if (first === undefined) return undefined;
  return rest.reduce(
    (union, box) => ({
      left: Math.min(union.left, box.left),
      top: Math.min(union.top, box.top),
      right: Math.max(union.right, box.right),
      bottom: Math.max(union.bottom, box.bottom),
    }),
    first,
  );
}
