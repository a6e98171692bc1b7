import type { MarkReadResponse } from '@labtrail/contract/summaries';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `PUT /v1/health/biomarker/summary/{id}/read`; without an id no call is made (spec §7). */
export async function markSummaryRead(
  id: string | undefined,
): Promise<ApiResult<MarkReadResponse>> {
  if (id === undefined || id === '') return { error: i18n.t('errors.noSummary') };
  return apiRequest<MarkReadResponse>({
    method: 'PUT',
    path: `/v1/health/biomarker/summary/${encodeURIComponent(id)}/read`,
    defaultError: i18n.t('errors.markSummaryReadFailed'),
  });
}
