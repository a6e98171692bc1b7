import { ErrorBody } from '@labtrail/contract/error';
import {
  RetestReminders,
  RetestRemindersUpdate,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '@labtrail/contract/reminders';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/require-user';
import { REMINDER_RULES } from './reminder-rules';
import { readReminders, setReminders, unsubscribeByToken } from './reminder-settings';
import type { ReminderSettingsDependencies } from './reminder-settings';

export interface ReminderRouteDependencies extends ReminderSettingsDependencies {
  authentication: Authentication;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** Retest reminders: the person's setting, and the e-mail's unsubscribe link (no session). */
export function registerReminderRoutes(app: TypedApp, deps: ReminderRouteDependencies): void {
  const { authentication } = deps;
  const guarded = { onRequest: authentication.requireUser };

  app.get(
    '/v1/user/reminders',
    {
      ...guarded,
      schema: {
        summary: 'Your retest reminders: on or off, the latest digest and your next tests',
        tags: ['reminders'],
        response: { 200: RetestReminders, ...errors },
      },
    },
    async (request) =>
      readReminders(deps, authentication.userIdOf(request), requestLanguage(request)),
  );

  app.put(
    '/v1/user/reminders',
    {
      ...guarded,
      schema: {
        summary: 'Turn retest reminders on or off (on needs an e-mail address to send them to)',
        description:
          'On: a digest of the tests that have come due, by e-mail, at most once a week; each due test is mailed once.',
        tags: ['reminders'],
        body: RetestRemindersUpdate,
        response: { 200: RetestReminders, 409: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      await setReminders(deps, userId, request.body.enabled);
      return readReminders(deps, userId, requestLanguage(request));
    },
  );

  app.post(
    '/v1/reminders/unsubscribe',
    {
      config: { rateLimit: REMINDER_RULES.unsubscribeRateLimit },
      schema: {
        summary: 'Stop retest reminders with the token of a reminder e-mail’s link',
        description: 'Needs no session: the signed token names the person.',
        tags: ['reminders'],
        body: UnsubscribeRequest,
        response: { 200: UnsubscribeResponse, 410: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await unsubscribeByToken(deps, request.body.token);
      return { unsubscribed: true as const };
    },
  );
}
