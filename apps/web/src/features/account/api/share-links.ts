import type { SuccessResponse } from '@labtrail/contract/biomarkers';
import type {
  CreatedShare,
  CreateShareRequest,
  ShareLinksResponse,
} from '@labtrail/contract/sharing';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

export const SHARE_LINKS_KEY = 'share-links';

/** `GET /v1/user/shares`: the person's links, newest first; read afresh whenever shown. */
export function shareLinksQueryOptions() {
  return queryOptions({
    queryKey: [SHARE_LINKS_KEY],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<ShareLinksResponse>({
          method: 'GET',
          path: '/v1/user/shares',
          defaultError: i18n.t('sharing.fetchFailed'),
        }),
      ),
    staleTime: 0,
  });
}

/** `POST /v1/user/shares`: the new link, whose token is shown only in this answer. */
export function createShareLink(request: CreateShareRequest): Promise<ApiResult<CreatedShare>> {
  return apiRequest<CreatedShare>({
    method: 'POST',
    path: '/v1/user/shares',
    body: request,
    defaultError: i18n.t('sharing.createFailed'),
  });
}

/** `DELETE /v1/user/shares/{id}`: the link stops opening at once. */
export function revokeShareLink(shareId: string): Promise<ApiResult<SuccessResponse>> {
  return apiRequest<SuccessResponse>({
    method: 'DELETE',
    path: `/v1/user/shares/${encodeURIComponent(shareId)}`,
    defaultError: i18n.t('sharing.revokeFailed'),
  });
}
