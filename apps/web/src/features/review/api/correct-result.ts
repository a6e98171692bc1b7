import type { CorrectResultRequest, DocumentReview } from '@labtrail/contract/review';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { reviewApiPath } from './review-path';

/** `PATCH /v1/user/document/{id}/review/result/{result_id}`: a new value, unit or test date. */
export function correctResult(
  documentId: string,
  resultId: string,
  correction: CorrectResultRequest,
): Promise<ApiResult<DocumentReview>> {
  return apiRequest<DocumentReview>({
    method: 'PATCH',
    path: reviewApiPath(documentId, 'result', resultId),
    body: correction,
    defaultError: i18n.t('review.errors.correctFailed'),
  });
}
