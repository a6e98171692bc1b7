import { isUnitPlaceholder, looksLikeUnit } from '../../biomarkers/printed/clean-unit';
import type { TableLayout } from './find-columns';
import type { Flag } from '../../biomarkers/printed/parse-flag';
import { parseFlag } from '../../biomarkers/printed/parse-flag';
import type { DecimalSeparator } from '../../biomarkers/printed/parse-number';
import type { ParsedRange } from '../../biomarkers/printed/parse-range';
import { joinRanges, parseRange } from '../../biomarkers/printed/parse-range';
import type { PrintedValue, UnreadableValue } from '../../biomarkers/printed/parse-value';
import { parseValue } from '../../biomarkers/printed/parse-value';
import type { Anchor, Draft } from './draft-rows';
import { SAME_ROW } from './draft-rows';
import { isCatalogueName } from '../../biomarkers/printed/catalogue-index';
import type { PageBox } from './page-box';
import { unionOf } from './page-box';
import type { Line, Placed } from './row-cells';
import { isFlagCell, joinText, nameOf } from './row-cells';

/** A value printed alone in its cell, or one of a pair's numbers. */
export type SingleValue = Exclude<PrintedValue, { kind: 'pair' }>;

/** One value of a row with what the row prints beside it. */
export interface ValueReading {
  value: SingleValue | UnreadableValue;
  /** Which number of a pair ('132/86') this is; null for a value printed alone. */
  pairPart: 'first' | 'second' | null;
  /**
   * As printed ('' when none); a unit the column header gives counts as printed, and so does a
   * unit printed with the range (after its numbers or in its column's header).
   */
  unit: string;
  range: ParsedRange | undefined;
  flag: Flag | null;
  /** The flag as printed ('H', '+', '↑'); null when the row prints none. */
  flagText: string | null;
  /** Where the value's cell is printed. */
  valueBox: PageBox;
  /** The method the row names (a method column, or a method word in brackets after the name). */
  method: string | null;
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
  /** Where the row is printed: around all the cells it was read from. */
  box: PageBox;
}

/**
 * The range printed in these cells: the pieces of each line joined ('39.2 -' '48.3'), lines of a
 * range over several lines joined with '; '.
 */
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

/** Units printed away from the value: in its name ('Haemoglobin (g/dl)') or a column header. */
interface PrintedElsewhere {
  name: string;
  /** A method printed in brackets after the name; null when none. */
  method: string | null;
  value: string | undefined;
  range: string | undefined;
}

/** A unit in brackets at the end of a name, unless the catalogue knows the name with it. */
const NAME_UNIT = /^(.*?\S)\s*[([]\s*([^()[\]]+?)\s*[)\]]$/u;

/** The name without a unit it prints in brackets, and that unit ('' when none). */
export function unitInName(name: string): { name: string; unit: string } {
  const match = NAME_UNIT.exec(name.trim());
  const [, bare = '', unit = ''] = match ?? [];
  return match !== null && looksLikeUnit(unit) && !isCatalogueName(name)
    ? { name: bare, unit }
    : { name, unit: '' };
}

/**
 * Methods labs print in brackets after a test's name ('Creatinine (enzymatic)', 'HbA1c (HPLC)',
 * 'Kreatinin (Jaffé)'): words for how a value is measured, never for what is measured, so a
 * bracket holding one is not part of the name.
 */
const METHOD_WORDS =
  /^(?:enzymatic|enzymatisch|jaff[eé]|kinetic|kinetisch|calculated|calc|berechnet|direct|direkt|immunoassay|immunturbidimetrisch|immunoturbidimetric|turbidimetric|turbidimetrisch|nephelometric|nephelometrisch|photometric|photometrisch|colou?rimetric|kolorimetrisch|hplc|eclia|clia|cmia|elisa|ria|lc[- ]?ms(?:\/ms)?|ise|ion[- ]selective|ionenselektiv|flow cytometry|durchflusszytometrie|impedance|impedanz|friedewald|martin[- ]hopkins|electrophoresis|elektrophorese|pcr)$/iu;

/** The name without a method it prints in brackets, and that method (null when none). */
export function methodInName(named: { name: string; unit: string }): {
  name: string;
  unit: string;
  method: string | null;
} {
  const match = NAME_UNIT.exec(named.name.trim());
  const [, bare = '', inside = ''] = match ?? [];
  if (match === null || !METHOD_WORDS.test(inside.trim())) return { ...named, method: null };
  return { ...named, name: isCatalogueName(named.name) ? named.name : bare, method: inside };
}

/** Reads one value with the flag, unit and range cells that follow it. */
function readSegment(
  value: SingleValue,
  valueBox: PageBox,
  cells: readonly Placed[],
  elsewhere: PrintedElsewhere,
  decimal: DecimalSeparator,
): ValueReading {
  let flag: Flag | null = value.flag;
  let flagText: string | null = value.flag;
  const units: Placed[] = [];
  const looseUnits: Placed[] = [];
  const ranges: Placed[] = [];
  const looseRanges: Placed[] = [];
  const methods: Placed[] = [];
  // In the unit column a flag-like word is the unit ('L' for litres) unless a unit stands beside it.
  const unitBeside = cells.some(
    (cell) => cell.kind === 'unit' && parseFlag(cell.text) === undefined,
  );
  for (const cell of cells) {
    const asFlag = parseFlag(cell.text);
    if (cell.kind === 'method') {
      methods.push(cell);
    } else if (asFlag !== undefined && (cell.kind !== 'unit' || unitBeside)) {
      if (flag === null) {
        flag = asFlag;
        flagText = cell.text.trim();
      }
    } else if (cell.kind === 'unit') {
      units.push(cell);
    } else if (
      cell.kind === 'range' ||
      (cell.kind !== 'other' && parseRange(cell.text, decimal) !== undefined)
    ) {
      // Pieces of a range may not parse alone ('39.2 -' '48.3'); the range column keeps them all.
      ranges.push(cell);
    } else if (cell.kind === 'other') {
      // A column the header did not name: a range there counts when the row has no range column.
      if (parseRange(cell.text, decimal) !== undefined) looseRanges.push(cell);
    } else if (looksLikeUnit(cell.text) || isUnitPlaceholder(cell.text)) {
      looseUnits.push(cell);
    }
  }
  const range = rangeOf(ranges.length > 0 ? ranges : looseRanges, decimal);
  // Where the unit is printed, in order of trust: its column, the value's cell, a unit-like cell
  // elsewhere in the row, the name, the column header, the end of the range, the range column's
  // header.
  const printed = [
    units.length > 0 ? joinText(units, 'glue') : '',
    value.kind === 'number' ? value.unit : '',
    looseUnits[0]?.text ?? '',
    elsewhere.name,
    elsewhere.value ?? '',
    range?.unit ?? '',
    range === undefined ? '' : (elsewhere.range ?? ''),
  ];
  return {
    value,
    pairPart: null,
    unit: printed.find((unit) => unit !== '') ?? '',
    range,
    flag,
    flagText,
    valueBox,
    method: methods.length > 0 ? joinText(methods, 'list') : elsewhere.method,
  };
}

/**
 * OCR's confidence below which a scanned value is not taken: wrong digits ('77' read as '74',
 * '8.8' as '88') come with low confidence, and a value left out is better than a wrong one.
 */
const MIN_VALUE_CONFIDENCE = 60;

function unsure(cell: Placed): boolean {
  return cell.confidence !== undefined && cell.confidence < MIN_VALUE_CONFIDENCE;
}

/** A drafted row read into its name(s) and values, each value with its unit, range and flag. */
export function readDraft(
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
  const [firstName] = names;
  if (firstName === undefined) return undefined;
  const named = methodInName(unitInName(joinText(names, 'list')));
  const readings: ValueReading[] = [];
  valueCells.forEach((valueCell, at) => {
    if (unsure(valueCell)) {
      readings.push({
        value: { kind: 'unreadable', text: valueCell.text },
        pairPart: null,
        unit: '',
        range: undefined,
        flag: null,
        flagText: null,
        valueBox: valueCell.box,
        method: null,
      });
      return;
    }
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
    const rangeColumn = own.find((cell) => cell.kind === 'range')?.column;
    const headerUnits = {
      name: named.unit,
      method: named.method,
      value: layout?.columns[valueCell.column]?.unit,
      range: rangeColumn === undefined ? undefined : layout?.columns[rangeColumn]?.unit,
    };
    if (value.kind !== 'pair') {
      readings.push(readSegment(value, valueCell.box, own, headerUnits, decimal));
      return;
    }
    const { first, second, ...shared } = value;
    const part = (number: number) =>
      readSegment(
        { ...shared, kind: 'number', value: number, bound: null, text: String(number) },
        valueCell.box,
        own,
        headerUnits,
        decimal,
      );
    readings.push({ ...part(first), pairPart: 'first' }, { ...part(second), pairPart: 'second' });
  });
  const labelled =
    cells.some((cell) => cell.text.trim() === ':') ||
    names.some((cell) => cell.text.trim().endsWith(':'));
  return {
    page,
    names:
      names.length > 1
        ? [names.map((cell) => cell.text).join(' '), ...names.map((cell) => cell.text)]
        : [named.name],
    context: draft.context,
    labelled,
    tabular: layout !== null,
    readings,
    box: unionOf(cells.map((cell) => cell.box)) ?? firstName.box,
  };
}

/** An unreadable value is short and has digits ('l3.5', '1O.2'); longer text is a comment. */
const MAX_UNREADABLE_LENGTH = 15;

/**
 * Rows whose result cell holds text that is no value ('l3.5' misread by OCR): kept
 * so that a known marker's unreadable value can be reported instead of vanishing. Lines close
 * to a row with a value belong to that row and are not counted.
 */
export function unreadableRows(
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
            pairPart: null,
            unit: '',
            range: undefined,
            flag: null,
            flagText: null,
            valueBox: result.box,
            method: null,
          },
        ],
        box: unionOf(line.cells.map((cell) => cell.box)) ?? result.box,
      },
    ];
  });
}
