import type { PageBox } from './page-box';
import { unionOf } from './page-box';
import type { PageLine } from './page-regions';
import type { Cell } from './split-cells';

/** The fields of a result printed as a block of labelled lines under its name. */
type Field = 'result' | 'unit' | 'range' | 'flag';

/**
 * Labels portals and practice letters print before a result's parts ('Result: 13.5', 'Units:
 * g/dL', 'Reference range: 13.0 - 17.0'), in English and German.
 */
const FIELD_LABELS: readonly (readonly [Field, RegExp])[] = [
  [
    'result',
    /^(?:(?:your\s+)?(?:result|value)|measured(?:\s+value)?|ergebnis|(?:ihr\s+)?wert|messwert|befund)\s*:\s*(.+)$/iu,
  ],
  ['unit', /^(?:units?|einheit)\s*:\s*(.+)$/iu],
  [
    'range',
    /^(?:(?:reference|normal|standard|target)(?:\s+(?:range|interval|values?))?|ref\.?(?:\s*range)?|referenz(?:bereich|werte?|intervall)?|normbereich|normwerte?|zielbereich)\s*:\s*(.+)$/iu,
  ],
  ['flag', /^(?:flag|status|interpretation|bewertung|beurteilung)\s*:\s*(.+)$/iu],
];
/** A field line is at most this many text heights below the line before it. */
const NEXT_LINE = 1.8;
/** Where the folded row puts each part, left to right, so that the row reader sees its order. */
const FIELD_X: Readonly<Record<Field, number>> = { result: 200, unit: 260, range: 320, flag: 380 };

function lineText(line: PageLine): string {
  return line.cells
    .map((cell) => cell.text)
    .join(' ')
    .trim();
}

function lineBox(line: PageLine): PageBox | undefined {
  return unionOf(line.cells.map((cell) => cell.box));
}

function fieldOf(line: PageLine): { field: Field; text: string } | undefined {
  const text = lineText(line);
  for (const [field, pattern] of FIELD_LABELS) {
    const match = pattern.exec(text);
    if (match !== null) return { field, text: (match[1] ?? '').trim() };
  }
  return undefined;
}

function close(above: PageLine, below: PageLine): boolean {
  return below.y - above.y <= NEXT_LINE * Math.max(above.height, below.height);
}

/**
 * Results printed as blocks of lines — the name, then 'Result: 0.837', 'Unit: µkat/L',
 * 'Reference: < 0.883' — folded into one row each: the name's line with the fields' texts as
 * cells after it. Lines that are not such a block stay as they are.
 */
export function foldFieldBlocks(lines: readonly PageLine[]): PageLine[] {
  const folded: PageLine[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const name = lines[at];
    if (name === undefined) continue;
    const fields = new Map<Field, { text: string; box: PageBox | undefined }>();
    let next = at + 1;
    let previous = name;
    for (; next < lines.length; next += 1) {
      const line = lines[next];
      const field = line === undefined ? undefined : fieldOf(line);
      if (line === undefined || field === undefined || !close(previous, line)) break;
      if (fields.has(field.field)) break;
      fields.set(field.field, { text: field.text, box: lineBox(line) });
      previous = line;
    }
    const [first] = name.cells;
    if (first === undefined || !fields.has('result') || fieldOf(name) !== undefined) {
      folded.push(name);
      continue;
    }
    const x = first.x;
    // The folded cells sit where the row reader expects them; their boxes stay on the lines
    // that print them.
    const cell = (text: string, offset: number, box: PageBox | undefined): Cell => ({
      ...first,
      text,
      x: x + offset,
      x2: x + offset + 50,
      box: box ?? first.box,
    });
    folded.push({
      ...name,
      cells: [
        { ...first, text: lineText(name), x2: x + 150, box: lineBox(name) ?? first.box },
        ...[...fields].map(([field, { text, box }]) => cell(text, FIELD_X[field], box)),
      ],
    });
    at = next - 1;
  }
  return folded;
}
