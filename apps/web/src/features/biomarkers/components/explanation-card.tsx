import type { Biomarker } from '@labtrail/contract/biomarkers';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';

/** What is it? / Indicator for / What test measures it? (spec §2) */
export function ExplanationCard({ biomarker }: { biomarker: Biomarker }) {
  const { t } = useTranslation();
  return (
    <Card>
      <dl className="explanation">
        <dt>{t('detail.whatIsIt')}</dt>
        <dd>{biomarker.description}</dd>
        <dt>{t('detail.indicatorFor')}</dt>
        <dd>{biomarker.indicates}</dd>
        <dt>{t('detail.whatTest')}</dt>
        <dd>{biomarker.test_name}</dd>
      </dl>
    </Card>
  );
}
