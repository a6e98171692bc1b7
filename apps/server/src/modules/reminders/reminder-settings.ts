import crypto from 'node:crypto';
import type { Language } from '@labtrail/contract/auth';
import type { RetestReminders } from '@labtrail/contract/reminders';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { enqueueJob } from '../../jobs/jobs-repository';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import { createProfileRepository } from '../profile/profile-repository';
import type { AnalysedResult } from '../summaries/engine/analysed-result';
import { dayOf } from '../../clock';
import { REMINDER_MESSAGES } from './messages';
import { planRetests } from './plan-retests';
import { REMINDER_RULES } from './reminder-rules';
import { createRemindersRepository } from './reminders-repository';
import { checkUnsubscribeToken } from './unsubscribe-token';

export interface ReminderSettingsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** The person's results, oldest first: their next tests are planned from them. */
  listResults: (userId: string) => Promise<readonly AnalysedResult[]>;
  /** A check was just scheduled: this process's job worker may look at once. */
  onScheduled: () => void;
  /** Signs and checks unsubscribe links. */
  unsubscribeKey: Buffer;
}

/** The person's reminders: the setting, the latest digest and the soonest next tests. */
export async function readReminders(
  deps: ReminderSettingsDependencies,
  userId: string,
  language: Language,
): Promise<RetestReminders> {
  const reminders = createRemindersRepository(deps.db);
  const [person, lastSentAt, results, profile] = await Promise.all([
    reminders.findPerson(userId),
    reminders.latestSentAt(userId),
    deps.listResults(userId),
    createProfileRepository(deps.db).findProfile(userId),
  ]);
  const names = localise(language);
  return {
    enabled: person?.enabled ?? false,
    email_available: (person?.email ?? null) !== null,
    last_digest_at: lastSentAt === undefined ? null : new Date(lastSentAt).toISOString(),
    next_tests: planRetests(results, profile, dayOf(deps.clock.now()))
      .slice(0, REMINDER_RULES.testsShown)
      .map((test) => {
        const biomarker = findBiomarker(test.biomarkerId);
        return {
          biomarker_id: test.biomarkerId,
          biomarker_name:
            biomarker === undefined ? String(test.biomarkerId) : names.biomarkerName(biomarker),
          last_test_date: test.lastTestDate,
          due_date: test.dueDate,
          due: test.due,
        };
      }),
  };
}

/**
 * Turns reminders on or off. On schedules a first check now (its job and the setting in one
 * transaction); it is refused without an e-mail address, the only place reminders go. Off leaves
 * the scheduled check without its id, so it stops. Asking for what is already so changes nothing.
 */
export async function setReminders(
  deps: ReminderSettingsDependencies,
  userId: string,
  enabled: boolean,
): Promise<void> {
  const person = await createRemindersRepository(deps.db).findPerson(userId);
  if (person === undefined || person.enabled === enabled) return;
  if (enabled && person.email === null)
    throw new DomainError('reminders_need_email', REMINDER_MESSAGES.needEmail);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const checkId = enabled ? crypto.randomUUID() : null;
    await createRemindersRepository(trx).setEnabled(userId, checkId, now);
    if (checkId !== null)
      await enqueueJob(trx, { kind: 'retest-reminder', userId, payload: { checkId } }, now);
  });
  if (enabled) deps.onScheduled();
}

/**
 * The link of a reminder e-mail: turns the person's reminders off, no session needed. A link
 * whose account is gone has nothing left to stop and is answered like any other.
 */
export async function unsubscribeByToken(
  deps: ReminderSettingsDependencies,
  token: string,
): Promise<void> {
  const checked = checkUnsubscribeToken(deps.unsubscribeKey, token, deps.clock.now());
  if (!checked.valid) {
    throw checked.reason === 'expired'
      ? new DomainError('unsubscribe_link_expired', REMINDER_MESSAGES.linkExpired)
      : new DomainError('unsubscribe_link_invalid', REMINDER_MESSAGES.linkInvalid);
  }
  await setReminders(deps, checked.userId, false);
}
