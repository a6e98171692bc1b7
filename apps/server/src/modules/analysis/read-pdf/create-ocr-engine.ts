import { access, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { TextItem, TextLine } from '../pdf-text';
import { groupIntoLines } from './group-into-lines';

/** Reads the text of a rendered page. */
export interface OcrEngine {
  /**
   * Recognises the words of a page image and returns them in lines, in PDF points (origin top
   * left) of a page of the given size, like the text layer. Calls are served one at a time.
   */
  recognise(png: Buffer, pageWidthPoints: number, pageHeightPoints: number): Promise<TextLine[]>;
  /** Stops the OCR worker; a later `recognise` starts a new one. */
  close(): Promise<void>;
}

/** Lab reports here are English or German. */
const LANGUAGES = ['eng', 'deu'] as const;
/** The folder inside each @tesseract.js-data package with the LSTM-only ("best_int") model. */
const MODEL_FOLDER = '4.0.0_best_int';
/**
 * Table rules and specks come out as low-confidence marks without a letter or digit ('|', '\\',
 * '#'); they are dropped. Confidence alone cannot be the test: on a real scan a unit such as
 * 'miU/mL' scored 12 and a reference range 21, and a missing value is worse than a stray word.
 */
const MIN_MARK_CONFIDENCE = 20;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const require = createRequire(import.meta.url);

function languageFile(language: string): string {
  const folder = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  // The packages ship gzipped data; tesseract.js gunzips it itself (`gzip: true` below).
  return path.join(folder, MODEL_FOLDER, `${language}.traineddata.gz`);
}

/**
 * tesseract.js reads every language from one `langPath` folder as `<langPath>/<code>.traineddata.gz`,
 * but each language ships in its own package. Its other way in, language objects carrying the data,
 * is broken in 7.0.0 (initialisation joins the objects' `data` instead of their `code`), and
 * node_modules must not be written to. So the two files are symlinked into a fresh folder under the
 * system temp folder, which is removed again as soon as the worker has read them (`cacheMethod:
 * 'none'`: nothing is cached or written anywhere else).
 */
async function linkLanguageFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'labtrail-tessdata-'));
  try {
    for (const language of LANGUAGES) {
      const file = languageFile(language);
      await access(file);
      await symlink(file, path.join(folder, path.basename(file)));
    }
    return folder;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts a worker with English and German loaded. tesseract.js reports a failure to load the
 * languages only to `errorHandler` (and would throw it from a message handler, crashing the process,
 * without one), never rejecting createWorker; so the error handler fails the start instead.
 */
async function startWorker(): Promise<Worker> {
  // Loaded here rather than at the top, so that a process that never reads a scan never holds it.
  const { OEM, createWorker } = await import('tesseract.js');
  const langPath = await linkLanguageFolder();
  let starting = true;
  let failStart: (reason: Error) => void = () => undefined;
  const startFailed = new Promise<never>((_resolve, reject) => {
    failStart = reject;
  });
  try {
    const worker = await Promise.race([
      createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
        langPath,
        cacheMethod: 'none',
        gzip: true,
        logger: () => undefined,
        // After the start, failures of a job also reject that job's promise; nothing to add.
        errorHandler: (error: unknown) => {
          if (starting) failStart(new Error(`OCR failed to start: ${String(error)}`));
        },
      }),
      startFailed,
    ]);
    return worker;
  } finally {
    starting = false;
    await rm(langPath, { recursive: true, force: true });
  }
}

/** A PNG's size in pixels, from its header (IHDR is always the first chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (png.length < 24 || png.subarray(0, 8).toString('hex') !== signature) {
    throw new Error('OCR expects a PNG image');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The baseline's height at `x`, the line's baseline being a straight (maybe skewed) segment. */
function baselineAt(baseline: Box, x: number, fallback: number): number {
  if (baseline.x1 === baseline.x0) return fallback;
  const share = (x - baseline.x0) / (baseline.x1 - baseline.x0);
  return baseline.y0 + (baseline.y1 - baseline.y0) * share;
}

/**
 * Lone punctuation: on a scan, specks and rules are read as ':', ';', '.', quotes; a label's own
 * colon stays on its word ('Date:'), and signs that carry meaning ('<', '+', '-', '*') are kept.
 */
const STRAY_PUNCTUATION = /^[:;.,'"“”‘’„`_~|\\/]+$/u;

function isNoise(word: { text: string; confidence: number }): boolean {
  const text = word.text.trim();
  return (
    STRAY_PUNCTUATION.test(text) ||
    (word.confidence < MIN_MARK_CONFIDENCE && !LETTER_OR_DIGIT.test(text))
  );
}

interface OcrLine {
  baseline: Box;
  rowAttributes: { rowHeight: number };
  words: readonly { text: string; confidence: number; bbox: Box }[];
}

/** Words this far apart (pixels) on one row tell the page's skew; nearer ones say too little. */
const MIN_SKEW_SPAN = 150;
/** Two words are on one row when their baselines differ by less than this share of the height. */
const SAME_ROW = 0.8;

interface PlacedWord {
  x: number;
  baseline: number;
  height: number;
}

/**
 * The page's skew as the slope of its rows: for each word, the nearest word far enough to its
 * right on the same row gives one slope, and the median of them is the page's. A scan is rarely
 * straight, and a row's cells drift apart in height by a slope of 0.03 (under 2°) across the
 * page — more than a line's height, so they would land on different lines.
 */
function pageSkew(words: readonly PlacedWord[]): number {
  const slopes: number[] = [];
  for (const word of words) {
    let nearest: PlacedWord | undefined;
    for (const other of words) {
      const span = other.x - word.x;
      if (span < MIN_SKEW_SPAN) continue;
      if (Math.abs(other.baseline - word.baseline) > SAME_ROW * word.height) continue;
      if (nearest === undefined || other.x < nearest.x) nearest = other;
    }
    if (nearest !== undefined)
      slopes.push((nearest.baseline - word.baseline) / (nearest.x - word.x));
  }
  slopes.sort((first, second) => first - second);
  return slopes[Math.floor(slopes.length / 2)] ?? 0;
}

/** The line's words with their baselines, in pixels. */
function placedWords(line: OcrLine): PlacedWord[] {
  const height = line.rowAttributes.rowHeight;
  return line.words.map((word) => {
    const { x0, y0, x1, y1 } = word.bbox;
    return {
      x: x0,
      baseline: baselineAt(line.baseline, (x0 + x1) / 2, y1),
      height: height > 0 ? height : y1 - y0,
    };
  });
}

/**
 * The line's words in page points, turned by the page's skew so that a row's words share a
 * baseline and a column's words share an x; the row height stands for the font height.
 */
function wordsOf(line: OcrLine, skew: number, scaleX: number, scaleY: number): TextItem[] {
  const cos = 1 / Math.sqrt(1 + skew * skew);
  const sin = skew * cos;
  return line.words
    .filter((word) => word.text.trim().length > 0 && !isNoise(word))
    .map((word) => {
      const { x0, y0, x1, y1 } = word.bbox;
      const baseline = baselineAt(line.baseline, (x0 + x1) / 2, y1);
      const height = line.rowAttributes.rowHeight > 0 ? line.rowAttributes.rowHeight : y1 - y0;
      return {
        text: word.text.trim(),
        x: (x0 * cos + baseline * sin) * scaleX,
        y: (baseline * cos - x0 * sin) * scaleY,
        width: (x1 - x0) * cos * scaleX,
        height: height * scaleY,
        confidence: word.confidence,
      };
    });
}

async function recognisePage(
  worker: Worker,
  png: Buffer,
  pageWidthPoints: number,
  pageHeightPoints: number,
): Promise<TextLine[]> {
  const image = pngSize(png);
  // Telling tesseract the resolution spares it guessing (and warning about) one. Sparse-text
  // segmentation finds the short cells of a table that page layout analysis drops as noise
  // (recall on scanned generated reports 0.82 → 0.90 at the same precision); rows are formed
  // from the words' baselines below anyway.
  const dpi = Math.round((image.width / pageWidthPoints) * 72);
  const { PSM } = await import('tesseract.js');
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    ...(Number.isFinite(dpi) && dpi > 0 ? { user_defined_dpi: String(dpi) } : {}),
  });
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  const scaleX = pageWidthPoints / image.width;
  const scaleY = pageHeightPoints / image.height;
  // Tesseract's own lines stop at column gaps; regrouping its words by baseline puts the cells of
  // a table row back into one line, as the text layer does.
  const skew = pageSkew(lines.flatMap(placedWords));
  return groupIntoLines(lines.flatMap((line) => wordsOf(line, skew, scaleX, scaleY)));
}

/**
 * An OCR engine with one tesseract worker (English + German, local data only), started on first
 * use. Pages are recognised one at a time: the worker is single-threaded anyway, and queuing here
 * keeps one page's memory in use at once.
 */
export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const startedWorker = (): Promise<Worker> => {
    worker ??= startWorker().catch((error: unknown) => {
      // A failed start is not remembered: the next page tries again.
      worker = undefined;
      throw error;
    });
    return worker;
  };

  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    recognise: (png, pageWidthPoints, pageHeightPoints) =>
      serialised(async () =>
        recognisePage(await startedWorker(), png, pageWidthPoints, pageHeightPoints),
      ),
    close: () =>
      serialised(async () => {
        const running = worker;
        worker = undefined;
        // A worker that failed to start has nothing to stop.
        const started = await running?.catch(() => undefined);
        await started?.terminate();
      }),
  };
}
