import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { ImageData, createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ScannedPage } from '../make-scanned-pdf';
import { makeImageOnlyPdf } from '../make-scanned-pdf';
import type { Random } from './random';
import { seededRandom } from './random';

/** Office scanners are set to 150–200 dpi for documents; PDF user space has 72 units per inch. */
const MIN_DPI = 150;
const MAX_DPI = 200;
/** A page fed by hand or by a sheet feeder sits up to about 2° askew. */
const MAX_SKEW_DEGREES = 2;
/** Optics and the scanner's own smoothing soften edges by a fraction of a pixel to about one. */
const MIN_BLUR_PIXELS = 0.3;
const MAX_BLUR_PIXELS = 0.9;
/** Paper is never pure white, and toner never pure black. */
const PAPER_GREY = { min: 232, max: 252 } as const;
const INK_GREY = { min: 0, max: 70 } as const;
/** Sensor noise: each pixel's grey level moves by up to this much either way. */
const MAX_PIXEL_JITTER = 18;
/** Dust and toner specks per page, each a dot of up to a few pixels. */
const SPECKS = { min: 40, max: 400 } as const;
const MAX_SPECK_RADIUS = 1.8;
const JPEG_QUALITY = { min: 70, max: 90 } as const;
/**
 * The scan draws from its own stream, not from the generator's for the same seed (whose first
 * draws choose the report's date and rows), so that how a report is scanned does not follow from
 * what it prints.
 */
const SCAN_STREAM = 0x5ca7;

const require = createRequire(import.meta.url);
const pdfjsFolder = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** The part of a canvas made by pdfjs's own factory that is read here. */
interface FactoryCanvas {
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  };
}

interface FactoryCanvasAndContext {
  canvas: FactoryCanvas;
}

interface CanvasFactory {
  create(width: number, height: number): FactoryCanvasAndContext;
  destroy(canvasAndContext: FactoryCanvasAndContext): void;
}

/** `page.render` as called here: pdfjs types its canvas as a DOM canvas, which Node has not. */
type RenderPage = (parameters: {
  canvas: FactoryCanvas;
  viewport: PageViewport;
  background: string;
}) => { promise: Promise<void> };

function isCanvasFactory(value: unknown): value is CanvasFactory {
  return (
    typeof value === 'object' &&
    value !== null &&
    'create' in value &&
    typeof value.create === 'function' &&
    'destroy' in value &&
    typeof value.destroy === 'function'
  );
}

function between(random: Random, min: number, max: number): number {
  return min + random.next() * (max - min);
}

/**
 * The page's pixels, rendered as the server renders pages: on a canvas of pdfjs's own factory
 * (pdfjs draws with its nested copy of @napi-rs/canvas, whose Path2D ours rejects), then copied
 * onto a canvas of ours.
 */
async function renderPage(
  document: PDFDocumentProxy,
  page: PDFPageProxy,
  scale: number,
): Promise<Canvas> {
  const viewport = page.getViewport({ scale });
  const width = Math.floor(viewport.width);
  const height = Math.floor(viewport.height);
  const factory: unknown = document.canvasFactory;
  if (!isCanvasFactory(factory)) throw new Error('pdfjs has no canvas factory to render with');
  const rendered = factory.create(width, height);
  try {
    const render = page.render.bind(page) as RenderPage;
    await render({ canvas: rendered.canvas, viewport, background: '#ffffff' }).promise;
    const pixels = rendered.canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const copy = createCanvas(width, height);
    copy.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
    return copy;
  } finally {
    factory.destroy(rendered);
  }
}

/** The clean page as it comes out of a scanner: askew, soft, greyish, noisy and specked. */
function degrade(clean: Canvas, random: Random): Buffer {
  const { width, height } = clean;
  const paper = Math.round(between(random, PAPER_GREY.min, PAPER_GREY.max));
  const ink = Math.round(between(random, INK_GREY.min, INK_GREY.max));
  const angle = (between(random, -MAX_SKEW_DEGREES, MAX_SKEW_DEGREES) * Math.PI) / 180;
  const blur = between(random, MIN_BLUR_PIXELS, MAX_BLUR_PIXELS);
  const jitter = Math.round(between(random, MAX_PIXEL_JITTER / 3, MAX_PIXEL_JITTER));
  const quality = random.int(JPEG_QUALITY.min, JPEG_QUALITY.max);

  const scan = createCanvas(width, height);
  const context = scan.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(angle);
  context.filter = `blur(${blur.toFixed(2)}px)`;
  context.drawImage(clean, -width / 2, -height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.fillStyle = '#000000';
  for (let speck = random.int(SPECKS.min, SPECKS.max); speck > 0; speck -= 1) {
    context.beginPath();
    context.arc(
      random.next() * width,
      random.next() * height,
      between(random, 0.4, MAX_SPECK_RADIUS),
      0,
      2 * Math.PI,
    );
    context.fill();
  }

  // White maps to the paper's grey and black to the ink's, each pixel then jittered on its own.
  const image = context.getImageData(0, 0, width, height);
  const { data } = image;
  for (let at = 0; at < data.length; at += 4) {
    const level = ink + ((paper - ink) * (data[at] ?? 255)) / 255;
    const grey = level + (random.next() * 2 - 1) * jitter;
    data[at] = grey;
    data[at + 1] = grey;
    data[at + 2] = grey;
  }
  context.putImageData(image, 0, 0);
  return scan.encodeSync('jpeg', quality);
}

/**
 * An image-only copy of a (generated, text-layer) PDF, as if it had been printed and scanned: each
 * page is rendered at 150–200 dpi, turned by up to 2°, softened, greyed, made noisy and specked,
 * JPEG encoded and placed alone on a page of the original's size. The same PDF and seed always give
 * the same bytes on a given build of @napi-rs/canvas. Rendering reads pdfjs's standard fonts from
 * the installed package, never from the network. Asynchronous because pdfjs is.
 */
export async function scanReport(pdf: Buffer, seed: number): Promise<Buffer> {
  const random = seededRandom(seed ^ SCAN_STREAM);
  const dpi = random.int(MIN_DPI, MAX_DPI);
  const loadingTask = getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: `${path.join(pdfjsFolder, 'standard_fonts')}/`,
  });
  try {
    const document = await loadingTask.promise;
    const pages: ScannedPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const clean = await renderPage(document, page, dpi / 72);
      pages.push({
        jpeg: degrade(clean, random),
        widthPixels: clean.width,
        heightPixels: clean.height,
        widthPoints: width,
        heightPoints: height,
      });
      page.cleanup();
    }
    return makeImageOnlyPdf(pages);
  } finally {
    await loadingTask.destroy();
  }
}
