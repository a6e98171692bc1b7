import { useTranslation } from 'react-i18next';
import { SPINNER_SIZE_LOADING_SCREEN } from '../lib/constants';
import { Spinner } from '../ui/spinner';
import './root-layout-loading.css';

/**
 * Shown on the first load while the page's code arrives (the router's HydrateFallback): pages
 * load on first visit, and without it the router renders nothing and warns.
 */
export function RootLayoutLoading() {
  const { t } = useTranslation();
  return (
    <div className="root-layout-loading">
      <Spinner label={t('common.loading')} size={SPINNER_SIZE_LOADING_SCREEN} />
    </div>
  );
}
