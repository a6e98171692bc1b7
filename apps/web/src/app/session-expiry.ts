import { i18n } from '../lib/i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { useNotificationStore } from '../stores/notification-store';

/**
 * Registered as the API client's 401/403 handler: a signed-in person whose session ended is
 * logged out with a warning (spec §4). Later 401s, once logged out, change nothing.
 */
export function handleSessionExpired(): void {
  const { authIsUserAuthenticated, setAuthenticated } = useAuthStore.getState();
  if (!authIsUserAuthenticated) return;
  setAuthenticated(false);
  useNotificationStore.getState().notify('warning', i18n.t('notifications.sessionExpired'));
}
