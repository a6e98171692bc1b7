import type { FetchedDocument } from './api/fetch-document';

function toBlob(document: FetchedDocument): Blob {
  const binary = atob(document.data);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: document.content_type });
}

/** A window opened on the person's click, waiting for the document it will show. */
export interface DocumentWindow {
  /** Shows the fetched document; without data there is nothing to show, so the window closes. */
  show: (document: FetchedDocument | undefined) => void;
  close: () => void;
}

/**
 * Opens the window for a document before it is fetched (spec §2): browsers allow a new window
 * only for a few seconds after a click, and a large PDF can take longer to arrive. Until then the
 * window says `loadingText`. Null when the browser blocked the window.
 */
export function openDocumentWindow(loadingText: string): DocumentWindow | null {
  const opened = window.open('', '_blank');
  if (opened === null) return null;
  // The PDF needs no way back into the app.
  opened.opener = null;
  const page = opened.document;
  page.title = loadingText;
  page.body.textContent = loadingText;
  page.body.style.font = '16px system-ui, sans-serif';
  page.body.style.margin = '32px';
  return {
    show: (document) => {
      if (document === undefined || document.data === '') {
        console.log('The document has no data to show.');
        opened.close();
        return;
      }
      opened.location.href = URL.createObjectURL(toBlob(document));
    },
    close: () => {
      opened.close();
    },
  };
}
