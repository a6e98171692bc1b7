import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { BackToLoginLink } from './back-to-login-link';
import { LoginAddressForm } from './components/login-address-form';

export function LoginPhonePage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <h1 className="auth-page__title">{t('login.title')}</h1>
      <LoginAddressForm kind="phone" />
      <BackToLoginLink />
    </AuthLayout>
  );
}
