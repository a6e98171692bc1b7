import type { Biomarker, HistoricalTest } from '@labtrail/contract/biomarkers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { SPINNER_SIZE_LOADING_SCREEN } from '../../lib/constants';
import { useSharedAccess, viewPaths } from '../../lib/shared-access';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { WarningBanner } from '../../ui/warning-banner';
import { useBiomarkers } from './api/biomarkers-query';
import { useBiomarkersHistory } from './api/history-query';
import { bloodPressurePair } from './blood-pressure';
import { BiomarkerChartCard } from './components/biomarker-chart-card';
import { BiomarkerRanges } from './components/biomarker-ranges';
import { BloodPressurePanels } from './components/blood-pressure-panels';
import { ChangeTrailCard } from './components/change-trail-card';
import { ExplanationCard } from './components/explanation-card';
import { ValueHistoryCard } from './components/value-history-card';
import './biomarkers.css';

/** The biomarker id the overview passes in navigation state (never in the path). */
function readBiomarkerId(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('biomarker_id' in state)) return undefined;
  const id = state.biomarker_id;
  return typeof id === 'number' ? id : undefined;
}

interface BiomarkerPageProps {
  /** 'Upload Results' for a biomarker without history: the documents feature's, handed in. */
  uploadResults: ReactNode;
}

function BiomarkerDetail({
  biomarker,
  tests,
  uploadResults,
}: BiomarkerPageProps & {
  biomarker: Biomarker;
  tests: readonly HistoricalTest[];
}) {
  const { t } = useTranslation();
  const readOnly = useSharedAccess() !== undefined;
  return (
    <>
      <h1 className="detail__title">{biomarker.biomarker_name}</h1>
      <BiomarkerChartCard biomarker={biomarker} tests={tests} uploadResults={uploadResults} />
      <ValueHistoryCard tests={tests} />
      <Card>
        <section aria-labelledby="detail-ranges-title">
          <h2 id="detail-ranges-title" className="detail__heading">
            {t('detail.ranges')}
          </h2>
          <BiomarkerRanges biomarker={biomarker} />
        </section>
      </Card>
      <ExplanationCard biomarker={biomarker} />
      {/* The owner's own edits: not part of what a share link shows. */}
      {!readOnly && <ChangeTrailCard biomarkerId={biomarker.biomarker_id} tests={tests} />}
    </>
  );
}

/**
 * /biomarker (spec §2): one biomarker's history, ranges and explanation, or blood pressure's two
 * halves together; each value says where it came from and the person's changes are told after
 * (issue 21). Reached from the overview with the id in navigation state; without it the
 * person goes back to the list, and an unknown id shows nothing. Through a share link it is the
 * owner's page, read-only, and its links keep the link.
 */
export function BiomarkerPage({ uploadResults }: BiomarkerPageProps) {
  const { t } = useTranslation();
  const id = readBiomarkerId(useLocation().state);
  const biomarkers = useBiomarkers();
  const history = useBiomarkersHistory();
  const paths = viewPaths(useSharedAccess());
  if (id === undefined) return <Navigate to={paths.overview} replace />;

  const breadcrumb = (
    <Link className="biomarkers__breadcrumb" to={paths.overview}>
      {t('biomarkers.breadcrumb')}
    </Link>
  );
  if (biomarkers.isPending || history.isPending) {
    return (
      <div className="detail">
        {breadcrumb}
        <Spinner label={t('common.loading')} size={SPINNER_SIZE_LOADING_SCREEN} />
      </div>
    );
  }
  if (biomarkers.isError || history.isError) {
    return (
      <div className="detail">
        {breadcrumb}
        <WarningBanner message={(biomarkers.error ?? history.error)?.message ?? ''} />
      </div>
    );
  }
  const all = biomarkers.data.flatMap((category) => category.biomarkers);
  const biomarker = all.find((candidate) => candidate.biomarker_id === id);
  const pair = biomarker === undefined ? undefined : bloodPressurePair(biomarker, all);
  return (
    <div className="detail">
      {breadcrumb}
      {pair !== undefined && (
        <>
          <h1 className="detail__title">{t('detail.bloodPressure')}</h1>
          <BloodPressurePanels pair={pair} />
        </>
      )}
      {pair === undefined && biomarker !== undefined && (
        <BiomarkerDetail
          biomarker={biomarker}
          tests={history.data[String(id)] ?? []}
          uploadResults={uploadResults}
        />
      )}
    </div>
  );
}
