import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {
  PDFDocumentLoadingTask,
  PDFDocumentProxy,
  PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfPage, PdfText, TextItem } from '../pdf-text';
import type { OcrEngine } from './create-ocr-engine';
import { groupIntoLines } from './group-into-lines';
import { renderPageToPng } from './render-page';

export interface ReadPdfTextOptions {
  /** Pages after this many are not read; the result says `truncated`. */
  maxPages: number;
  /** Reads pages without a usable text layer; without it such pages come back (nearly) empty. */
  ocr: OcrEngine | undefined;
  /**
   * Pages read by OCR at most (all of them when unset); further pages without a text layer come
   * back empty and the result says `truncated`.
   */
  maxOcrPages?: number;
  signal?: AbortSignal;
  /** Bounds on the work of reading text layers; none when unset (as for a person's own tools). */
  work?: ReadWorkLimits;
}

/** How much work reading a document's text layers may take before it is given up. */
export interface ReadWorkLimits {
  /** Text items pdf.js may find on one page. */
  maxItemsPerPage: number;
  /** Text items pdf.js may find in the whole document. */
  maxItemsPerDocument: number;
  /** Reading one page's text layer (not its OCR) may take this long. */
  maxPageMs: number;
  /** Reading all text layers of the document (OCR not counted) may take this long. */
  maxDocumentMs: number;
}

/** Which bound of `ReadWorkLimits` a document went over. */
export type ReadWorkLimit = 'text_items' | 'page_time';

/** A document whose text layers need more work than `ReadWorkLimits` allow. */
export class ReadWorkExceeded extends Error {
  override name = 'ReadWorkExceeded';

  constructor(readonly limit: ReadWorkLimit) {
    super(`reading the text layer went over the limit of ${limit}`);
  }
}

const UNBOUNDED: ReadWorkLimits = {
  maxItemsPerPage: Number.POSITIVE_INFINITY,
  maxItemsPerDocument: Number.POSITIVE_INFINITY,
  maxPageMs: Number.POSITIVE_INFINITY,
  maxDocumentMs: Number.POSITIVE_INFINITY,
};

/** A page with fewer visible characters than this is a scan (perhaps with a stray page number). */
const MIN_TEXT_LAYER_CHARACTERS = 10;
/**
 * Shear of a text item's matrix (|b| or |c| relative to the font size) above which it is not
 * horizontal. Diagonal watermarks sit at 15-60°; 0.02 (about 1°) still accepts real text whose
 * matrix carries rounding noise.
 */
const ROTATION_TOLERANCE = 0.02;
/**
 * A horizontal watermark is set in a font several times the size of the text it lies over: an item
 * at least this many times taller than the page's typical text, and than text its box overlaps, is
 * taken for one.
 */
const OVERLAY_HEIGHT_RATIO = 2;
/**
 * A cell of an item: words joined by single spaces. Some generators put a whole table row into one
 * item, with runs of spaces (or a tab) between the cells.
 */
const CELL = /\S+(?:[^\S\t]\S+)*/gu;

type PdfjsContentItem = Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number];
type Matrix = readonly [number, number, number, number, number, number];

const require = createRequire(import.meta.url);
const pdfjsFolder = path.dirname(require.resolve('pdfjs-dist/package.json'));

/**
 * pdfjs's own data files, as folders it reads with fs (it insists on a trailing slash): character
 * maps for CJK and other predefined encodings, the 14 standard fonts, and the WebAssembly decoders
 * for JPEG 2000 and JBIG2 scans. Reading them from node_modules keeps pdfjs off the network.
 */
function pdfjsDataFolder(folder: string): string {
  return `${path.join(pdfjsFolder, folder)}/`;
}

/**
 * pdfjs (with its canvas) is loaded on first use: a process that never reads a document, such as
 * the API process whose documents are read in the analysis thread, never holds its ~35 MB.
 */
let pdfjs: Promise<typeof Pdfjs> | undefined;

async function openDocument(bytes: Uint8Array): Promise<PDFDocumentLoadingTask> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  return getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    enableXfa: false,
    cMapUrl: pdfjsDataFolder('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: pdfjsDataFolder('standard_fonts'),
    wasmUrl: pdfjsDataFolder('wasm'),
  });
}

function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

function toMatrix(values: readonly unknown[]): Matrix | undefined {
  const numbers = values.filter((value): value is number => typeof value === 'number');
  if (numbers.length !== 6 || !numbers.every(Number.isFinite)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = numbers;
  return [a, b, c, d, e, f];
}

/**
 * Splits an item at runs of two or more spaces (and tabs) into cells, placing each cell in
 * proportion to its position in the text: pdfjs gives one width for the whole run, and without a
 * font at hand characters-times-average-width is the best estimate.
 */
export function splitAtGaps(item: TextItem): TextItem[] {
  const characterWidth = item.text.length > 0 ? item.width / item.text.length : 0;
  return Array.from(item.text.matchAll(CELL), (match) => ({
    ...item,
    text: match[0],
    x: item.x + match.index * characterWidth,
    width: match[0].length * characterWidth,
  }));
}

/**
 * One pdfjs text item in page coordinates (points, origin top left, `y` the baseline), or nothing
 * for empty items and for text that does not run left to right horizontally, such as a diagonal
 * watermark, whose letters would otherwise be scattered through the rows it crosses.
 */
function toTextItems(item: PdfjsContentItem, viewport: Matrix): TextItem[] {
  if (!('str' in item) || item.str.trim().length === 0) return [];
  const own = toMatrix(item.transform);
  if (own === undefined) return [];
  const [a, b, c, d, x, y] = multiply(viewport, own);
  const size = Math.hypot(c, d);
  if (a <= 0 || d >= 0 || size === 0) return [];
  if (Math.abs(b) > ROTATION_TOLERANCE * size || Math.abs(c) > ROTATION_TOLERANCE * size) return [];
  // The viewport flips y, so `d` is negative for upright text and |d| is the font height.
  const height = item.height > 0 ? item.height : size;
  return splitAtGaps({ text: item.str, x, y, width: Math.max(0, item.width), height });
}

function overlaps(first: TextItem, second: TextItem): boolean {
  const horizontal =
    Math.min(first.x + first.width, second.x + second.width) - Math.max(first.x, second.x);
  // Boxes reach from a font height above the baseline down to the baseline.
  const vertical =
    Math.min(first.y, second.y) - Math.max(first.y - first.height, second.y - second.height);
  return horizontal > 0 && vertical > 0;
}

/**
 * Drops text printed over other, much smaller text: a light horizontal watermark ("Smart Pathology
 * Laboratory" across a results table) would otherwise join a results row and sit between a test's
 * name and its value. Real text never overlaps other text, so nothing else is lost.
 */
export function dropOverlays(items: readonly TextItem[]): TextItem[] {
  const heights = items.map((item) => item.height).sort((first, second) => first - second);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0;
  // Only the few items far above the typical size are compared with the rest: headings and
  // watermarks. That keeps a page of many thousand items from costing n² comparisons.
  const overlays = new Set(
    items.filter(
      (item) =>
        item.height >= OVERLAY_HEIGHT_RATIO * typical &&
        items.some(
          (other) => item.height >= OVERLAY_HEIGHT_RATIO * other.height && overlaps(item, other),
        ),
    ),
  );
  return overlays.size === 0 ? [...items] : items.filter((item) => !overlays.has(item));
}

function countCharacters(items: readonly TextItem[]): number {
  return items.reduce((total, item) => total + item.text.replace(/\s/gu, '').length, 0);
}

/** What reading the text layers has cost so far, against the limits. */
class WorkTally {
  private items = 0;
  private spentMs = 0;

  constructor(readonly limits: ReadWorkLimits) {}

  /** When the page begun now must be read by: its own time, or what is left of the document's. */
  pageDeadline(): number {
    const left = Math.min(this.limits.maxPageMs, this.limits.maxDocumentMs - this.spentMs);
    return performance.now() + left;
  }

  /** Time spent on a text layer; OCR, bounded on its own, is not counted. */
  spend(ms: number): void {
    this.spentMs += ms;
  }

  /** Counts a chunk of a page's items; throws past a limit. */
  add(pageItems: number, chunkItems: number, deadline: number): void {
    this.items += chunkItems;
    if (pageItems > this.limits.maxItemsPerPage || this.items > this.limits.maxItemsPerDocument)
      throw new ReadWorkExceeded('text_items');
    if (performance.now() > deadline) throw new ReadWorkExceeded('page_time');
  }
}

/**
 * A page's text items, read chunk by chunk as pdf.js's parser hands them over, so that a page of
 * far too many items, or one that takes far too long, is given up while pdf.js is still at it
 * (cancelling the stream ends pdf.js's parse of the page).
 */
async function readTextContent(page: PDFPageProxy, tally: WorkTally): Promise<PdfjsContentItem[]> {
  const started = performance.now();
  const deadline = tally.pageDeadline();
  // pdf.js types the stream's chunks as `any`; each is a TextContent, as getTextContent collects.
  const stream = page.streamTextContent() as ReadableStream<{ items: PdfjsContentItem[] }>;
  const reader = stream.getReader();
  const items: PdfjsContentItem[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return items;
      const chunk = value.items;
      items.push(...chunk);
      tally.add(items.length, chunk.length, deadline);
    }
  } catch (error) {
    await reader.cancel(error).catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
    tally.spend(performance.now() - started);
  }
}

async function readPage(
  document: PDFDocumentProxy,
  number: number,
  ocr: OcrEngine | undefined,
  tally: WorkTally,
): Promise<PdfPage> {
  const page = await document.getPage(number);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const transform = toMatrix(viewport.transform) ?? [1, 0, 0, -1, 0, viewport.height];
    const content = await readTextContent(page, tally);
    const items = content.flatMap((item) => toTextItems(item, transform));
    const size = { number, width: viewport.width, height: viewport.height };
    if (ocr !== undefined && countCharacters(items) < MIN_TEXT_LAYER_CHARACTERS) {
      const png = await renderPageToPng(document, page);
      return { ...size, lines: await ocr.recognise(png, size.width, size.height), ocr: true };
    }
    return { ...size, lines: groupIntoLines(dropOverlays(items)), ocr: false };
  } finally {
    page.cleanup();
  }
}

/**
 * Reads the text of a PDF with positions, page by page: from the text layer where there is one,
 * by OCR where a page is an image. Encrypted PDFs that open without a password are read; corrupt
 * ones reject. pdfjs is kept away from the network, system fonts and `eval`.
 */
export async function readPdfText(
  bytes: Uint8Array,
  options: ReadPdfTextOptions,
): Promise<PdfText> {
  const { maxPages, maxOcrPages = Number.POSITIVE_INFINITY, ocr, signal } = options;
  const tally = new WorkTally(options.work ?? UNBOUNDED);
  signal?.throwIfAborted();
  const loadingTask = await openDocument(bytes);
  // Destroying the task makes pdfjs's pending work reject, so an abort does not wait for a slow
  // parse to finish.
  const onAbort = () => void loadingTask.destroy();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const document = await loadingTask.promise;
    const pageCount = Math.min(document.numPages, Math.max(0, maxPages));
    const pages: PdfPage[] = [];
    let ocrPages = 0;
    let ocrSkipped = false;
    for (let number = 1; number <= pageCount; number += 1) {
      signal?.throwIfAborted();
      const ocrLeft = ocrPages < maxOcrPages;
      const page = await readPage(document, number, ocrLeft ? ocr : undefined, tally);
      if (page.ocr) ocrPages += 1;
      // A page that would have needed OCR once none was left: it was not read.
      if (!ocrLeft && ocr !== undefined && page.lines.length === 0) ocrSkipped = true;
      pages.push(page);
    }
    return { pages, truncated: document.numPages > pageCount || ocrSkipped };
  } catch (error) {
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Destroys the document too (doc.destroy() is this very call) and, unlike doc.destroy(), also
    // works when opening failed half-way; without it pdfjs keeps its worker and caches alive.
    await loadingTask.destroy();
  }
}
