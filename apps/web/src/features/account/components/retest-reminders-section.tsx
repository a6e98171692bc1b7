import type { ReminderTest, RetestReminders } from '@labtrail/contract/reminders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatDisplayDay } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { Spinner } from '../../../ui/spinner';
import { WarningBanner } from '../../../ui/warning-banner';
import {
  RETEST_REMINDERS_KEY,
  retestRemindersQueryOptions,
  setRetestReminders,
} from '../api/retest-reminders';
import './retest-reminders-section.css';

/**
 * 'Retest reminders': a switch for the digest e-mail of tests that have come due (by the
 * roadmap's dates, at most weekly), what it sends, when the last one went and the next tests.
 * Without an e-mail address (signed in by phone, or by a provider that gave none) it stays off.
 */
export function RetestRemindersSection() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const queryClient = useQueryClient();
  const reminders = useQuery(retestRemindersQueryOptions(language));
  const saving = useTrackedAction();
  const notAvailable = t('dates.notAvailable');
  const day = (date: string) => formatDisplayDate(date, language, notAvailable);

  const toggle = async (current: RetestReminders) => {
    if (saving.isLoading) return;
    const result = await saving.run(() => setRetestReminders(!current.enabled));
    if (result.data !== undefined)
      queryClient.setQueryData(retestRemindersQueryOptions(language).queryKey, result.data);
    else await queryClient.invalidateQueries({ queryKey: [RETEST_REMINDERS_KEY] });
  };

  const describeTest = (test: ReminderTest) =>
    t(test.due ? 'reminders.dueSince' : 'reminders.dueOn', {
      name: test.biomarker_name,
      date: day(test.due_date),
    });

  const data = reminders.data;
  return (
    <section aria-labelledby="retest-reminders-title">
      <h3 id="retest-reminders-title">{t('reminders.title')}</h3>
      <p>{t('reminders.explanation')}</p>
      {reminders.isPending && <Spinner label={t('common.loading')} />}
      {reminders.isError && <WarningBanner message={reminders.error.message} />}
      {data !== undefined && (
        <>
          {!data.email_available && <p>{t('reminders.needsEmail')}</p>}
          <label className="retest-reminders__switch">
            <input
              type="checkbox"
              role="switch"
              checked={data.enabled}
              disabled={!data.email_available || saving.isLoading}
              onChange={() => {
                void toggle(data);
              }}
            />
            {t('reminders.toggle')}
          </label>
          <p className="retest-reminders__last">
            {data.last_digest_at === null
              ? t('reminders.noDigestYet')
              : t('reminders.lastDigest', {
                  date: formatDisplayDay(data.last_digest_at, language, notAvailable),
                })}
          </p>
          <h4>{t('reminders.nextTitle')}</h4>
          {data.next_tests.length === 0 ? (
            <p>{t('reminders.empty')}</p>
          ) : (
            <ul className="retest-reminders__tests">
              {data.next_tests.map((test) => (
                <li key={test.biomarker_id}>{describeTest(test)}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {saving.error !== null && <WarningBanner message={saving.error} />}
    </section>
  );
}
