/**
 * The review screen of a document (issue 21), at the row of one of its values when given: where a
 * person sees the value on the page it was read from and can correct it.
 */
export function reviewPath(documentId: string, resultId?: string): string {
  const path = `/documents/${encodeURIComponent(documentId)}/review`;
  return resultId === undefined ? path : `${path}?result=${encodeURIComponent(resultId)}`;
}
