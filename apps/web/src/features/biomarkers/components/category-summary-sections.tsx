import type { CategorySummary } from '@labtrail/contract/summaries';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../../ui/markdown-text';

/** The category's summary: each section only when it has something to say (spec §2). */
export function CategorySummarySections({ id, summary }: { id: string; summary: CategorySummary }) {
  const { t } = useTranslation();
  const recommendations = summary.recommendations.filter((item) => item.trim() !== '');
  return (
    <div id={id} className="category-summary">
      {summary.explanatory_description.trim() !== '' && (
        <>
          <h3 className="category-summary__heading">{t('biomarkers.summary')}</h3>
          <MarkdownText text={summary.explanatory_description} />
        </>
      )}
      {summary.biomarker_connections.trim() !== '' && (
        <>
          <h3 className="category-summary__heading">{t('biomarkers.connections')}</h3>
          <MarkdownText text={summary.biomarker_connections} />
        </>
      )}
      {recommendations.length > 0 && (
        <>
          <h3 className="category-summary__heading">{t('biomarkers.recommendations')}</h3>
          <ul className="category-summary__list">
            {recommendations.map((item) => (
              <li key={item}>
                <MarkdownText text={item} />
              </li>
            ))}
          </ul>
        </>
      )}
      {summary.biomarker_responsiveness.trim() !== '' && (
        <>
          <h3 className="category-summary__heading">{t('biomarkers.responsiveness')}</h3>
          <MarkdownText text={summary.biomarker_responsiveness} />
        </>
      )}
    </div>
  );
}
