import type { PdfPage } from '../pdf-text';
import { isCatalogueName } from '../../biomarkers/printed/catalogue-index';
import type { TableLayout } from './find-columns';
import { findHeader } from './find-columns';
import { median } from './median';
import type { Cell } from './split-cells';
import { splitCells } from './split-cells';

/** A line as the table reader sees it: its cells and the height of its text. */
export interface PageLine {
  cells: Cell[];
  y: number;
  height: number;
}

/**
 * Consecutive lines of a page under one table layout. `layouts` is null for a page of a report
 * that never prints a column header: its rows are read by what their cells contain alone.
 */
export interface Region {
  page: number;
  layouts: TableLayout[] | null;
  lines: PageLine[];
}

/** What the table reader carries from one page to the next. */
export interface RegionState {
  /** The last header's layout; 'stopped' after an interpretation table ended the results. */
  layouts: TableLayout[] | 'stopped' | null;
}

function toPageLine(cells: Cell[], y: number): PageLine {
  return { cells, y, height: Math.max(1, median(cells.map((cell) => cell.height))) };
}

/**
 * The header row of an interpretation table that lists several markers across the page
 * ('Total Cholesterol | HDL Cholesterol | LDL Cholesterol | Triglycerides'): what follows are
 * guideline bands, not the person's results.
 */
function isMarkerMatrix(cells: readonly Cell[]): boolean {
  const names = cells.filter((cell) => isCatalogueName(cell.text)).length;
  const numbers = cells.filter((cell) => /^[<>≤≥\s]*\d[\d.,]*$/u.test(cell.text.trim())).length;
  return names >= 2 && names * 2 >= cells.length && numbers === 0;
}

/** Table rules drawn with characters ('|----|----|') and rows of such tables. */
function isDrawnTable(cells: readonly Cell[]): boolean {
  const text = cells.map((cell) => cell.text).join(' ');
  return (text.match(/\|/gu) ?? []).length >= 2 || /^[-=_|+~*\s]{8,}$/u.test(text);
}

/** Cells of a justified paragraph: many, nearly all plain words. */
const PROSE_CELLS = 6;
const PROSE_WORD_SHARE = 0.6;

function isProse(cells: readonly Cell[]): boolean {
  if (cells.length < PROSE_CELLS) return false;
  const words = cells.filter((cell) => /^[A-Za-zÄÖÜäöüß.,;:()'’&-]+$/u.test(cell.text)).length;
  return words >= PROSE_WORD_SHARE * cells.length;
}

/**
 * Splits a page into regions read under one layout: a column header starts a table (what is
 * above the page's first header is read without columns), a page
 * without a header continues the previous page's table, and an interpretation table ends the
 * results until the next header. Drawn (ASCII) tables are left out.
 */
export function pageRegions(page: PdfPage, state: RegionState): Region[] {
  const lines = page.lines.map((line) => toPageLine(splitCells(line), line.y));
  const headers = lines.map((line) => findHeader(line.cells));
  const hasHeader = headers.some((header) => header !== undefined);
  const regions: Region[] = [];
  let current: Region | undefined;
  // Above a page's first header is the letterhead and the patient block, sometimes with vital
  // signs ('Blood pressure: 132/86 mmHg'): read as lines without columns.
  let layouts: TableLayout[] | 'stopped' | null = hasHeader ? null : state.layouts;
  lines.forEach((line, at) => {
    const header = headers[at];
    if (header !== undefined) {
      layouts = header;
      current = undefined;
      return;
    }
    if (layouts === 'stopped') return;
    if (isDrawnTable(line.cells) || isProse(line.cells)) return;
    if (isMarkerMatrix(line.cells)) {
      layouts = 'stopped';
      current = undefined;
      return;
    }
    if (current === undefined) {
      current = { page: page.number, layouts, lines: [] };
      regions.push(current);
    }
    current.lines.push(line);
  });
  state.layouts = hasHeader ? layouts : state.layouts;
  return regions;
}
