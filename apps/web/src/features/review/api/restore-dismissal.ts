import type { DocumentReview } from '@labtrail/contract/review';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { reviewApiPath } from './review-path';

/** `POST /v1/user/document/{id}/review/dismissal/{dismissal_id}/restore`: the value is back. */
export function restoreDismissal(
  documentId: string,
  dismissalId: string,
): Promise<ApiResult<DocumentReview>> {
  return apiRequest<DocumentReview>({
    method: 'POST',
    path: reviewApiPath(documentId, 'dismissal', dismissalId, 'restore'),
    defaultError: i18n.t('review.errors.restoreFailed'),
  });
}
