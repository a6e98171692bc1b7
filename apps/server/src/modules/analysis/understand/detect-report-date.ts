import type { PdfText, TextItem, TextLine } from '../pdf-text';
import type { DateOrder } from './parse-date';
import { detectDateOrder, parseDate } from './parse-date';
import { splitCells } from './split-cells';

/** What a labelled date says, in the order it is preferred as the report's date. */
type DateKind = 'report' | 'collection' | 'received' | 'dated';

const LABELS: readonly (readonly [DateKind, RegExp])[] = [
  [
    'report',
    /\b(?:reported|resulted|report(?:ing)? (?:date|time|released|generated)|date of report|validated|approved|authori[sz]ed|verified|befunddatum|befund vom|befundet am|befundausgang|berichtsdatum|ausgangsdatum|ausgang|freigabe|freigegeben|validiert)\b/iu,
  ],
  [
    'collection',
    /\b(?:collected|collection|sample date|specimen date|date of collection|drawn|abnahme|abnahmedatum|entnahme|entnahmedatum|probenentnahme|blutentnahme|entnommen|probennahme)\b/iu,
  ],
  [
    'received',
    /\b(?:received|registered|registration|reg\.? date|booking date|billing date|eingang|eingangsdatum|eingegangen|auftragsdatum|zuweisung vom|auftrag vom)\b/iu,
  ],
  // A bare 'Date:' or 'Datum:', or a letter's 'your blood test from …', never a birth date ('Birth date', 'Geb.-Datum'; 'Geburtsdatum' has
  // no word start at 'datum').
  [
    'dated',
    /(?<!(?:birth|geb)[\s.-]*)\b(?:test date|date of test|untersuchungsdatum|date|datum|(?:test|sample|probe|untersuchung)\s+(?:from|on|vom))\b(?!\s*(?:of\s+)?birth)/iu,
  ],
];

const PREFERENCE: readonly DateKind[] = ['report', 'collection', 'received', 'dated'];

/** A date further than this share of the label's height above or below is on another row. */
const SAME_ROW = 0.6;
/** A date printed under its label is at most this many label heights lower. */
const NEXT_ROW = 1.8;

function labelKind(text: string): { kind: DateKind; end: number } | undefined {
  for (const [kind, pattern] of LABELS) {
    const match = pattern.exec(text);
    if (match !== null) return { kind, end: match.index + match[0].length };
  }
  return undefined;
}

interface Placed {
  item: TextItem;
}

/**
 * A line's runs of text as cells: OCR gives one item per word, so a label ('Report date:') and
 * its date are read from the words joined, as a text layer prints them.
 */
function cellsOf(line: TextLine): Placed[] {
  return splitCells(line).map((cell) => ({
    item: { text: cell.text, x: cell.x, y: cell.y, width: cell.x2 - cell.x, height: cell.height },
  }));
}

/** The date next to a label: after it in the same item, to its right on its row, or just below. */
function dateNear(
  label: Placed,
  end: number,
  all: readonly Placed[],
  order: DateOrder,
): string | undefined {
  const own = parseDate(label.item.text.slice(end), order);
  if (own !== undefined) return own;
  const { item } = label;
  const height = Math.max(item.height, 1);
  const right = all
    .filter(
      (other) =>
        other.item !== item &&
        other.item.x >= item.x + item.width - 1 &&
        Math.abs(other.item.y - item.y) <= SAME_ROW * height,
    )
    .sort((first, second) => first.item.x - second.item.x);
  for (const other of right) {
    // The next label on the row owns what follows it.
    if (labelKind(other.item.text) !== undefined) break;
    const date = parseDate(other.item.text, order);
    if (date !== undefined) return date;
  }
  const below = all
    .filter(
      (other) =>
        other.item.y > item.y + SAME_ROW * height &&
        other.item.y <= item.y + NEXT_ROW * height &&
        other.item.x + other.item.width >= item.x &&
        other.item.x <= item.x + item.width,
    )
    .sort((first, second) => first.item.y - second.item.y);
  for (const other of below) {
    const date = parseDate(other.item.text, order);
    if (date !== undefined) return date;
  }
  return undefined;
}

/**
 * The report's date as YYYY-MM-DD: the date printed by a report label ('Reported on', 'Report
 * Date', 'Befunddatum'), else by a collection label ('Collected', 'Abnahme'), else by a
 * receipt or registration label; null when none carries a readable date. Day/month order is
 * decided once for the whole document.
 */
export function detectReportDate(text: PdfText): string | null {
  const order = detectDateOrder(
    text.pages.flatMap((page) => page.lines.flatMap((line) => line.items.map((item) => item.text))),
  );
  const found = new Map<DateKind, string>();
  for (const page of text.pages) {
    const placed = page.lines.flatMap(cellsOf);
    for (const label of placed) {
      const kind = labelKind(label.item.text);
      if (kind === undefined || found.has(kind.kind)) continue;
      const date = dateNear(label, kind.end, placed, order);
      if (date !== undefined) found.set(kind.kind, date);
    }
    if (found.has('report')) break;
  }
  for (const kind of PREFERENCE) {
    const date = found.get(kind);
    if (date !== undefined) return date;
  }
  return null;
}
