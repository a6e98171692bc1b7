import { isCatalogueName } from '../../biomarkers/printed/catalogue-index';
import type { TableLayout } from './find-columns';
import type { DecimalSeparator } from '../../biomarkers/printed/parse-number';
import { parseRange } from '../../biomarkers/printed/parse-range';
import { parseValue } from '../../biomarkers/printed/parse-value';
import type { Line } from './row-cells';
import { freeValueCell, isFlagCell, nameOf, onlyIn } from './row-cells';

/** A line with values: a row of the table. */
export interface Anchor {
  line: Line;
  /** Indexes (into line.cells) of the cells holding values. */
  values: number[];
}

/** A row's cells gathered from its own line and the lines that complete it. */
export interface Draft {
  anchor: Anchor;
  cells: Line['cells'];
  context: string | null;
}

/** A partial line this close (share of text height) to a row's values belongs to that row. */
export const SAME_ROW = 0.9;
/** A continuation line (of a name or a range) is at most this many heights below the previous. */
const NEXT_LINE = 1.8;
/** A heading is at most this many heights above the row it heads. */
const HEADING_DISTANCE = 3.5;

/** The cells holding values: one per result column; without columns the first value after a name. */
function valueCells(line: Line, layout: TableLayout | null, decimal: DecimalSeparator): number[] {
  if (layout === null) {
    const at = freeValueCell(line.cells, decimal);
    return at === undefined ? [] : [at];
  }
  const values: number[] = [];
  layout.columns.forEach((column, index) => {
    if (column.kind !== 'result') return;
    const inColumn = (cell: Line['cells'][number]) =>
      cell.column === index && parseValue(cell.text, decimal) !== undefined;
    const at = line.cells.findIndex((cell) => inColumn(cell) && !isFlagCell(cell));
    // A dipstick grade ('+', '++') alone in the result column is the result; beside a value
    // ('+' 'positiv') it is that value's flag.
    const grade = line.cells.findIndex(
      (cell) => inColumn(cell) && parseValue(cell.text, decimal)?.kind === 'text',
    );
    if (at >= 0) values.push(at);
    else if (grade >= 0) values.push(grade);
  });
  return values;
}

/** The lines with values, each with the cells that hold them. */
export function findAnchors(
  lines: readonly Line[],
  layout: TableLayout | null,
  decimal: DecimalSeparator,
): Anchor[] {
  return lines.flatMap((line) => {
    const values = valueCells(line, layout, decimal);
    return values.length > 0 ? [{ line, values }] : [];
  });
}

/**
 * Whether a name goes on in the next line: it ends mid-phrase ('HEPATITIS B SURFACE ANTIGEN;
 * HBsAg,' / 'QUANTITATIVE'), the next line starts in lower case, or only both lines together
 * make a catalogue name ('Mean Corpuscular Hemoglobin' / 'Concentration (MCHC)'). A method
 * note under the name ('(Photometry)', 'Calculated') does none of these.
 */
function nameContinues(name: string, next: string): boolean {
  const open = (name.match(/\(/gu) ?? []).length > (name.match(/\)/gu) ?? []).length;
  if (open || /[,;/&(-]$/u.test(name.trim()) || /^[a-zäöüß]/u.test(next.trim())) return true;
  return !isCatalogueName(name) && isCatalogueName(`${name} ${next}`);
}

/**
 * Gathers a row's cells: its own line's, then, from lines without values close above or below
 * (cells of one row printed at slightly different heights, a unit wrapped over two lines), the
 * cells of columns the row leaves empty. A name comes from such a line only when the row has
 * none; lines that add nothing (method notes under the name) are left out.
 */
function mergePartials(
  lines: readonly Line[],
  anchors: readonly Anchor[],
  layout: TableLayout | null,
): Draft[] {
  const drafts: Draft[] = anchors.map((anchor) => ({
    anchor,
    cells: [...anchor.line.cells],
    context: null,
  }));
  // Without columns nothing tells which cells of a neighbouring line would fill a gap.
  if (layout === null) return drafts;
  const anchorLines = new Set(anchors.map((anchor) => anchor.line));
  const partials = lines.filter((line) => !anchorLines.has(line));
  const nearest = (line: Line): Draft | undefined => {
    let best: Draft | undefined;
    for (const draft of drafts) {
      const distance = Math.abs(draft.anchor.line.y - line.y);
      // The smaller height: a big barcode or watermark line must not reach rows far away.
      const limit = SAME_ROW * Math.min(line.height, draft.anchor.line.height);
      if (
        distance <= limit &&
        (best === undefined || distance < Math.abs(best.anchor.line.y - line.y))
      )
        best = draft;
    }
    return best;
  };
  const byDistance = partials
    .map((line) => ({ line, draft: nearest(line) }))
    .filter((entry): entry is { line: Line; draft: Draft } => entry.draft !== undefined)
    .sort(
      (first, second) =>
        Math.abs(first.draft.anchor.line.y - first.line.y) -
        Math.abs(second.draft.anchor.line.y - second.line.y),
    );
  for (const { line, draft } of byDistance) {
    const hasName = nameOf(draft.cells).length > 0;
    for (const cell of line.cells) {
      if (cell.kind === 'result' || (cell.kind === 'name' && hasName)) continue;
      // A cell ending in a hyphen ('Mil-') goes on in the next line even in a filled column.
      const taken = draft.anchor.line.cells.some(
        (own) => own.column === cell.column && own.column >= 0 && !own.text.trim().endsWith('-'),
      );
      if (!taken) draft.cells.push(cell);
    }
  }
  return drafts;
}

/** Appends continuation lines: a name that ends in a comma, a range printed over several lines. */
function addContinuations(
  drafts: readonly Draft[],
  lines: readonly Line[],
  decimal: DecimalSeparator,
): void {
  for (const draft of drafts) {
    const at = lines.indexOf(draft.anchor.line);
    let previous = draft.anchor.line;
    for (let next = at + 1; next < lines.length; next += 1) {
      const line = lines[next];
      if (line === undefined || drafts.some((other) => other.anchor.line === line)) break;
      if (line.y - previous.y > NEXT_LINE * Math.max(line.height, previous.height)) break;
      const name = nameOf(draft.cells);
      const last = name.at(-1);
      const text = name.map((cell) => cell.text).join(' ');
      const more = line.cells.map((cell) => cell.text).join(' ');
      if (onlyIn(line, 'name') && last !== undefined && nameContinues(text, more)) {
        draft.cells.push(
          ...line.cells.map((cell) => ({ ...cell, x: last.x2 + 1, x2: last.x2 + 2, y: last.y })),
        );
      } else if (
        onlyIn(line, 'range') &&
        line.cells.every((cell) => parseRange(cell.text, decimal) !== undefined)
      ) {
        draft.cells.push(...line.cells);
      } else {
        break;
      }
      previous = line;
    }
  }
}

/** The heading of an indented row: the nearest line above that only names, printed further left. */
function addContexts(drafts: Draft[], lines: readonly Line[]): void {
  for (const draft of drafts) {
    const own = nameOf(draft.anchor.line.cells)[0];
    if (own === undefined) continue;
    const above = lines
      .filter(
        (line) =>
          line.y < draft.anchor.line.y &&
          draft.anchor.line.y - line.y <= HEADING_DISTANCE * line.height,
      )
      .filter((line) => !drafts.some((other) => other.anchor.line === line))
      .sort((first, second) => second.y - first.y)[0];
    const heading = above === undefined ? undefined : nameOf(above.cells)[0];
    if (
      above !== undefined &&
      heading !== undefined &&
      onlyIn(above, 'name') &&
      heading.x < own.x - 3
    ) {
      draft.context = above.cells.map((cell) => cell.text).join(' ');
    }
  }
}

/**
 * The rows of a table: each line with values, completed from the lines around it (cells of one
 * row printed at slightly different heights, a wrapped unit, name or range), with the heading
 * of an indented row.
 */
export function draftRows(
  lines: readonly Line[],
  anchors: readonly Anchor[],
  layout: TableLayout | null,
  decimal: DecimalSeparator,
): Draft[] {
  const drafts = mergePartials(lines, anchors, layout);
  addContinuations(drafts, lines, decimal);
  addContexts(drafts, lines);
  return drafts;
}
