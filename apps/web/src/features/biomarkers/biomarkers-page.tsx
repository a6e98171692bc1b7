import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import './biomarkers.css';

export function BiomarkersPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <h1 className="biomarkers__title">{t('biomarkers.title')}</h1>
      <p className="biomarkers__text">{t('biomarkers.placeholder')}</p>
    </Card>
  );
}
