import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { Logo } from '../../ui/logo';
import './auth.css';

/** The frame of every /login screen: the logo above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <div className="auth-page__brand">
        <Logo name={t('app.name')} />
      </div>
      <Card>{children}</Card>
    </main>
  );
}
