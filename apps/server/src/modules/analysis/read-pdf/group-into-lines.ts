import type { TextItem, TextLine } from '../pdf-text';

/**
 * Two items share a line when their baselines differ by at most this share of the smaller font
 * height: cells of one row in different fonts or sizes drift by a point or two, while the next row
 * is at least a line height (≥ 1.1 × font size) away. Using the smaller height keeps a large
 * watermark or heading from swallowing the small-print rows around it.
 */
const LINE_TOLERANCE = 0.5;
/** Lower bound for that tolerance, so that tiny or zero-height items still join their row. */
const MIN_LINE_TOLERANCE = 1;

interface LineInProgress {
  y: number;
  weight: number;
  minHeight: number;
  items: TextItem[];
}

function fitsLine(line: LineInProgress, item: TextItem): boolean {
  const tolerance = Math.max(
    MIN_LINE_TOLERANCE,
    LINE_TOLERANCE * Math.min(line.minHeight, item.height),
  );
  return Math.abs(item.y - line.y) <= tolerance;
}

function addToLine(line: LineInProgress, item: TextItem): void {
  // The line's baseline is the items' mean weighted by text length, so a one-character item
  // (a flag, a superscript) hardly moves it.
  const weight = item.text.length;
  line.y = (line.y * line.weight + item.y * weight) / (line.weight + weight);
  line.weight += weight;
  line.minHeight = Math.min(line.minHeight, item.height);
  line.items.push(item);
}

/**
 * Groups items into lines by baseline: walking the items from the top, each joins the line above
 * it when its baseline is within the tolerance, otherwise it starts a new line. Items within a line
 * are ordered left to right; nothing is merged.
 */
export function groupIntoLines(items: readonly TextItem[]): TextLine[] {
  const byBaseline = [...items].sort((first, second) => first.y - second.y || first.x - second.x);
  const lines: LineInProgress[] = [];
  for (const item of byBaseline) {
    const current = lines.at(-1);
    if (current !== undefined && fitsLine(current, item)) {
      addToLine(current, item);
    } else {
      lines.push({ y: item.y, weight: item.text.length, minHeight: item.height, items: [item] });
    }
  }
  return lines.map((line) => ({
    y: line.y,
    items: line.items.sort((first, second) => first.x - second.x),
  }));
}
