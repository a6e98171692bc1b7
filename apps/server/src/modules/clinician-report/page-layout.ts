/** How wide a text is in the font and size it is drawn in, in points. */
export type Measure = (text: string) => number;

/** Splits a word wider than `width` into pieces that fit, as long as each can be. */
function breakWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of Array.from(word)) {
    if (piece !== '' && measure(piece + character) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/**
 * The lines `text` takes in a column `width` points wide, broken at spaces; a word wider than the
 * column (a long compound name, an address) is broken inside. An empty text takes no line.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = measure(word) <= width ? [word] : breakWord(word, width, measure);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  return line === '' ? lines : [...lines, line];
}

/** Something drawn as a whole: a table row, a line of text, a heading. */
export interface Block {
  height: number;
  /** A heading: it goes to the next page with the block after it rather than stand alone. */
  keepWithNext?: boolean;
  /** A table's header, drawn again above this row when the row begins a page. */
  repeats?: Block;
}

/**
 * The blocks of each page, by index, in order: a block never splits across pages, and a heading
 * never ends a page. A row that begins a page leaves room for its table's header above it. A
 * block taller than a page gets a page of its own.
 */
export function paginate(blocks: readonly Block[], pageHeight: number): number[][] {
  const pages: number[][] = [];
  let page: number[] = [];
  let used = 0;
  blocks.forEach((block, index) => {
    const next = block.keepWithNext === true ? (blocks[index + 1]?.height ?? 0) : 0;
    if (page.length > 0 && used + block.height + next > pageHeight) {
      pages.push(page);
      page = [];
      used = 0;
    }
    if (page.length === 0) used = block.repeats?.height ?? 0;
    page.push(index);
    used += block.height;
  });
  return page.length === 0 ? pages : [...pages, page];
}
