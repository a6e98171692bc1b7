import type { DismissResultRequest, DocumentReview } from '@labtrail/contract/review';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { reviewApiPath } from './review-path';

/** `POST /v1/user/document/{id}/review/result/{result_id}/dismiss`: out of history and analysis. */
export function dismissResult(
  documentId: string,
  resultId: string,
  reason: string,
): Promise<ApiResult<DocumentReview>> {
  const body: DismissResultRequest = { reason };
  return apiRequest<DocumentReview>({
    method: 'POST',
    path: reviewApiPath(documentId, 'result', resultId, 'dismiss'),
    body,
    defaultError: i18n.t('review.errors.dismissFailed'),
  });
}
