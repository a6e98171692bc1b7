import type { HistoricalTest } from '@labtrail/contract/biomarkers';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatDisplayDay } from '../../../lib/format-date';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { WarningBanner } from '../../../ui/warning-banner';
import { useChanges } from '../api/changes-query';
import { shownFlagCause } from '../flag-reasons';
import { ChangeSentence } from './change-sentence';
import { FoldedItems } from './folded-items';
import { ValueProvenance } from './value-provenance';

/** A flagged value as the trail tells it: the flag keeps no time of its own, only its cause. */
function FlaggedItem({ test }: { test: HistoricalTest }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const value = t('provenance.corrections.valueOn', {
    value: formatValue(
      { value: test.value, comparator: test.comparator, text: test.value_text },
      test.unit,
      language,
    ),
    date: formatDisplayDate(test.test_date, language, t('dates.notAvailable')),
  });
  return (
    <li className="change-trail__item">
      {test.flag_cause === null
        ? t('provenance.corrections.flagged', { value })
        : t('provenance.corrections.flaggedCause', {
            value,
            cause: shownFlagCause(test.flag_cause, t),
          })}
      <span aria-hidden="true"> · </span>
      <ValueProvenance test={test} />
    </li>
  );
}

/**
 * 'Changes' on the detail screen (issue 21): the audit trail of one biomarker's values a person
 * can read, newest first: each correction, dismissal, restoration and mapping with its day, then
 * the values flagged as inaccurate with their cause. Nothing at all when there is nothing to tell.
 */
export function ChangeTrailCard({
  biomarkerId,
  tests,
}: {
  biomarkerId: number;
  /** The biomarker's tests, oldest first. */
  tests: readonly HistoricalTest[];
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const changes = useChanges(biomarkerId);
  const items: ReactElement[] = [
    ...(changes.data ?? []).map((change) => (
      <li key={change.change_id} className="change-trail__item">
        <time dateTime={change.at}>
          {formatDisplayDay(change.at, language, t('dates.notAvailable'))}
        </time>
        {': '}
        <ChangeSentence change={change} />
      </li>
    )),
    ...[...tests]
      .reverse()
      .filter((test) => test.flagged)
      .map((test) => <FlaggedItem key={`flagged-${test.id}`} test={test} />),
  ];
  if (!changes.isPending && !changes.isError && items.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="detail-changes-title">
        <h2 id="detail-changes-title" className="detail__heading">
          {t('provenance.changesTitle')}
        </h2>
        {changes.isPending && <Spinner label={t('common.loading')} />}
        {changes.isError && <WarningBanner message={changes.error.message} />}
        {items.length > 0 && <FoldedItems items={items} className="change-trail" />}
      </section>
    </Card>
  );
}
