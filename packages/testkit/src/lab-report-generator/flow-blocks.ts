import type { PdfText } from '../make-pdf';
import { line } from './page-lines';

export interface FlowStyle {
  left: number;
  size: number;
  lineHeight: number;
  /** Extra space between two blocks. */
  blockGap: number;
}

/** Where text starts on a page after the first, and where it must end. */
const PAGE_TOP = 50;
const PAGE_BOTTOM = 800;

/**
 * Blocks of lines (one result each) set from `top` down after the first page's `opening`,
 * continued on new pages as needed; a block is never split across two pages.
 */
export function flowBlocks(
  opening: readonly PdfText[],
  top: number,
  blocks: readonly (readonly string[])[],
  style: FlowStyle,
): PdfText[][] {
  const pages: PdfText[][] = [[...opening]];
  let cursor = top;
  for (const block of blocks) {
    const height = block.length * style.lineHeight;
    if (cursor + height > PAGE_BOTTOM) {
      pages.push([]);
      cursor = PAGE_TOP;
    }
    const page = pages.at(-1) ?? [];
    block.forEach((text, at) => {
      page.push(...line(cursor + at * style.lineHeight, [[style.left, text]], style.size));
    });
    cursor += height + style.blockGap;
  }
  return pages;
}
