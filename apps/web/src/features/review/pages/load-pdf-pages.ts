import type { PDFPageProxy } from 'pdfjs-dist';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { fetchDocumentPdf } from '../api/fetch-document-pdf';
import type { DocumentPage, LoadedPages } from './document-page';

function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

function toDocumentPage(page: PDFPageProxy): DocumentPage {
  const { width, height } = page.getViewport({ scale: 1 });
  return {
    number: page.pageNumber,
    width,
    height,
    paint: (canvas, cssWidth) => {
      const notDrawn = (error: unknown) => {
        if (!isCancelled(error)) console.warn(`Page ${String(page.pageNumber)} not drawn`, error);
      };
      try {
        // Drawn at the screen's own pixel density, so text stays sharp on a high-density display.
        const viewport = page.getViewport({ scale: (cssWidth / width) * window.devicePixelRatio });
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        const task = page.render({ canvas, viewport });
        return {
          done: task.promise.catch(notDrawn),
          cancel: () => {
            task.cancel();
          },
        };
      } catch (error) {
        // A page that cannot be drawn stays blank; its boxes and the list still work.
        notDrawn(error);
        return { done: Promise.resolve(), cancel: () => undefined };
      }
    },
  };
}

/**
 * A stored PDF's pages, drawn in the browser by pdf.js. pdf.js loads only here, on the first
 * review of a PDF, and its worker comes from the app's own build: nothing is fetched from
 * elsewhere, and no script in a document is run (`isEvalSupported: false`).
 */
export async function loadPdfPages(documentId: string): Promise<ApiResult<LoadedPages>> {
  const bytes = await fetchDocumentPdf(documentId);
  if (bytes.error !== undefined) return bytes;
  try {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    const loading = pdfjs.getDocument({ data: bytes.data, isEvalSupported: false });
    const pdf = await loading.promise;
    const pages = await Promise.all(
      Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)),
    );
    return {
      data: {
        pages: pages.map(toDocumentPage),
        release: () => {
          void loading.destroy();
        },
      },
    };
  } catch (error) {
    console.warn(`The pages of document ${documentId} could not be read`, error);
    return { error: i18n.t('review.errors.pagesFailed') };
  }
}
