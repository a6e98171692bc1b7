import type { TextItem, TextLine } from '../pdf-text';
import type { PageBox } from './page-box';
import { itemBox, unionOf } from './page-box';
import { splitPhrases } from './split-phrases';

/** A run of text that belongs to one table cell, with its horizontal extent. */
export interface Cell {
  text: string;
  x: number;
  /** Right edge. */
  x2: number;
  /** Baseline, from the top of the page. */
  y: number;
  height: number;
  /** OCR's least confidence in the cell's words; absent in a text layer. */
  confidence?: number;
  /**
   * Where the cell is printed. Kept apart from x/x2/y, which the row reader moves to line up a
   * wrapped name or a folded field block with its row: this box always says where the text is.
   */
  box: PageBox;
}

/**
 * Items closer than this share of the font height belong to one cell: a word space is about a
 * quarter to a third of the height (OCR returns one item per word), while table columns sit
 * several heights apart.
 */
const WORD_GAP = 0.5;
/** Items overlapping by more than this many points are stacked (a watermark), not one phrase. */
const OVERLAP = 1;

function joinable(previous: Cell, item: TextItem): boolean {
  const gap = item.x - previous.x2;
  const height = Math.max(1, Math.min(previous.height, item.height));
  return gap >= -OVERLAP && gap <= WORD_GAP * height;
}

function startCell(item: TextItem): Cell {
  return {
    text: item.text.trim(),
    x: item.x,
    x2: item.x + item.width,
    y: item.y,
    height: item.height,
    box: itemBox(item),
    ...(item.confidence === undefined ? {} : { confidence: item.confidence }),
  };
}

/**
 * The cells of a line, left to right: neighbouring items joined into one cell when the gap
 * between them is a word space, split where it is a column gap or where items overlap, and a run
 * that prints a whole result as a phrase split into its parts.
 */
export function splitCells(line: TextLine): Cell[] {
  const items = [...line.items]
    .filter((item) => item.text.trim() !== '')
    .sort((first, second) => first.x - second.x);
  const cells: Cell[] = [];
  for (const item of items) {
    const previous = cells.at(-1);
    if (previous !== undefined && joinable(previous, item)) {
      // A gap of under a point inside a word (kerning, a font change) takes no space.
      const separator = item.x - previous.x2 < 0.15 * previous.height ? '' : ' ';
      previous.text = `${previous.text}${separator}${item.text.trim()}`;
      previous.x2 = Math.max(previous.x2, item.x + item.width);
      previous.height = Math.max(previous.height, item.height);
      previous.box = unionOf([previous.box, itemBox(item)]) ?? previous.box;
      if (item.confidence !== undefined)
        previous.confidence = Math.min(previous.confidence ?? item.confidence, item.confidence);
    } else {
      cells.push(startCell(item));
    }
  }
  return cells.flatMap(splitPhrases);
}
