import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <h1 className="auth-page__title">{t('login.title')}</h1>
      <nav className="auth-page__options" aria-label={t('login.title')}>
        <Link className="auth-page__option" to={PATHS.loginEmail}>
          {t('login.email')}
        </Link>
        <Link className="auth-page__option" to={PATHS.loginPhone}>
          {t('login.phone')}
        </Link>
      </nav>
      <p className="auth-page__note">{t('login.noAccount')}</p>
    </AuthLayout>
  );
}
