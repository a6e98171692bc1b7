import type { SuccessResponse } from '@labtrail/contract/biomarkers';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `POST /v1/user/document/{id}/reanalyse`: 202 once the analysis is queued again. */
export function reanalyseDocument(documentId: string): Promise<ApiResult<SuccessResponse>> {
  return apiRequest<SuccessResponse>({
    method: 'POST',
    path: `/v1/user/document/${encodeURIComponent(documentId)}/reanalyse`,
    defaultError: i18n.t('review.errors.reanalyseFailed'),
  });
}
