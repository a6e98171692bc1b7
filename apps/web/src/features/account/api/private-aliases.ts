import type { SuccessResponse } from '@labtrail/contract/biomarkers';
import type { PrivateAliasesResponse } from '@labtrail/contract/review';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';

export const PRIVATE_ALIASES_KEY = 'private-aliases';

/**
 * `GET /v1/user/aliases`: the printed names the person mapped to biomarkers, newest first. Read
 * afresh whenever it is shown, since mapping a line on a review screen adds to it.
 */
export function privateAliasesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [PRIVATE_ALIASES_KEY, language],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<PrivateAliasesResponse>({
          method: 'GET',
          path: '/v1/user/aliases',
          defaultError: i18n.t('provenance.aliases.fetchFailed'),
        }),
      ),
    staleTime: 0,
  });
}

/** `DELETE /v1/user/aliases/{id}`: the person's later documents no longer read the name this way. */
export function forgetAlias(aliasId: string): Promise<ApiResult<SuccessResponse>> {
  return apiRequest<SuccessResponse>({
    method: 'DELETE',
    path: `/v1/user/aliases/${encodeURIComponent(aliasId)}`,
    defaultError: i18n.t('provenance.aliases.forgetFailed'),
  });
}
