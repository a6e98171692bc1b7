import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HTML_LANG, toLanguage } from '../lib/i18n/i18n';
import { useNotificationStore } from '../stores/notification-store';
import { Notifications } from '../ui/notifications';
import { useScrollRestoration } from './root-layout-scroll';

/**
 * Wraps every route, inside the crash boundary: keeps the page title and language in step with
 * the interface language, starts each page at the top (Back returns to where the person was), and
 * shows the notifications.
 */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const notifications = useNotificationStore((state) => state.notifications);
  useScrollRestoration();

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[language];
    document.title = t('app.title');
  }, [t, language]);

  return (
    <>
      <Outlet />
      <Notifications label={t('notifications.label')} items={notifications} />
    </>
  );
}
