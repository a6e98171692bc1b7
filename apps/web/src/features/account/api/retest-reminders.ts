import type { RetestReminders } from '@labtrail/contract/reminders';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';

export const RETEST_REMINDERS_KEY = 'retest-reminders';

/** `GET /v1/user/reminders`: on or off, the latest digest and the soonest next tests. */
export function retestRemindersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [RETEST_REMINDERS_KEY, language],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<RetestReminders>({
          method: 'GET',
          path: '/v1/user/reminders',
          defaultError: i18n.t('reminders.fetchFailed'),
        }),
      ),
    // The next tests move with every new result.
    staleTime: 0,
  });
}

/** `PUT /v1/user/reminders`: answers with the reminders as they now stand. */
export function setRetestReminders(enabled: boolean): Promise<ApiResult<RetestReminders>> {
  return apiRequest<RetestReminders>({
    method: 'PUT',
    path: '/v1/user/reminders',
    body: { enabled },
    defaultError: i18n.t('reminders.saveFailed'),
  });
}
