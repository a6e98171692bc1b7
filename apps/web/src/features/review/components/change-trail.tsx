import type { ResultChange, ValueSnapshot } from '@labtrail/contract/review';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { formatMoment, snapshotValue } from '../review-format';

/** A value of the trail; with its test date when the change moved the date. */
function snapshotText(
  snapshot: ValueSnapshot | null,
  withDate: boolean,
  language: Language,
  t: TFunction,
): string {
  if (snapshot === null) return t('review.changes.noValue');
  const value = snapshotValue(snapshot, language);
  if (!withDate) return value;
  const date = formatDisplayDate(snapshot.test_date, language, t('dates.notAvailable'));
  return t('review.changes.valueOn', { value, date });
}

/** What the person did, as a sentence: 'You corrected LDL Cholesterol: 162 mg/dL → 126 mg/dL'. */
function changeSentence(change: ResultChange, language: Language, t: TFunction): string {
  const { before, after } = change;
  const datesDiffer = before !== null && after !== null && before.test_date !== after.test_date;
  const text = (snapshot: ValueSnapshot | null) => snapshotText(snapshot, datesDiffer, language, t);
  const name = change.biomarker_name;
  switch (change.kind) {
    case 'corrected':
      return t('review.changes.corrected', { name, before: text(before), after: text(after) });
    case 'dismissed':
      return t('review.changes.dismissed', { name, value: text(before) });
    case 'restored':
      return t('review.changes.restored', { name, value: text(after) });
    case 'mapped':
      return t('review.changes.mapped', {
        printed: change.printed_name ?? name,
        name,
        value: text(after),
      });
  }
}

/** The document's change trail, newest first: who (you), when, what from → to, and why. */
export function ChangeTrail({ changes }: { changes: readonly ResultChange[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (changes.length === 0) {
    return <p className="review-list__empty">{t('review.changes.empty')}</p>;
  }
  return (
    <ol className="review-trail">
      {changes.map((change) => (
        <li key={change.change_id} className="review-trail__item">
          <time className="review-trail__when" dateTime={change.at}>
            {formatMoment(change.at, language)}
          </time>
          <span>{changeSentence(change, language, t)}</span>
          {change.reason !== null && change.reason !== '' && (
            <span className="review-trail__reason">
              {t('review.changes.reason', { reason: change.reason })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
