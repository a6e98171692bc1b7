import type { ApiResult } from '../../../lib/api-client';

/** A page being drawn, which a new size or leaving the screen may stop. */
export interface PaintJob {
  done: Promise<void>;
  cancel: () => void;
}

/** One page of a document as the page view needs it: its shape, and how to draw it. */
export interface DocumentPage {
  /** 1-based. */
  number: number;
  /** The page's size in any unit (PDF points): only the ratio counts. */
  width: number;
  height: number;
  /** Draws the page on the canvas at this CSS width; without it the page is blank paper. */
  paint?: (canvas: HTMLCanvasElement, cssWidth: number) => PaintJob;
}

/** A document's pages, and what frees what drawing them holds (pdf.js's worker and memory). */
export interface LoadedPages {
  pages: DocumentPage[];
  release: () => void;
}

/** How the review gets a document's pages: pdf.js in the app, plain sized pages in tests. */
export type LoadDocumentPages = (documentId: string) => Promise<ApiResult<LoadedPages>>;
