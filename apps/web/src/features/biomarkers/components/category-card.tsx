import type { BiomarkerCategory } from '@labtrail/contract/biomarkers';
import type { CategorySummary } from '@labtrail/contract/summaries';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import '../biomarkers.css';
import { CategoryIcon } from '../../../ui/category-icons';
import { BiomarkerRow, useRowShared } from './biomarker-row';
import { CategorySummarySections } from './category-summary-sections';

/**
 * One body-system category (spec §2, §4): its biomarkers with data, the others behind 'Show
 * biomarkers with no data', and the category's summary behind its own toggle. Both toggles
 * start off and are independent.
 */
export const CategoryCard = memo(function CategoryCard({
  category,
  summary,
}: {
  category: BiomarkerCategory;
  summary: CategorySummary | undefined;
}) {
  const { t } = useTranslation();
  const rowShared = useRowShared();
  const [showNoData, setShowNoData] = useState(false);
  const [showSummary, setShowSummary] = useState(false);
  const withData = category.biomarkers.filter((biomarker) => biomarker.value !== null);
  const total = category.biomarkers.length;
  const someLackData = withData.length < total;
  const shown = showNoData ? category.biomarkers : withData;
  const listId = `category-${String(category.category_id)}-biomarkers`;
  const summaryId = `category-${String(category.category_id)}-summary`;

  return (
    <Card>
      <section className="category-card" aria-labelledby={`${listId}-title`}>
        <header className="category-card__header">
          <CategoryIcon name={category.category} />
          <h2 id={`${listId}-title`} className="category-card__title">
            {category.category}
          </h2>
          <span
            className="category-card__count"
            aria-label={t('biomarkers.countLabel', { withData: withData.length, total })}
          >
            {withData.length}/{total}
          </span>
        </header>
        {shown.length > 0 && (
          <ul id={listId} className="category-card__list">
            {shown.map((biomarker) => (
              <BiomarkerRow key={biomarker.biomarker_id} biomarker={biomarker} shared={rowShared} />
            ))}
          </ul>
        )}
        <div className="category-card__actions">
          {someLackData && (
            <button
              type="button"
              className="category-card__link"
              aria-expanded={showNoData}
              onClick={() => {
                setShowNoData((value) => !value);
              }}
            >
              {showNoData ? t('biomarkers.hideNoData') : t('biomarkers.showNoData')}
            </button>
          )}
          {summary !== undefined && (
            <button
              type="button"
              className="category-card__summary-toggle"
              aria-expanded={showSummary}
              aria-controls={showSummary ? summaryId : undefined}
              onClick={() => {
                setShowSummary((value) => !value);
              }}
            >
              {showSummary ? t('biomarkers.hideSummary') : t('biomarkers.viewSummary')}
            </button>
          )}
        </div>
        {showSummary && summary !== undefined && (
          <CategorySummarySections id={summaryId} summary={summary} />
        )}
      </section>
    </Card>
  );
});
