import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import type { SharedAccess } from '../../../lib/shared-access';
import { readThrough } from '../../../lib/shared-access';

/** A fetched document as spec §3 names it. */
export interface FetchedDocument {
  content_type: string;
  /** The bytes, base64. */
  data: string;
  filename: string;
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * `GET /v1/user/document/{id}`: the PDF as content type, base64 data and `document-{id}.pdf`;
 * through a share link that includes documents, the owner's.
 */
export async function fetchDocument(
  id: string,
  share?: SharedAccess,
): Promise<ApiResult<FetchedDocument>> {
  const path = encodeURIComponent(id);
  const result = await apiRequest<Blob>({
    method: 'GET',
    ...readThrough(share, `/v1/user/document/${path}`, `/v1/shared/document/${path}`),
    defaultError: i18n.t('errors.fetchDocumentFailed'),
    responseType: 'blob',
  });
  if (result.error !== undefined) return { error: result.error };
  return {
    data: {
      content_type: result.data.type === '' ? 'application/pdf' : result.data.type,
      data: await toBase64(result.data),
      filename: `document-${id}.pdf`,
    },
  };
}
