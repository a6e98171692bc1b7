import type { Resolve } from './create-reference-resolver';
import type { PdfLocation } from './find-pdf-streams';
import { PdfName, PdfRef, readPdfObject } from './read-pdf-object';
import type { PdfDictionary, PdfValue } from './read-pdf-object';

export interface PageContents {
  /** For each dictionary with /Contents (a page): the numbers of the streams pdf.js reads as it. */
  pages: number[][];
  /** Streams that are drawn as a page's content wherever they are used (form XObjects). */
  drawnStreams: Set<number>;
}

/**
 * Every definition of an object, read from each place it is defined: pdf.js follows the
 * cross-reference table to any one of them, so what any of them says may be what it reads.
 */
function readDefinitions(locations: readonly PdfLocation[], budget: { left: number }): PdfValue[] {
  const values: PdfValue[] = [];
  for (const location of locations) {
    if (budget.left < 0) break;
    const read = readPdfObject(location.text, location.at);
    budget.left -= (read?.end ?? location.text.length) - location.at;
    if (read !== undefined) values.push(read.value);
  }
  return values;
}

function isForm(dictionary: PdfDictionary, resolve: Resolve): boolean {
  const subtype = resolve(dictionary.get('Subtype') ?? null);
  return subtype instanceof PdfName && subtype.name === 'Form';
}

/**
 * Which streams pdf.js will tokenise as drawing instructions, found from the objects themselves
 * rather than the page tree, so that a page hidden from a reading of the tree is counted too:
 * every dictionary's /Contents (a reference to a stream, or to an array of them, or an array
 * itself), and every stream marked as a form XObject. Reading costs at most `maxRead` characters;
 * undefined when that was not enough (no real file needs it).
 */
export function findPageContents(
  definitions: ReadonlyMap<number, readonly PdfLocation[]>,
  resolve: Resolve,
  maxRead: number,
): PageContents | undefined {
  const budget = { left: maxRead };
  const pages: number[][] = [];
  const drawnStreams = new Set<number>();
  const referencesIn = (value: PdfValue, depth: number): number[] => {
    if (value instanceof PdfRef) {
      if (depth > 0) return [value.number];
      // `/Contents 9 0 R` names a stream, or an array of streams.
      const arrays = readDefinitions(definitions.get(value.number) ?? [], budget).filter(
        Array.isArray,
      );
      return [value.number, ...arrays.flatMap((array) => referencesIn(array, depth + 1))];
    }
    if (Array.isArray(value)) return value.flatMap((entry) => referencesIn(entry, depth + 1));
    return [];
  };
  for (const [number, locations] of definitions) {
    for (const value of readDefinitions(locations, budget)) {
      if (!(value instanceof Map)) continue;
      if (isForm(value, resolve)) drawnStreams.add(number);
      const contents = value.get('Contents');
      if (contents !== undefined) pages.push(referencesIn(contents, 0));
    }
  }
  // Reading stopped before the end: what was not read could be anything.
  return budget.left < 0 ? undefined : { pages, drawnStreams };
}
