/** The API path of a document's review, or of something under it. */
export function reviewApiPath(documentId: string, ...rest: string[]): string {
  return ['/v1/user/document', documentId, 'review', ...rest]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}
