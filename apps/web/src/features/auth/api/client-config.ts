import type { ClientConfig } from '@labtrail/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `GET /api/client-config`: fixed for the life of the server, so fetched once per visit. */
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: async () =>
    unwrapApiResult(
      await apiRequest<ClientConfig>({
        method: 'GET',
        path: '/api/client-config',
        defaultError: i18n.t('errors.fetchClientConfigFailed'),
      }),
    ),
  staleTime: Infinity,
});

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
