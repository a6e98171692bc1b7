import type { UnsubscribeResponse } from '@labtrail/contract/reminders';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `POST /v1/reminders/unsubscribe`: the token of a reminder e-mail's link; no session needed. */
export function unsubscribeFromReminders(token: string): Promise<ApiResult<UnsubscribeResponse>> {
  return apiRequest<UnsubscribeResponse>({
    method: 'POST',
    path: '/v1/reminders/unsubscribe',
    body: { token },
    defaultError: i18n.t('reminders.unsubscribe.failed'),
  });
}
