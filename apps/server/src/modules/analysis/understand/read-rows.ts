import { isCatalogueName } from './catalogue-index';
import { isUnitPlaceholder, looksLikeUnit } from './clean-unit';
import type { ColumnKind, TableLayout } from './find-columns';
import { columnAt, withResultColumn } from './find-columns';
import type { PageLine, Region } from './page-regions';
import type { Flag } from './parse-flag';
import { parseFlag } from './parse-flag';
import type { DecimalSeparator } from './parse-number';
import type { ParsedRange } from './parse-range';
import { joinRanges, parseRange } from './parse-range';
import type { PrintedValue, UnreadableValue } from './parse-value';
import { parseValue } from './parse-value';
import type { Cell } from './split-cells';

/** One value of a row with what the row prints beside it. */
export interface ValueReading {
  value: PrintedValue | UnreadableValue;
  /** As printed ('' when none); a unit the column header gives counts as printed. */
  unit: string;
  range: ParsedRange | undefined;
  flag: Flag | null;
}

/** A table row read into its parts, before its name meets the catalogue. */
export interface RowReading {
  page: number;
  /** The printed name, then its separate pieces when a stray word sat in the name column. */
  names: string[];
  /** The less indented heading above an indented row ('Prothrombin time' over 'Patient Value'). */
  context: string | null;
  /** The row is a 'Label : value' line of a form, not a table row. */
  labelled: boolean;
  /** Read under a column header; rows of pages without one are weaker evidence. */
  tabular: boolean;
  /** Usually one; two where a row prints a percentage and an absolute count side by side. */
  readings: ValueReading[];
}

/** A cell with the layout column it falls in (undefined without a layout). */
interface Placed extends Cell {
  kind: ColumnKind | undefined;
  /** Index of its column in the layout, -1 without one. */
  column: number;
}

interface Line {
  cells: Placed[];
  y: number;
  height: number;
}

interface Anchor {
  line: Line;
  /** Indexes (into line.cells) of the cells holding values. */
  values: number[];
}

/** A partial line this close (share of text height) to a row's values belongs to that row. */
const SAME_ROW = 0.9;
/** A continuation line (of a name or a range) is at most this many heights below the previous. */
const NEXT_LINE = 1.8;
/** A heading is at most this many heights above the row it heads. */
const HEADING_DISTANCE = 3.5;

const LETTERS = /[A-Za-zÄÖÜäöüß]{2}/u;

function isFlagCell(cell: Cell): boolean {
  return parseFlag(cell.text) !== undefined;
}

function isNameCell(cell: Placed): boolean {
  return LETTERS.test(cell.text) && !isFlagCell(cell) && cell.text.trim() !== ':';
}

function place(layout: TableLayout | null, cell: Cell): Placed {
  if (layout === null) return { ...cell, kind: undefined, column: -1 };
  const column = columnAt(layout, cell);
  return {
    ...cell,
    kind: column?.kind,
    column: column === undefined ? -1 : layout.columns.indexOf(column),
  };
}

function inside(layout: TableLayout | null, cell: Cell): boolean {
  if (layout === null) return true;
  const middle = (cell.x + cell.x2) / 2;
  return middle >= layout.x && middle < layout.x2;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The first value after a name in a line read without columns. */
function freeValueCell(cells: readonly Cell[], decimal: DecimalSeparator): number | undefined {
  const nameAt = cells.findIndex((cell) => LETTERS.test(cell.text) && !isFlagCell(cell));
  if (nameAt < 0) return undefined;
  for (let at = nameAt + 1; at < cells.length; at += 1) {
    const cell = cells[at];
    if (cell === undefined || isFlagCell(cell)) continue;
    if (parseValue(cell.text, decimal) !== undefined) return at;
  }
  return undefined;
}

/**
 * A header that names no result column ('Analyse | Einheit | Normwerte') gets one where the
 * values are: at the median position of the first value printed after each name.
 */
function completeLayout(
  layout: TableLayout,
  lines: readonly PageLine[],
  decimal: DecimalSeparator,
): TableLayout {
  if (layout.columns.some((column) => column.kind === 'result')) return layout;
  const found = lines.flatMap((line) => {
    const cells = line.cells.filter((cell) => inside(layout, cell));
    const at = freeValueCell(cells, decimal);
    const cell = at === undefined ? undefined : cells[at];
    return cell === undefined ? [] : [cell];
  });
  if (found.length === 0) return layout;
  return withResultColumn(
    layout,
    median(found.map((cell) => cell.x)),
    median(found.map((cell) => cell.x2)),
  );
}

function valueCells(line: Line, layout: TableLayout | null, decimal: DecimalSeparator): number[] {
  if (layout === null) {
    const at = freeValueCell(line.cells, decimal);
    return at === undefined ? [] : [at];
  }
  const values: number[] = [];
  layout.columns.forEach((column, index) => {
    if (column.kind !== 'result') return;
    const at = line.cells.findIndex(
      (cell) =>
        cell.column === index && !isFlagCell(cell) && parseValue(cell.text, decimal) !== undefined,
    );
    if (at >= 0) values.push(at);
  });
  return values;
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

function nameOf(cells: readonly Placed[]): Placed[] {
  return cells.filter(
    (cell) => (cell.kind === undefined || cell.kind === 'name') && isNameCell(cell),
  );
}

/** Whether every cell of a line sits in a column of the given kind. */
function onlyIn(line: Line, kind: ColumnKind): boolean {
  return line.cells.length > 0 && line.cells.every((cell) => cell.kind === kind);
}

interface Draft {
  anchor: Anchor;
  cells: Placed[];
  context: string | null;
}

/**
 * Gathers a row's cells: its own line's, then, from lines without values close above or below
 * (cells of one row printed at slightly different heights, a unit wrapped over two lines), the
 * cells of columns the row leaves empty. A name comes from such a line only when the row has
 * none; lines that add nothing (method notes under the name) are left out.
 */
function draftRows(
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
      const limit = SAME_ROW * Math.max(line.height, draft.anchor.line.height);
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
      const taken = draft.anchor.line.cells.some(
        (own) => own.column === cell.column && own.column >= 0,
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

/** Cells joined in reading order: same line with a space, wrapped lines glued ('Mil-' 'lion/cumm'). */
function joinText(cells: readonly Placed[], wrapped: 'glue' | 'list'): string {
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

function rangeOf(cells: readonly Placed[], decimal: DecimalSeparator): ParsedRange | undefined {
  if (cells.length === 0) return undefined;
  const lines = new Map<number, Placed[]>();
  for (const cell of cells) {
    const key = [...lines.keys()].find((y) => Math.abs(y - cell.y) < 0.5 * cell.height) ?? cell.y;
    lines.set(key, [...(lines.get(key) ?? []), cell]);
  }
  const ranges = [...lines.entries()]
    .sort(([first], [second]) => first - second)
    .map(
      ([, own]) =>
        parseRange(joinText(own, 'list'), decimal) ??
        own.map((cell) => parseRange(cell.text, decimal)).find((range) => range !== undefined),
    );
  const parsed = joinRanges(ranges.filter((range) => range !== undefined));
  if (parsed !== undefined) return parsed;
  // A range the reader cannot take apart ('M: 13-17 F: 12-15') is still kept as printed.
  const printed = joinText(cells, 'list');
  return /\d/u.test(printed) ? { low: null, high: null, text: printed, unit: '' } : undefined;
}

/** Reads one value with the flag, unit and range cells that follow it. */
function readSegment(
  value: PrintedValue,
  cells: readonly Placed[],
  columnUnit: string | undefined,
  decimal: DecimalSeparator,
): ValueReading {
  let flag: Flag | null = value.flag;
  const units: Placed[] = [];
  const looseUnits: Placed[] = [];
  const ranges: Placed[] = [];
  for (const cell of cells) {
    const asFlag = parseFlag(cell.text);
    if (asFlag !== undefined && cell.kind !== 'unit') {
      flag ??= asFlag;
    } else if (cell.kind === 'unit') {
      units.push(cell);
    } else if (cell.kind === 'range' || parseRange(cell.text, decimal) !== undefined) {
      // Pieces of a range may not parse alone ('39.2 -' '48.3'); the range column keeps them all.
      ranges.push(cell);
    } else if (looksLikeUnit(cell.text) || isUnitPlaceholder(cell.text)) {
      looseUnits.push(cell);
    }
  }
  const range = rangeOf(ranges, decimal);
  // Where the unit is printed, in order of trust: its column, the value's cell, a unit-like cell
  // elsewhere in the row, the column header, the end of the range.
  const printed = [
    units.length > 0 ? joinText(units, 'glue') : '',
    value.kind === 'number' ? value.unit : '',
    looseUnits[0]?.text ?? '',
    columnUnit ?? '',
    range?.unit ?? '',
  ];
  return { value, unit: printed.find((unit) => unit !== '') ?? '', range, flag };
}

function readDraft(
  draft: Draft,
  layout: TableLayout | null,
  page: number,
  decimal: DecimalSeparator,
): RowReading | undefined {
  const cells = [...draft.cells].sort((first, second) => first.x - second.x);
  const valueCells = draft.anchor.values
    .map((at) => draft.anchor.line.cells[at])
    .filter((cell) => cell !== undefined);
  const names = nameOf(
    cells.filter(
      (cell) =>
        valueCells.every((value) => cell !== value) &&
        (layout !== null || cell.x < (valueCells[0]?.x ?? 0)),
    ),
  );
  if (names.length === 0) return undefined;
  const readings: ValueReading[] = [];
  valueCells.forEach((valueCell, at) => {
    const value = parseValue(valueCell.text, decimal);
    if (value === undefined) return;
    const end = valueCells[at + 1]?.x ?? Number.POSITIVE_INFINITY;
    const start = at === 0 ? Number.NEGATIVE_INFINITY : valueCell.x;
    const own = cells.filter(
      (cell) =>
        cell !== valueCell &&
        !names.includes(cell) &&
        !valueCells.includes(cell) &&
        cell.x >= start &&
        cell.x < end &&
        (layout !== null || cell.x > valueCell.x),
    );
    const columnUnit = layout?.columns[valueCell.column]?.unit;
    readings.push(readSegment(value, own, columnUnit, decimal));
  });
  const text = joinText(names, 'list');
  const labelled =
    cells.some((cell) => cell.text.trim() === ':') ||
    names.some((cell) => cell.text.trim().endsWith(':'));
  return {
    page,
    names:
      names.length > 1
        ? [names.map((cell) => cell.text).join(' '), ...names.map((cell) => cell.text)]
        : [text],
    context: draft.context,
    labelled,
    tabular: layout !== null,
    readings,
  };
}

/** An unreadable value is short and has digits ('l3.5', '1O.2'); longer text is a comment. */
const MAX_UNREADABLE_LENGTH = 15;

/**
 * Rows whose result cell holds text that is no value ('l3.5' misread by OCR): kept
 * so that a known marker's unreadable value can be reported instead of vanishing. Lines close
 * to a row with a value belong to that row and are not counted.
 */
function unreadableRows(
  lines: readonly Line[],
  anchors: readonly Anchor[],
  layout: TableLayout,
  page: number,
): RowReading[] {
  return lines.flatMap((line) => {
    const near = anchors.some(
      (anchor) =>
        Math.abs(anchor.line.y - line.y) <= SAME_ROW * Math.max(line.height, anchor.line.height),
    );
    const names = nameOf(line.cells);
    const result = line.cells.find(
      (cell) =>
        cell.kind === 'result' &&
        !isFlagCell(cell) &&
        /\d/u.test(cell.text) &&
        cell.text.length <= MAX_UNREADABLE_LENGTH,
    );
    if (near || names.length === 0 || result === undefined || layout.columns.length === 0)
      return [];
    return [
      {
        page,
        names: [names.map((cell) => cell.text).join(' ')],
        context: null,
        labelled: line.cells.some((cell) => cell.text.trim() === ':'),
        tabular: true,
        readings: [
          {
            value: { kind: 'unreadable' as const, text: result.text },
            unit: '',
            range: undefined,
            flag: null,
          },
        ],
      },
    ];
  });
}

/**
 * Reads the result rows of one region: lines with a value in a result column (or, without a
 * layout, a value after a name) anchor rows; nearby lines without values complete them.
 */
export function readRows(region: Region, decimal: DecimalSeparator): RowReading[] {
  const layouts = region.layouts ?? [null];
  return layouts.flatMap((given) => {
    const layout = given === null ? null : completeLayout(given, region.lines, decimal);
    const lines: Line[] = region.lines
      .map((line) => ({
        y: line.y,
        height: line.height,
        cells: line.cells.filter((cell) => inside(layout, cell)).map((cell) => place(layout, cell)),
      }))
      .filter((line) => line.cells.length > 0);
    const anchors = lines.flatMap((line) => {
      const values = valueCells(line, layout, decimal);
      return values.length > 0 ? [{ line, values }] : [];
    });
    const drafts = draftRows(lines, anchors, layout);
    addContinuations(drafts, lines, decimal);
    addContexts(drafts, lines);
    const rows = drafts.flatMap((draft) => {
      const row = readDraft(draft, layout, region.page, decimal);
      return row === undefined || row.readings.length === 0 ? [] : [row];
    });
    const anchorLines = new Set(anchors.map((anchor) => anchor.line));
    const others = lines.filter((line) => !anchorLines.has(line));
    return layout === null
      ? rows
      : [...rows, ...unreadableRows(others, anchors, layout, region.page)];
  });
}
