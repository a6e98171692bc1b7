import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { Card } from '../../ui/card';
import './biomarkers.css';

export function BiomarkerPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Link className="biomarkers__breadcrumb" to={PATHS.biomarkers}>
        {t('biomarkers.breadcrumb')}
      </Link>
      <p className="biomarkers__text">{t('biomarkers.detailPlaceholder')}</p>
    </Card>
  );
}
