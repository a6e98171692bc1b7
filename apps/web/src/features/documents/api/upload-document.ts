import type { UploadDocumentResponse } from '@labtrail/contract/documents';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * An upload may take up to 2 minutes, not the usual 10 s: a 25 MB PDF on a slow line (about
 * 2 Mbit/s) needs well over a minute just to be sent, and cutting it off would fail a valid file.
 */
export const UPLOAD_TIMEOUT_MS = 2 * 60_000;

/** `POST /v2/user/document`: sends one file, as multipart in the field `other`. */
export function uploadDocument(file: File): Promise<ApiResult<UploadDocumentResponse>> {
  const body = new FormData();
  body.append('other', file, file.name);
  return apiRequest<UploadDocumentResponse>({
    method: 'POST',
    path: '/v2/user/document',
    body,
    defaultError: i18n.t('errors.uploadDocumentFailed'),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
