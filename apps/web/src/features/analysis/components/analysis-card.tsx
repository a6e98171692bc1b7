import type { BiomarkersSummary } from '@labtrail/contract/summaries';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useSharedAccess } from '../../../lib/shared-access';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Card } from '../../../ui/card';
import { WarningIcon } from '../../../ui/icons';
import { MarkdownText } from '../../../ui/markdown-text';
import { markSummaryRead } from '../api/mark-summary-read';
import { FoldedList } from './folded-list';
import './analysis-card.css';

/** The concerning biomarkers arrive as one string, items separated by semicolons. */
export function concerningItems(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The overall analysis (spec §2, §4): first, whatever needs medical care today, as an alert that
 * collapsing never hides (issue 25); Insights always, long lists in them folded to their most
 * telling items; the concerning biomarkers, overall impression and next test date behind 'Show
 * more'. Hidden when the summary says nothing. The first expansion of an unread summary marks it
 * read.
 */
export function AnalysisCard({ summary }: { summary: BiomarkersSummary | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotificationStore((state) => state.notify);
  const marking = useTrackedAction();
  const [expanded, setExpanded] = useState(false);
  const markRequested = useRef(false);
  const readOnly = useSharedAccess() !== undefined;

  const data = summary?.data;
  const concerning = concerningItems(data?.concerning_biomarkers ?? '');
  const impression = data?.overall_impression ?? '';
  const nextTest = data?.next_recommended_test_date ?? '';
  const insights = data?.insights ?? '';
  const urgent = data?.urgent ?? '';
  const hasMore = concerning.length > 0 || impression !== '' || nextTest !== '';
  if (urgent === '' && insights === '' && !hasMore) return null;
  // Whoever reads through a share link leaves the owner's summary as they left it.
  const unread = summary !== null && !summary.is_read && !readOnly;

  const markRead = async () => {
    const result = await marking.run(() => markSummaryRead(summary?.id));
    if (result.error === undefined) {
      queryClient.setQueriesData<BiomarkersSummary | null>(
        { queryKey: [QUERY_KEYS.summary] },
        (old) => (old === undefined || old === null ? old : { ...old, is_read: true }),
      );
      notify('success', t('notifications.summaryMarkedRead'));
    } else {
      notify(
        'warning',
        t('notifications.markSummaryReadFailed', { reason: result.error || t('errors.unknown') }),
      );
    }
  };

  const toggle = () => {
    const opening = !expanded;
    setExpanded(opening);
    if (opening && unread && !markRequested.current) {
      markRequested.current = true;
      void markRead();
    }
  };

  return (
    <Card>
      <section className="analysis-card" aria-labelledby="analysis-card-title">
        <header className="analysis-card__header">
          <h2 id="analysis-card-title" className="analysis-card__title">
            {t('analysis.title')}
          </h2>
          {unread && <span className="analysis-card__badge">{t('analysis.unread')}</span>}
        </header>
        {urgent !== '' && (
          <div className="analysis-card__urgent" role="alert">
            <WarningIcon />
            <MarkdownText text={urgent} fromModel />
          </div>
        )}
        <h3 className="analysis-card__heading">{t('analysis.insights')}</h3>
        <MarkdownText text={insights} list={FoldedList} fromModel />
        {expanded && (
          <div id="analysis-card-more">
            {concerning.length > 0 && (
              <>
                <h3 className="analysis-card__heading">{t('analysis.concerning')}</h3>
                <ul className="analysis-card__list">
                  {concerning.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
            {impression !== '' && (
              <>
                <h3 className="analysis-card__heading">{t('analysis.impression')}</h3>
                <MarkdownText text={impression} fromModel />
              </>
            )}
            {nextTest !== '' && (
              <>
                <h3 className="analysis-card__heading">{t('analysis.nextTest')}</h3>
                <p>
                  {formatDisplayDate(nextTest, toLanguage(i18n.language), t('dates.notAvailable'))}
                </p>
              </>
            )}
          </div>
        )}
        {hasMore && (
          <button
            type="button"
            className="analysis-card__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? 'analysis-card-more' : undefined}
            onClick={toggle}
          >
            {expanded ? t('analysis.showLess') : t('analysis.showMore')}
          </button>
        )}
      </section>
    </Card>
  );
}
