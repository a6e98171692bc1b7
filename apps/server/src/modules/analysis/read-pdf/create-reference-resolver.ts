import type { PdfLocation } from './find-pdf-streams';
import { PdfRef, readPdfObject } from './read-pdf-object';
import type { PdfValue } from './read-pdf-object';

export const UNRESOLVED = Symbol('unresolved');

/** A value with references followed; UNRESOLVED where what one stands for is not certain. */
export type Resolve = (value: PdfValue) => PdfValue | typeof UNRESOLVED;

/**
 * Follows references as pdf.js would, where that is certain: the object is defined exactly once,
 * in the file or in an object stream (pdf.js follows the cross-reference table, which a file can
 * point at any of several definitions). Reading objects costs at most `maxRead` characters.
 */
export function createReferenceResolver(
  definitions: ReadonlyMap<number, readonly PdfLocation[]>,
  maxRead: number,
): Resolve {
  let budget = maxRead;
  const resolved = new Map<number, PdfValue | typeof UNRESOLVED>();
  return (value) => {
    if (!(value instanceof PdfRef)) return value;
    const known = resolved.get(value.number);
    if (known !== undefined) return known;
    const locations = definitions.get(value.number) ?? [];
    const [location] = locations;
    let found: PdfValue | typeof UNRESOLVED = UNRESOLVED;
    if (locations.length === 1 && location !== undefined && budget > 0) {
      const read = readPdfObject(location.text, location.at);
      budget -= (read?.end ?? location.text.length) - location.at;
      if (read !== undefined && budget >= 0) found = read.value;
    }
    resolved.set(value.number, found);
    return found;
  };
}
