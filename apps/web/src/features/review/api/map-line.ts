import type { DocumentReview, MapLineRequest } from '@labtrail/contract/review';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { reviewApiPath } from './review-path';

/** `POST /v1/user/document/{id}/review/line/{line_id}/map`: the line is this biomarker, from now on. */
export function mapLine(
  documentId: string,
  lineId: string,
  mapping: MapLineRequest,
): Promise<ApiResult<DocumentReview>> {
  return apiRequest<DocumentReview>({
    method: 'POST',
    path: reviewApiPath(documentId, 'line', lineId, 'map'),
    body: mapping,
    defaultError: i18n.t('review.errors.mapFailed'),
  });
}
