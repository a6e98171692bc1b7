import type { ReviewResult } from '@labtrail/contract/review';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import { Button } from '../../../ui/button';
import { markKey } from '../review-marks';
import { printedValue } from '../review-format';
import { ReadAs, ReviewRow, RowBadges, RowFacts } from './review-row';
import type { BadgeTone, RowInteraction } from './review-row';

interface ResultRowProps {
  result: ReviewResult;
  interaction: RowInteraction;
  onCorrect: (result: ReviewResult) => void;
  onDismiss: (result: ReviewResult) => void;
}

/**
 * A value the document gave: the printed name → the catalogue's biomarker, the value in the
 * catalogue's unit, what the report printed beside it, whether it is in range, and whether the
 * person corrected it, mapped its name or flagged it.
 */
export function ResultRow({ result, interaction, onCorrect, onDismiss }: ResultRowProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { printed } = result;
  const value = formatValue(
    { value: result.value, comparator: result.comparator, text: result.value_text },
    result.unit,
    language,
  );
  const badges: { text: string; tone: BadgeTone }[] = [
    result.in_range === null
      ? { text: t('review.noRange'), tone: 'neutral' }
      : result.in_range
        ? { text: t('review.inRange'), tone: 'in-range' }
        : { text: t('review.outOfRange'), tone: 'out-of-range' },
  ];
  if (result.corrected) badges.push({ text: t('review.corrected'), tone: 'note' });
  if (result.mapped) badges.push({ text: t('review.mapped'), tone: 'note' });
  if (result.flagged) badges.push({ text: t('review.flagged'), tone: 'note' });

  return (
    <ReviewRow
      markKey={markKey.result(result.result_id)}
      kind="result"
      name={result.biomarker_name}
      onPage={result.page !== null}
      interaction={interaction}
      summary={
        <>
          <ReadAs printed={printed?.name ?? null} biomarker={result.biomarker_name} />{' '}
          <span className="review-row__value">{value}</span>
        </>
      }
      actions={
        <>
          <Button
            variant="secondary"
            aria-label={t('review.correctLabel', { name: result.biomarker_name })}
            onClick={() => {
              onCorrect(result);
            }}
          >
            {t('review.correct')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('review.dismissLabel', { name: result.biomarker_name })}
            onClick={() => {
              onDismiss(result);
            }}
          >
            {t('review.dismiss')}
          </Button>
        </>
      }
    >
      <RowFacts
        facts={[
          printed === null ? null : t('review.printed', { text: printedValue(printed) }),
          printed === null || printed.range === null
            ? null
            : t('review.printedRange', { range: printed.range }),
          printed === null || printed.flag === null
            ? null
            : t('review.printedFlag', { flag: printed.flag }),
          t('review.testDate', {
            date: formatDisplayDate(result.test_date, language, t('dates.notAvailable')),
          }),
          result.page === null ? t('review.notOnPage') : null,
        ]}
      />
      <RowBadges badges={badges} />
    </ReviewRow>
  );
}
