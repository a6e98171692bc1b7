import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { Job } from '../../jobs/job-kinds';
import { enqueueJob } from '../../jobs/jobs-repository';
import type { Mailer } from '../../mail/mailer';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import { createProfileRepository } from '../profile/profile-repository';
import type { AnalysedResult } from '../summaries/engine/analysed-result';
import { dayOf } from '../../clock';
import { planRetests } from './plan-retests';
import { REMINDER_RULES } from './reminder-rules';
import { createRemindersRepository, testsOf } from './reminders-repository';
import type { ReminderPerson, StoredDigestTest } from './reminders-repository';
import { retestReminderMail } from './retest-reminder-mail';
import { createUnsubscribeToken } from './unsubscribe-token';

export interface RetestReminderDependencies {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  listResults: (userId: string) => Promise<readonly AnalysedResult[]>;
  unsubscribeKey: Buffer;
  /** Where the app is served; the mail's links lead there. */
  publicUrl: URL;
}

/**
 * Runs the `retest-reminder` jobs: one scheduled check per opted-in person. What always holds:
 * - only the check whose id the person's setting holds acts (turning reminders off or on again
 *   leaves older checks without it), and it hands on to exactly one next check;
 * - no two digests are decided within `digestEveryMs`, and a (biomarker, due date) is carried by
 *   one digest only: the decision and its keys are written in one transaction;
 * - a decided digest is sent until the mail server takes it (a refusal throws, the job is tried
 *   again and sends the same digest), never decided anew.
 */
export function createRetestReminderHandler(
  deps: RetestReminderDependencies,
): (job: Job<'retest-reminder'>) => Promise<void> {
  const reminders = createRemindersRepository(deps.db);

  const sendDigests = async (userId: string, person: ReminderPerson & { email: string }) => {
    const language = person.language === 'de' ? 'de' : 'us';
    const names = localise(language);
    for (const digest of await reminders.unsentDigests(userId)) {
      const now = deps.clock.now();
      if (!(await reminders.claimDigest(digest.id, now, now + REMINDER_RULES.sendingLeaseMs)))
        continue;
      const token = createUnsubscribeToken(
        deps.unsubscribeKey,
        userId,
        now + REMINDER_RULES.unsubscribeLinkMs,
      );
      const unsubscribeUrl = new URL('/reminders/unsubscribe', deps.publicUrl);
      unsubscribeUrl.searchParams.set('token', token);
      const mail = retestReminderMail({
        to: person.email,
        language,
        lines: testsOf(digest).map((test) => {
          const biomarker = findBiomarker(test.biomarker_id);
          return {
            biomarkerName:
              biomarker === undefined ? String(test.biomarker_id) : names.biomarkerName(biomarker),
            lastTestDate: test.last_test_date,
            dueDate: test.due_date,
            pressing:
              test.reason === 'critical' || test.reason === 'prompt' ? test.reason : undefined,
          };
        }),
        appUrl: new URL('/biomarkers', deps.publicUrl).href,
        unsubscribeUrl: unsubscribeUrl.href,
      });
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        await reminders.releaseDigest(digest.id);
        throw error;
      }
      await reminders.markSent(digest.id, deps.clock.now());
    }
  };

  /** Decides on a digest if one may go and something new is due; schedules the next check. */
  const check = async (userId: string, checkId: string) => {
    const now = deps.clock.now();
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const [results, person] = await Promise.all([
      deps.listResults(userId),
      createProfileRepository(deps.db).findProfile(userId),
    ]);
    const due = planRetests(results, person, dayOf(now)).filter((test) => test.due);
    await deps.db.transaction().execute(async (trx) => {
      const inside = createRemindersRepository(trx);
      const nextCheckId = crypto.randomUUID();
      if (!(await inside.takeCheck(userId, checkId, nextCheckId, now))) return;
      const latest = await inside.latestDigestAt(userId);
      let lastDigestAt = latest;
      if (latest === undefined || latest + REMINDER_RULES.digestEveryMs <= now) {
        const sent = await inside.sentDueKeys(userId);
        const fresh: StoredDigestTest[] = due
          .filter((test) => !sent.has(`${String(test.biomarkerId)}:${test.dueDate}`))
          .map((test) => ({
            biomarker_id: test.biomarkerId,
            last_test_date: test.lastTestDate,
            due_date: test.dueDate,
            reason: test.reason,
          }));
        if (fresh.length > 0) {
          await inside.addDigest(userId, fresh, now);
          lastDigestAt = now;
        }
      }
      const nextCheckAt = Math.max(
        now + REMINDER_RULES.checkEveryMs,
        lastDigestAt === undefined ? now : lastDigestAt + REMINDER_RULES.digestEveryMs,
      );
      await enqueueJob(
        trx,
        {
          kind: 'retest-reminder',
          userId,
          payload: { checkId: nextCheckId },
          availableAt: nextCheckAt,
        },
        now,
      );
    });
  };

  return async (job) => {
    const person = await reminders.findPerson(job.userId);
    if (person === undefined || !person.enabled || person.email === null) return;
    const recipient = { ...person, email: person.email };
    // A digest decided by an earlier try that the mail server refused goes first.
    await sendDigests(job.userId, recipient);
    await check(job.userId, job.payload.checkId);
    await sendDigests(job.userId, recipient);
  };
}
