import type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** OCR reads best at about 300 dpi; PDF user space has 72 units per inch. */
const TARGET_SCALE = 300 / 72;
/** Bounds memory per page (4 bytes per pixel: ~40 MB) whatever the page size claims. */
const MAX_PIXELS = 10_000_000;
/** Skia refuses very long sides; a strip-shaped page must still render. */
const MAX_SIDE = 16_384;

/** The part of a @napi-rs/canvas canvas that we use. */
interface PngCanvas {
  encode(format: 'png'): Promise<Buffer>;
}

interface CanvasAndContext {
  canvas: PngCanvas;
}

/**
 * `page.render` as we call it. pdfjs types its canvas as a DOM HTMLCanvasElement, a type the server
 * (no DOM lib) does not have; in Node it takes the @napi-rs/canvas canvas its own factory made.
 */
type RenderPage = (parameters: {
  canvas: PngCanvas;
  viewport: PageViewport;
  background: string;
}) => { promise: Promise<void> };

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

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

/**
 * The document's own canvas factory. In Node, pdfjs creates canvases with the @napi-rs/canvas it
 * resolves itself (its nested copy, another version than ours) and polyfills Path2D from that copy;
 * a canvas from our @napi-rs/canvas rejects those Path2D objects ("parameter 1 is not of type
 * 'Path2D'"), so the page must be drawn on a canvas from pdfjs's factory.
 */
function canvasFactoryOf(document: PDFDocumentProxy): CanvasFactory {
  const factory: unknown = document.canvasFactory;
  if (!isCanvasFactory(factory)) throw new Error('pdfjs has no canvas factory to render with');
  return factory;
}

/** The scale that gives ~300 dpi without exceeding the pixel and side limits. */
export function renderScale(widthPoints: number, heightPoints: number): number {
  const byArea = Math.sqrt(MAX_PIXELS / Math.max(1, widthPoints * heightPoints));
  const bySide = MAX_SIDE / Math.max(1, widthPoints, heightPoints);
  return Math.min(TARGET_SCALE, byArea, bySide);
}

/** Renders one page as a PNG (white background) at about 300 dpi, for OCR. */
export async function renderPageToPng(
  document: PDFDocumentProxy,
  page: PDFPageProxy,
): Promise<Buffer> {
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: renderScale(unscaled.width, unscaled.height) });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const factory = canvasFactoryOf(document);
  const canvasAndContext = factory.create(width, height);
  try {
    const render = page.render.bind(page) as RenderPage;
    await render({ canvas: canvasAndContext.canvas, viewport, background: '#ffffff' }).promise;
    return await canvasAndContext.canvas.encode('png');
  } finally {
    factory.destroy(canvasAndContext);
  }
}
