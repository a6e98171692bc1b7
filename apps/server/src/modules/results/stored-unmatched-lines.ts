import crypto from 'node:crypto';
import { Provenance } from '@labtrail/contract/review';
import type { PrintedRow, ReviewUnmatchedLine } from '@labtrail/contract/review';
import Type from 'typebox';
import type { UnmatchedLine } from '../biomarkers/printed/unmatched-line';
import { compileOnFirstUse } from '../../compile-on-first-use';

/**
 * An unmatched line as `documents.unmatched` keeps it. Lines written before migration 0016 lack
 * `source`; the migration gave them their `line_id`.
 */
const StoredLine = Type.Object({
  line_id: Type.String(),
  name: Type.String(),
  value: Type.String(),
  unit: Type.String(),
  ref_range: Type.Union([Type.String(), Type.Null()]),
  page: Type.Integer(),
  reason: Type.String(),
  source: Type.Optional(Provenance),
});
export type StoredLine = Type.Static<typeof StoredLine>;
const storedLine = compileOnFirstUse(StoredLine);

/** A document's stored unmatched lines as they are kept; lines of another shape are left out. */
export function readStoredLines(json: string | null): StoredLine[] {
  if (json === null) return [];
  const lines: unknown = JSON.parse(json);
  if (!Array.isArray(lines)) return [];
  return lines.filter((line): line is StoredLine => storedLine().Check(line));
}

/** The JSON for `documents.unmatched`: each line with an id a later correction can name. */
export function storeUnmatchedLines(lines: readonly UnmatchedLine[]): string {
  const stored: StoredLine[] = lines.map((line) => ({ ...line, line_id: crypto.randomUUID() }));
  return JSON.stringify(stored);
}

/** What an old line printed, from its own fields: a line stored before its source was kept. */
export function printedOf(
  line: Pick<StoredLine, 'name' | 'value' | 'unit' | 'ref_range'>,
): PrintedRow {
  return {
    name: line.name,
    value: line.value,
    unit: line.unit,
    range: line.ref_range,
    flag: null,
  };
}

/**
 * A document's stored unmatched lines as the review shows them; lines of another shape are left
 * out. A line stored before its source was kept has its page (for a PDF) but no box.
 */
export function readUnmatchedLines(json: string | null, hasPages: boolean): ReviewUnmatchedLine[] {
  return readStoredLines(json).map((line) => ({
    line_id: line.line_id,
    printed: line.source?.printed ?? printedOf(line),
    reason: line.reason,
    page: line.source === undefined ? (hasPages ? line.page : null) : line.source.page,
    row_box: line.source?.row_box ?? null,
  }));
}
