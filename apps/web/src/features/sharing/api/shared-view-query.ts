import type { SharedView } from '@labtrail/contract/sharing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { shareAuthorization } from '../../../lib/shared-access';

const SHARED_VIEW_KEY = 'shared-view';

/**
 * `GET /v1/shared`: what a share link shows and until when. A refused link (expired, revoked,
 * unknown) stays refused, so it is asked once.
 */
export function sharedViewQueryOptions(token: string) {
  return queryOptions({
    queryKey: [SHARED_VIEW_KEY, token],
    retry: false,
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<SharedView>({
          method: 'GET',
          path: '/v1/shared',
          authorization: shareAuthorization(token),
          defaultError: i18n.t('sharedView.fetchFailed'),
        }),
      ),
  });
}

export function useSharedView(token: string) {
  return useQuery({ ...sharedViewQueryOptions(token), enabled: token !== '' });
}
