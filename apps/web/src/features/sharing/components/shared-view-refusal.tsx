import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { WarningBanner } from '../../../ui/warning-banner';

/** A share link that does not open (expired, revoked, unknown, or no token): why, in words. */
export function SharedViewRefusal({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h1>{t('sharedView.refusedTitle')}</h1>
      <WarningBanner message={message} />
    </Card>
  );
}
