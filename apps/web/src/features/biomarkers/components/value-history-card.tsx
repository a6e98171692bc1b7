import type { HistoricalTest } from '@labtrail/contract/biomarkers';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import { Card } from '../../../ui/card';
import { FlagIcon } from '../../../ui/icons';
import { shownFlagCause } from '../flag-reasons';
import { FoldedItems } from './folded-items';
import { ValueProvenance } from './value-provenance';

/** Why a flagged value is not in the trend, in the person's language. */
function FlaggedNote({ cause }: { cause: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="value-history__flagged">
      <FlagIcon />
      {cause === null
        ? t('provenance.flagged')
        : t('provenance.flaggedCause', { cause: shownFlagCause(cause, t) })}
    </span>
  );
}

/**
 * Every value of the chart as a list, newest first, each with where it came from (issue 21): the
 * document and page it was read from, or that the person entered it. A flagged value is struck
 * through and says why it is left out of trends and the analysis.
 */
export function ValueHistoryCard({ tests }: { tests: readonly HistoricalTest[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const items = [...tests].reverse().map((test) => {
    const value = formatValue(
      { value: test.value, comparator: test.comparator, text: test.value_text },
      test.unit,
      language,
    );
    return (
      <li
        key={test.id}
        className={
          test.flagged ? 'value-history__item value-history__item--flagged' : 'value-history__item'
        }
      >
        <span className="value-history__date">
          {formatDisplayDate(test.test_date, language, t('dates.notAvailable'))}
        </span>
        <span className="value-history__value">{test.flagged ? <s>{value}</s> : value}</span>
        {test.value_label !== null && (
          <span className="value-history__label">{test.value_label}</span>
        )}
        {test.flagged && <FlaggedNote cause={test.flag_cause} />}
        <ValueProvenance test={test} />
      </li>
    );
  });
  if (items.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="detail-history-title">
        <h2 id="detail-history-title" className="detail__heading">
          {t('provenance.historyTitle')}
        </h2>
        <FoldedItems items={items} className="value-history" />
      </section>
    </Card>
  );
}
