import { createContext, useContext, useEffect, useState } from 'react';
import type { ApiResult } from '../../../lib/api-client';
import type { DocumentPage, LoadDocumentPages } from './document-page';
import { loadPdfPages } from './load-pdf-pages';

/** The app draws PDFs with pdf.js; tests and samples give plain sized pages instead. */
export const DocumentPagesContext = createContext<LoadDocumentPages>(loadPdfPages);

export interface DocumentPagesState {
  /** Undefined while loading. */
  outcome: ApiResult<DocumentPage[]> | undefined;
  retry: () => void;
}

/**
 * A document's pages, loaded while `enabled` and freed when the screen leaves them. Not a query
 * of the cache: what it holds (pdf.js's document and worker) must be freed with the screen, not
 * kept for the next visit.
 */
export function useDocumentPages(documentId: string, enabled: boolean): DocumentPagesState {
  const load = useContext(DocumentPagesContext);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; outcome: ApiResult<DocumentPage[]> }>();
  const key = `${documentId}#${String(attempt)}`;

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    let release: (() => void) | undefined;
    void load(documentId).then((result) => {
      if (!current) {
        result.data?.release();
        return;
      }
      release = result.data?.release;
      setLoaded({
        key,
        outcome: result.error === undefined ? { data: result.data.pages } : result,
      });
    });
    return () => {
      current = false;
      // Pages whose document is freed can no longer be drawn: they are not shown again.
      release?.();
      setLoaded(undefined);
    };
  }, [documentId, enabled, key, load]);

  return {
    outcome: loaded?.key === key ? loaded.outcome : undefined,
    retry: () => {
      setAttempt((count) => count + 1);
    },
  };
}
