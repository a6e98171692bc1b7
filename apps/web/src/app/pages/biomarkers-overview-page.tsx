import type { BiomarkerCategory } from '@labtrail/contract/biomarkers';
import type { CategorySummary } from '@labtrail/contract/summaries';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisCard } from '../../features/analysis/components/analysis-card';
import { useSummary } from '../../features/analysis/api/summary-query';
import { NextTestsCard } from '../../features/analysis/components/next-tests-card';
import { useBiomarkers } from '../../features/biomarkers/api/biomarkers-query';
import { BiomarkersChartCard } from '../../features/biomarkers/components/biomarkers-chart-card';
import { BiomarkersLoadFailure } from '../../features/biomarkers/components/biomarkers-load-failure';
import { CategoryCard } from '../../features/biomarkers/components/category-card';
import { DocumentsColumn } from '../../features/documents/components/documents-column';
import { SPINNER_SIZE_LOADING_SCREEN } from '../../lib/constants';
import { useSharedAccess } from '../../lib/shared-access';
import { Spinner } from '../../ui/spinner';
import { WarningBanner } from '../../ui/warning-banner';
import './biomarkers-overview-page.css';

/**
 * The whole catalogue is some 2,000 elements. The first cards come with the first paint; the
 * rest follow a few at a time in transitions, which React renders in slices between input and
 * paint, so the page shows and answers sooner instead of blocking on one long task.
 */
const CARDS_IN_FIRST_PAINT = 3;
const CARDS_PER_STEP = 4;

/** How many category cards to render now: all of them after a few steps. */
function useCardsRendered(total: number): number {
  const [rendered, setRendered] = useState(CARDS_IN_FIRST_PAINT);
  useEffect(() => {
    if (rendered >= total) return;
    startTransition(() => {
      setRendered((count) => count + CARDS_PER_STEP);
    });
  }, [rendered, total]);
  return rendered;
}

/**
 * The category cards, a few more at each step. Only this list re-renders at a step, and a card
 * already shown is not rendered again (memo), so each step costs its new cards alone rather than
 * the whole page with every card so far.
 */
function CategoryCards({
  categories,
  sections,
}: {
  categories: BiomarkerCategory[];
  sections: CategorySummary[];
}) {
  const rendered = useCardsRendered(categories.length);
  return categories
    .slice(0, rendered)
    .map((category) => (
      <CategoryCard
        key={category.category_id}
        category={category}
        summary={sections.find((section) => section.category_id === category.category_id)}
      />
    ));
}

/**
 * /biomarkers (spec §2): the circle chart, the analysis card and one card per category in the
 * main column; the person's documents in the side column. Biomarkers that fail to load leave the
 * rest in place and offer to try again. Through a share link (/shared) it is the owner's page,
 * read-only, with their documents only when the link includes them.
 */
export function BiomarkersOverviewPage() {
  const { t } = useTranslation();
  const biomarkers = useBiomarkers();
  const summary = useSummary();
  const share = useSharedAccess();

  if (biomarkers.isPending || summary.isPending) {
    return (
      <div className="overview__loading">
        <Spinner label={t('common.loading')} size={SPINNER_SIZE_LOADING_SCREEN} />
      </div>
    );
  }
  const sections = summary.data?.data.sections ?? [];
  return (
    <div className="overview">
      <div className="overview__main">
        {biomarkers.isError && (
          <BiomarkersLoadFailure
            message={biomarkers.error.message}
            retrying={biomarkers.isFetching}
            onRetry={() => {
              void biomarkers.refetch();
            }}
          />
        )}
        {biomarkers.data !== undefined && <BiomarkersChartCard categories={biomarkers.data} />}
        {summary.isError ? (
          <WarningBanner message={summary.error.message} />
        ) : (
          <AnalysisCard summary={summary.data} />
        )}
        <NextTestsCard />
        {biomarkers.data !== undefined && (
          <CategoryCards categories={biomarkers.data} sections={sections} />
        )}
      </div>
      {(share === undefined || share.includeDocuments) && (
        <aside className="overview__side" aria-labelledby="documents-title">
          <DocumentsColumn />
        </aside>
      )}
    </div>
  );
}
