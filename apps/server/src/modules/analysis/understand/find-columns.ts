import { cleanUnit, looksLikeUnit } from '../../biomarkers/printed/clean-unit';
import type { Cell } from './split-cells';

/** What a table column holds. */
/** 'other' columns (previous result, specimen) hold nothing the analysis reads. */
export type ColumnKind = 'name' | 'result' | 'unit' | 'range' | 'flag' | 'method' | 'other';

export interface Column {
  kind: ColumnKind;
  x: number;
  x2: number;
  /**
   * The unit a header prints for the column ('%', '(g/L)', 'Result (mg/dL)'): of every value in
   * a result column, of every range in a range column.
   */
  unit?: string;
}

/** One table: its columns left to right and the stretch of the page it spans. */
export interface TableLayout {
  columns: Column[];
  x: number;
  x2: number;
}

/** Header words, English and German, matched against a whole header cell. */
const HEADER_WORDS: readonly (readonly [ColumnKind, RegExp])[] = [
  [
    'name',
    /^(?:tests?|test ?names?|tests? descriptions?|test parameters?|tests? performed|(?:lab(?:oratory)? )?tests?|name of (?:the )?test|investigations?|parameters?|parameter names?|analyses?|analysis|analytes?|analyt|examinations?|descriptions?|components?|biomarkers?|markers?|untersuchungen?|bezeichnung|kenngrö(?:ß|ss)e|messgrö(?:ß|ss)e|fractions?|fraktionen?)$/u,
  ],
  [
    'result',
    /^(?:results?|values?|observed values?|result values?|measured values?|test results?|current (?:results?|values?)|your (?:result|value)s?|patient (?:result|value)s?|(?:with)?in range|out(?:side)? (?:of )?range|ergebnis(?:se)?|messergebnis(?:se)?|befund|werte?|messwerte?|resultate?)$/u,
  ],
  [
    'unit',
    /^(?:units?|units? of measure(?:ment)?|einheit(?:en)?|ma(?:ß|ss)einheit|dimension|uom|u o m)$/u,
  ],
  [
    'range',
    /^(?:(?:bio(?:logical)? ?)?ref(?:erence)?s?(?: (?:ranges?|intervals?|values?|limits?|bereich))?(?: (?:%|\(.+\)))?|(?:normal|standard|target|healthy) (?:ranges?|values?|limits?)|expected (?:ranges?|values?)|ranges?|norm|norm(?:al)?werte?|normbereich|referenz(?:bereich|werte?|intervall)|zielbereich)$/u,
  ],
  ['flag', /^(?:flags?|status|kennzeichen|markierung|bewertung|h ?l|abn|remarks?)$/u],
  [
    'method',
    /^(?:methods?|methode|messmethode|methodik|technology|technique|verfahren|principle)$/u,
  ],
  [
    'other',
    /^(?:previous(?: results?| values?)?|last (?:results?|values?)|vorwerte?|vorbefund|specimen|samples?|material|probe|comments?|bemerkung|kommentar|dates?|datum|verlauf|trend)$/u,
  ],
];

function headerKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.:*_-]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A header word with the column's unit after it in brackets: 'Result (mg/dL)', 'Wert [mmol/l]'. */
const WORDS_THEN_UNIT = /^(.*?)\s*[([]([^()[\]]+)[)\]]$/u;

interface HeaderCell {
  kind: ColumnKind;
  unit?: string;
  /** The cell names its column in words, not only by a unit. */
  named: boolean;
}

function wordKind(text: string): ColumnKind | undefined {
  const key = headerKey(text);
  return HEADER_WORDS.find(([, pattern]) => pattern.test(key))?.[0];
}

function headerKind(cell: Cell): HeaderCell | undefined {
  const text = cell.text.trim();
  const withUnit = WORDS_THEN_UNIT.exec(text);
  if (withUnit !== null) {
    const kind = wordKind(withUnit[1] ?? '');
    const unit = withUnit[2] ?? '';
    if ((kind === 'result' || kind === 'range') && looksLikeUnit(unit)) {
      return { kind, unit: cleanUnit(unit), named: true };
    }
  }
  const kind = wordKind(text);
  if (kind !== undefined) return { kind, named: true };
  // '%' or '(g/L)' over a column of values: a result column in that unit.
  if (/^\(.*\)$|^%$/u.test(text) && looksLikeUnit(text)) {
    return { kind: 'result', unit: cleanUnit(text), named: false };
  }
  return undefined;
}

/** Splits columns into side-by-side tables, each starting at a name column. */
function groupTables(columns: readonly Column[]): TableLayout[] {
  const starts = columns.flatMap((column, at) => (column.kind === 'name' ? [at] : []));
  if (starts.length <= 1) {
    return [{ columns: [...columns], x: Number.NEGATIVE_INFINITY, x2: Number.POSITIVE_INFINITY }];
  }
  return starts.map((start, at) => {
    const end = starts[at + 1] ?? columns.length;
    const own = columns.slice(start, end);
    const next = columns[end];
    const first = own[0];
    return {
      columns: own,
      x: at === 0 || first === undefined ? Number.NEGATIVE_INFINITY : first.x - 2,
      x2: next === undefined ? Number.POSITIVE_INFINITY : next.x - 2,
    };
  });
}

/**
 * The table layout a header line announces ('Test Name | Results | Units | Bio. Ref. Interval',
 * 'Analyse | Einheit | Normwerte'), or undefined when the line is no header: at least two cells
 * must be header words, one of them for results, units or ranges, and at most one cell may be
 * something else (it becomes the name column when none is named). A header that names the test
 * column twice heads two tables side by side.
 */
export function findHeader(cells: readonly Cell[]): TableLayout[] | undefined {
  const kinds = cells.map((cell) => headerKind(cell));
  const known = kinds.filter((kind) => kind !== undefined);
  const unknown = cells.length - known.length;
  if (known.length < 2 || unknown > 1) return undefined;
  // A row of units over an interpretation table ('(mg/dL) | (mg/dL)') heads no results: a
  // results header names its result, unit or range column in words.
  const words = known.filter((kind) => kind.named);
  if (
    !words.some((kind) => kind.kind === 'result' || kind.kind === 'unit' || kind.kind === 'range')
  ) {
    return undefined;
  }
  const columns: Column[] = cells.map((cell, at) => {
    const kind = kinds[at];
    const column: Column = { kind: kind?.kind ?? 'name', x: cell.x, x2: cell.x2 };
    if (kind?.unit !== undefined) column.unit = kind.unit;
    return column;
  });
  // With the test column named, an unnamed header cell heads a column the reader does not know
  // ('S.No.', 'Biological' over a two-line 'Reference Interval'): its cells are judged by content.
  const named = kinds.some((kind) => kind?.kind === 'name');
  const kept = columns.map((column, at) =>
    named && kinds[at] === undefined ? { ...column, kind: 'other' as const } : column,
  );
  if (!kept.some((column) => column.kind === 'name')) kept.unshift({ kind: 'name', x: 0, x2: 1 });
  return groupTables(kept);
}

/** The column a cell falls in: the one whose stretch (up to halfway to its neighbours) holds its middle. */
export function columnAt(layout: TableLayout, cell: Cell): Column | undefined {
  const middle = (cell.x + cell.x2) / 2;
  const { columns } = layout;
  for (let at = 0; at < columns.length; at += 1) {
    const column = columns[at];
    if (column === undefined) continue;
    const previous = columns[at - 1];
    const next = columns[at + 1];
    const start = previous === undefined ? Number.NEGATIVE_INFINITY : (previous.x2 + column.x) / 2;
    const end = next === undefined ? Number.POSITIVE_INFINITY : (column.x2 + next.x) / 2;
    if (middle >= start && middle < end) return column;
  }
  return undefined;
}

/** The layout with a result column added where the values were found (headers that name none). */
export function withResultColumn(layout: TableLayout, x: number, x2: number): TableLayout {
  if (layout.columns.some((column) => column.kind === 'result')) return layout;
  const columns = [...layout.columns, { kind: 'result' as const, x, x2 }].sort(
    (first, second) => first.x - second.x,
  );
  return { ...layout, columns };
}
