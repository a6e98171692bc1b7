import type { ResultChange, ValueSnapshot } from '@labtrail/contract/review';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { reviewPath } from '../../../lib/paths';

const shown = (snapshot: ValueSnapshot) => ({
  value: snapshot.value,
  comparator: snapshot.comparator,
  text: snapshot.value_text,
});

/** A value as the trail names it: '120 mg/dL', the lab's word for a qualitative one. */
function snapshotText(snapshot: ValueSnapshot | null, language: Language, t: TFunction): string {
  return snapshot === null
    ? t('provenance.corrections.aValue')
    : formatValue(shown(snapshot), snapshot.unit, language);
}

/**
 * What a correction changed: '5.4 → 4.5 mmol/L' when only the number did, else both values
 * whole, each with its test date when the date changed.
 */
function correctionText(change: ResultChange, language: Language, t: TFunction): string {
  const { before, after } = change;
  if (before === null || after === null) return t('provenance.corrections.aValue');
  if (before.test_date !== after.test_date) {
    const onDay = (snapshot: ValueSnapshot) =>
      t('provenance.corrections.valueOn', {
        value: snapshotText(snapshot, language, t),
        date: formatDisplayDate(snapshot.test_date, language, t('dates.notAvailable')),
      });
    return `${onDay(before)} → ${onDay(after)}`;
  }
  if (before.unit === after.unit && before.value_text === null && after.value_text === null) {
    return `${formatValue(shown(before), '', language)} → ${snapshotText(after, language, t)}`;
  }
  return `${snapshotText(before, language, t)} → ${snapshotText(after, language, t)}`;
}

/**
 * One change to a value as a sentence a person reads, the document it concerns a link to that
 * document's review: 'you corrected 5.4 → 4.5 mmol/L in March panel (typo)'.
 */
export function ChangeSentence({ change }: { change: ResultChange }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const document = change.document_name;
  const components = { doc: <Link to={reviewPath(change.document_id)} /> };
  switch (change.kind) {
    case 'corrected':
      return change.reason === null ? (
        <Trans
          i18nKey="provenance.corrections.corrected"
          values={{ change: correctionText(change, language, t), document }}
          components={components}
        />
      ) : (
        <Trans
          i18nKey="provenance.corrections.correctedReason"
          values={{ change: correctionText(change, language, t), document, reason: change.reason }}
          components={components}
        />
      );
    case 'dismissed': {
      const value = snapshotText(change.before ?? change.after, language, t);
      return change.reason === null ? (
        <Trans
          i18nKey="provenance.corrections.dismissed"
          values={{ value, document }}
          components={components}
        />
      ) : (
        <Trans
          i18nKey="provenance.corrections.dismissedReason"
          values={{ value, document, reason: change.reason }}
          components={components}
        />
      );
    }
    case 'restored':
      return (
        <Trans
          i18nKey="provenance.corrections.restored"
          values={{ value: snapshotText(change.after ?? change.before, language, t), document }}
          components={components}
        />
      );
    case 'mapped':
      return change.printed_name === null ? (
        <Trans
          i18nKey="provenance.corrections.mappedLine"
          values={{ document, biomarker: change.biomarker_name }}
          components={components}
        />
      ) : (
        <Trans
          i18nKey="provenance.corrections.mapped"
          values={{ printed: change.printed_name, document, biomarker: change.biomarker_name }}
          components={components}
        />
      );
  }
}
