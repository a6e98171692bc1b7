import { useTranslation } from 'react-i18next';

/** A plain page for uptime checks: exactly "Ok". */
export function HealthPage() {
  const { t } = useTranslation();
  return <main>{t('health.ok')}</main>;
}
