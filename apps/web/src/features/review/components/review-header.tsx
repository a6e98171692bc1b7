import type { DocumentReview } from '@labtrail/contract/review';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/paths';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { WarningBanner } from '../../../ui/warning-banner';
import { reanalyseDocument } from '../api/reanalyse-document';
import { reviewKeyOf } from '../api/review-query';
import { reviewMessage } from '../review-messages';

/**
 * The review's head: the document's name and date, the way back, and "Analyse again", which
 * queues the document's analysis anew; the review then follows its status until it is done.
 */
export function ReviewHeader({
  document,
  analysing,
}: {
  document: DocumentReview['document'];
  analysing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotificationStore((state) => state.notify);
  const reanalysing = useTrackedAction();

  const reanalyse = async () => {
    const result = await reanalysing.run(() => reanalyseDocument(document.id));
    if (result.error !== undefined) return;
    notify('success', t('review.reanalyseStarted', { name: document.display_name }));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeyOf(document.id) }),
      queryClient.invalidateQueries({ queryKey: [QUERY_KEYS.documents] }),
    ]);
  };

  return (
    <header className="review-header">
      <Link className="review-header__back" to={PATHS.biomarkers}>
        {t('review.backToBiomarkers')}
      </Link>
      <div className="review-header__title-row">
        <div className="review-header__titles">
          <h1 className="review-header__title">{document.display_name}</h1>
          <p className="review-header__date">
            {t('review.reportDate', {
              date: formatDisplayDate(
                document.report_date,
                toLanguage(i18n.language),
                t('dates.notAvailable'),
              ),
            })}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={analysing || reanalysing.isLoading}
          onClick={() => {
            void reanalyse();
          }}
        >
          {t('review.analyseAgain')}
        </Button>
      </div>
      <p role="status" className="review-header__status">
        {analysing && t('review.analysing')}
        {!analysing && document.status === 'failed' && t('review.analysisFailed')}
      </p>
      {reanalysing.error !== null && (
        <WarningBanner message={reviewMessage(reanalysing.error, t)} />
      )}
    </header>
  );
}
