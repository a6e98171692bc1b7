import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountDialog } from '../../features/account/account-dialog';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { PATHS } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth-store';
import { useNotificationStore } from '../../stores/notification-store';
import { LogOutIcon, UserIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { Menu } from '../../ui/menu';
import './app-header.css';

export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logOut = useAuthStore((state) => state.logOut);
  const setAuthenticated = useAuthStore((state) => state.setAuthenticated);
  const notify = useNotificationStore((state) => state.notify);
  const [accountOpen, setAccountOpen] = useState(false);
  const { data: user } = useCurrentUser();
  const address = user?.email ?? user?.phone;

  const leaveDeletedAccount = async () => {
    setAccountOpen(false);
    // The server has ended every session already; only this browser's state remains.
    setAuthenticated(false);
    queryClient.clear();
    notify('success', t('notifications.accountDeleted'));
    await navigate(PATHS.login, { replace: true });
  };

  const handleLogOut = async () => {
    await logOut();
    // The next person on this browser must not see the previous one's cached data.
    queryClient.clear();
    await navigate(PATHS.login, { replace: true });
  };

  return (
    <header className="app-header">
      <Link className="app-header__home" to={PATHS.biomarkers}>
        <Logo name={t('app.name')} />
      </Link>
      <div className="app-header__account">
        {address !== undefined && address !== null && (
          <>
            <button
              type="button"
              className="app-header__address"
              title={t('header.accountButton')}
              onClick={() => {
                setAccountOpen(true);
              }}
            >
              {address}
            </button>
            <AccountDialog
              open={accountOpen}
              address={address}
              onClose={() => {
                setAccountOpen(false);
              }}
              onDeleted={() => {
                void leaveDeletedAccount();
              }}
            />
          </>
        )}
        <Menu
          label={t('header.accountMenu')}
          trigger={<UserIcon />}
          items={[
            {
              id: 'log-out',
              label: t('header.logOut'),
              icon: <LogOutIcon />,
              onSelect: () => {
                void handleLogOut();
              },
            },
          ]}
        />
      </div>
    </header>
  );
}
