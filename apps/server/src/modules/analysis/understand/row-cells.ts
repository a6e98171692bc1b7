import { isCatalogueName } from '../../biomarkers/printed/catalogue-index';
import type { ColumnKind } from './find-columns';
import { parseFlag } from '../../biomarkers/printed/parse-flag';
import type { DecimalSeparator } from '../../biomarkers/printed/parse-number';
import { parseValue } from '../../biomarkers/printed/parse-value';
import type { Cell } from './split-cells';

/** A cell with the layout column it falls in (undefined without a layout). */
export interface Placed extends Cell {
  kind: ColumnKind | undefined;
  /** Index of its column in the layout, -1 without one. */
  column: number;
}

/** A line of one table, its cells placed in the table's columns. */
export interface Line {
  cells: Placed[];
  y: number;
  height: number;
}

const LETTERS = /[A-Za-zÄÖÜäöüß]{2}/u;

export function isFlagCell(cell: Cell): boolean {
  return parseFlag(cell.text) !== undefined;
}

/**
 * Text that can name a test: words, or a short name the catalogue knows ('K', 'C4', 'B12', 'S.T3'),
 * which has fewer than two letters in a row.
 */
function isNameText(text: string): boolean {
  return (
    LETTERS.test(text) || (/[A-Za-z]/u.test(text) && isCatalogueName(text.replace(/:\s*$/u, '')))
  );
}

function isNameCell(cell: Placed): boolean {
  return isNameText(cell.text) && !isFlagCell(cell) && cell.text.trim() !== ':';
}

/** The cells of a row that can be (part of) its name: words in the name column. */
export function nameOf(cells: readonly Placed[]): Placed[] {
  return cells.filter(
    (cell) => (cell.kind === undefined || cell.kind === 'name') && isNameCell(cell),
  );
}

/** Whether every cell of a line sits in a column of the given kind. */
export function onlyIn(line: Line, kind: ColumnKind): boolean {
  return line.cells.length > 0 && line.cells.every((cell) => cell.kind === kind);
}

/** The first value after a name in a line read without columns. */
export function freeValueCell(
  cells: readonly Cell[],
  decimal: DecimalSeparator,
): number | undefined {
  const nameAt = cells.findIndex((cell) => isNameText(cell.text) && !isFlagCell(cell));
  if (nameAt < 0) return undefined;
  for (let at = nameAt + 1; at < cells.length; at += 1) {
    const cell = cells[at];
    if (cell === undefined || isFlagCell(cell)) continue;
    if (parseValue(cell.text, decimal) !== undefined) return at;
  }
  return undefined;
}

/** Cells joined in reading order: same line with a space, wrapped lines glued ('Mil-' 'lion/cumm'). */
export function joinText(cells: readonly Placed[], wrapped: 'glue' | 'list'): string {
  const sorted = [...cells].sort((first, second) => first.y - second.y || first.x - second.x);
  let text = '';
  let lastY: number | undefined;
  for (const cell of sorted) {
    if (lastY === undefined) text = cell.text;
    else if (Math.abs(cell.y - lastY) < 0.5 * cell.height) text = `${text} ${cell.text}`;
    else if (wrapped === 'glue')
      text = text.endsWith('-') ? `${text.slice(0, -1)}${cell.text}` : `${text}${cell.text}`;
    else text = `${text}; ${cell.text}`;
    lastY = cell.y;
  }
  return text.trim();
}
