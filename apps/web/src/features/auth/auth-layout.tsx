import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth-store';
import { Card } from '../../ui/card';
import { Logo } from '../../ui/logo';
import './auth.css';

interface AuthLayoutProps {
  children: ReactNode;
  /**
   * Set while /login finishes what a provider sent back: a signed-in person stays for it, since
   * signing in again (perhaps as someone else) is a normal flow.
   */
  finishingSignIn?: boolean;
}

/**
 * The frame of every /login screen: the logo above one centred card. A signed-in person has no
 * business here and is sent on to the overview, replacing this entry so Back does not return.
 */
export function AuthLayout({ children, finishingSignIn = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => state.authIsUserAuthenticated);
  if (signedIn && !finishingSignIn) return <Navigate to={PATHS.biomarkers} replace />;
  return (
    <main className="auth-page">
      <div className="auth-page__brand">
        <Logo name={t('app.name')} />
      </div>
      <Card>{children}</Card>
    </main>
  );
}
