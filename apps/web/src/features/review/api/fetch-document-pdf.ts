import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * `GET /v1/user/document/{id}`: the PDF's bytes, for pdf.js to draw. The same call as View
 * Document's, which needs them as base64 for another window instead.
 */
export async function fetchDocumentPdf(documentId: string): Promise<ApiResult<Uint8Array>> {
  const result = await apiRequest<Blob>({
    method: 'GET',
    path: `/v1/user/document/${encodeURIComponent(documentId)}`,
    defaultError: i18n.t('errors.fetchDocumentFailed'),
    responseType: 'blob',
  });
  if (result.error !== undefined) return result;
  return { data: new Uint8Array(await result.data.arrayBuffer()) };
}
