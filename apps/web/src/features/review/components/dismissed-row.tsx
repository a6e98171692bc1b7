import type { ReviewDismissed } from '@labtrail/contract/review';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/i18n/i18n';
import { Button } from '../../../ui/button';
import { formatMoment, snapshotValue } from '../review-format';
import { markKey } from '../review-marks';
import { ReadAs, ReviewRow, RowFacts } from './review-row';
import type { RowInteraction } from './review-row';

interface DismissedRowProps {
  dismissed: ReviewDismissed;
  interaction: RowInteraction;
  /** True while this value's restore is under way. */
  restoring: boolean;
  onRestore: (dismissed: ReviewDismissed) => void;
}

/** A value the person dismissed: out of their history and analysis, with why, and restorable. */
export function DismissedRow({ dismissed, interaction, restoring, onRestore }: DismissedRowProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <ReviewRow
      markKey={markKey.dismissal(dismissed.dismissal_id)}
      kind="dismissed"
      name={dismissed.biomarker_name}
      onPage={dismissed.page !== null}
      interaction={interaction}
      summary={
        <>
          <ReadAs printed={dismissed.printed?.name ?? null} biomarker={dismissed.biomarker_name} />{' '}
          <span className="review-row__value review-row__value--dismissed">
            {snapshotValue(dismissed.value, language)}
          </span>
        </>
      }
      actions={
        <Button
          variant="secondary"
          disabled={restoring}
          aria-label={t('review.restoreLabel', { name: dismissed.biomarker_name })}
          onClick={() => {
            onRestore(dismissed);
          }}
        >
          {t('review.restore')}
        </Button>
      }
    >
      <RowFacts
        facts={[
          t('review.dismissed.when', {
            date: formatMoment(dismissed.dismissed_at, language),
            reason: dismissed.reason,
          }),
        ]}
      />
    </ReviewRow>
  );
}
