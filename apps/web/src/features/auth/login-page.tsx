import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useClientConfig } from './api/client-config';
import { AuthLayout } from './auth-layout';

/**
 * The four ways in. The two social sign-ins are shown but not offered yet: their flows come
 * with a later change, so their buttons stay disabled and say so.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { data: config } = useClientConfig();
  return (
    <AuthLayout>
      <h1 className="auth-page__title">{t('login.title')}</h1>
      <nav className="auth-page__options" aria-label={t('login.title')}>
        <button type="button" className="auth-page__option" disabled title={t('login.comingSoon')}>
          {t('login.google')}
        </button>
        <button type="button" className="auth-page__option" disabled title={t('login.comingSoon')}>
          {t('login.apple')}
        </button>
        <Link className="auth-page__option" to={PATHS.loginEmail}>
          {t('login.email')}
        </Link>
        <Link className="auth-page__option" to={PATHS.loginPhone}>
          {t('login.phone')}
        </Link>
      </nav>
      <p className="auth-page__note">
        {t('login.noAccount')}{' '}
        {config !== undefined && (
          <a href={config.app_download_url} target="_blank" rel="noopener noreferrer">
            {t('login.downloadApp')}
          </a>
        )}
      </p>
    </AuthLayout>
  );
}
