import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { BackToLoginLink } from './back-to-login-link';

export function LoginPhonePage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <h1 className="auth-page__title">{t('login.phone')}</h1>
      <BackToLoginLink />
    </AuthLayout>
  );
}
