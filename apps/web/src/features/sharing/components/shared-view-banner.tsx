import type { SharedView } from '@labtrail/contract/sharing';
import { useTranslation } from 'react-i18next';
import { formatDisplayMoment } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import './shared-view-banner.css';

/** Tells whoever reads through a share link what they see: read-only, for whom, until when. */
export function SharedViewBanner({ view }: { view: SharedView }) {
  const { t, i18n } = useTranslation();
  const until = formatDisplayMoment(
    view.expires_at,
    toLanguage(i18n.language),
    t('dates.notAvailable'),
  );
  return (
    <p className="shared-view-banner" role="status">
      {view.label === null
        ? t('sharedView.banner', { until })
        : t('sharedView.bannerFor', { label: view.label, until })}
    </p>
  );
}
