import type { BiomarkerCategory } from '@labtrail/contract/biomarkers';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import '../biomarkers.css';
import { CircleChart } from '../../../ui/circle-chart';

/** Counts over every biomarker: in range, out of range, without data. */
export function countBiomarkers(categories: readonly BiomarkerCategory[]) {
  const all = categories.flatMap((category) => category.biomarkers);
  const withData = all.filter((biomarker) => biomarker.value !== null);
  const inRange = withData.filter((biomarker) => biomarker.in_range === true).length;
  return {
    inRange,
    outOfRange: withData.length - inRange,
    noData: all.length - withData.length,
  };
}

/** The circle chart titled Biomarkers at the top of the overview. */
export function BiomarkersChartCard({ categories }: { categories: readonly BiomarkerCategory[] }) {
  const { t } = useTranslation();
  const counts = countBiomarkers(categories);
  return (
    <Card>
      <section className="biomarkers-chart" aria-labelledby="biomarkers-chart-title">
        <h1 id="biomarkers-chart-title" className="biomarkers-chart__title">
          {t('biomarkers.chartTitle')}
        </h1>
        <CircleChart counts={counts} description={t('biomarkers.chartDescription', counts)} />
      </section>
    </Card>
  );
}
