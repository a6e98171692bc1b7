import type { FetchedDocument } from './api/fetch-document';

function toBlob(document: FetchedDocument): Blob {
  const binary = atob(document.data);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: document.content_type });
}

/**
 * Opens a fetched document in a new window (spec §2). Without data, or when the browser blocks
 * the window, the spec asks for nothing but a console log.
 */
export function openDocument(document: FetchedDocument | undefined): void {
  if (document === undefined || document.data === '') {
    console.log('The document has no data to show.');
    return;
  }
  const url = URL.createObjectURL(toBlob(document));
  const opened = window.open(url, '_blank');
  if (opened === null) {
    console.log('The document window was blocked by the browser.');
    URL.revokeObjectURL(url);
    return;
  }
  // The PDF needs no way back into the app.
  opened.opener = null;
}
