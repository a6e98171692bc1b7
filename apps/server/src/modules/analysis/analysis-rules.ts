import { DEFAULT_ANALYSIS_CLAIM_SECONDS } from '../../config/defaults';

/** The bounds of one document's analysis (ARCHITECTURE.md §6). */
export const ANALYSIS_LIMITS = {
  /** Lab reports run to a few pages; a PDF of hundreds is not one, and is read no further. */
  maxPages: 30,
  /**
   * Pages read by OCR (each takes seconds); further pages without a text layer are not read, so a
   * PDF of thousands of blank pages cannot hold the worker for the whole time limit.
   */
  maxOcrPages: 10,
  /**
   * What one compressed stream may unpack to: a 600 dpi A4 colour scan is ~100 MB; a decompression
   * bomb (a few MB unpacking to gigabytes) is stopped here before the PDF reader inflates it.
   */
  maxUnpackedStreamBytes: 128 * 1024 * 1024,
  /** What all of a document's compressed streams together may unpack to. */
  maxUnpackedBytes: 512 * 1024 * 1024,
  /**
   * What one page's drawing instructions (its content streams together, and each form XObject)
   * may unpack to. The largest page of the 22 shared real reports and the generated ones holds
   * between 128 and 256 kB; 8 MB leaves room (over 30×) for a scanner's inline page image.
   * pdf.js tokenises these byte by byte in one go, outside any time check (four streams of 120 MB
   * of spaces in a 490 KB file held the analysis thread for 80–112 s), so this is checked before.
   */
  maxPageContentBytes: 8 * 1024 * 1024,
  /**
   * Bounds on reading the text layers, from the same reports: at most 394 text items on a page,
   * 2,249 in a document (10 pages), 843 ms for a page on a busy test machine; each is about ten
   * times that. They cut off what slips past the byte bounds: many small items, or instructions
   * that are slow to carry out (a form drawn over and over).
   */
  readWork: {
    maxItemsPerPage: 5_000,
    maxItemsPerDocument: 25_000,
    maxPageMs: 10_000,
    maxDocumentMs: 30_000,
  },
  /** One document's analysis, OCR included, must end within this. */
  timeoutMs: 120_000,
  /** Tries before a document is given up on. */
  maxAttempts: 3,
  /**
   * One person's documents in analysis at once, over all workers: the others are free for other
   * people, so a queue of one person's slow documents delays nobody else's by more than one.
   */
  maxInFlightPerPerson: 1,
  /**
   * A worker's claim lasts this long unless ANALYSIS_CLAIM_SECONDS says otherwise; a crashed
   * worker's document is taken again after it.
   */
  claimMs: DEFAULT_ANALYSIS_CLAIM_SECONDS * 1000,
  /** Waiting before the next try: this, doubled for each try so far. */
  backoffMs: 5_000,
  /** How often an idle worker looks for work (an upload also wakes it at once). */
  pollMs: 2_000,
} as const;
