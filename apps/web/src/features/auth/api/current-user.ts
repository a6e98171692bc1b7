import type { CurrentUserResponse } from '@labtrail/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * `GET /v1/user/me`, asked once on entering the signed-in pages: it names the account in the
 * header, and a session that ended meanwhile answers 401, which logs the person out (spec §4).
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: ['current-user'],
  queryFn: async () =>
    unwrapApiResult(
      await apiRequest<CurrentUserResponse>({
        method: 'GET',
        path: '/v1/user/me',
        defaultError: i18n.t('errors.fetchAccountFailed'),
      }),
    ).data,
  staleTime: Infinity,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
