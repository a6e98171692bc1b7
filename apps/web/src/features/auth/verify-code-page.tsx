import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLayout } from './auth-layout';
import { BackToLoginLink } from './back-to-login-link';

/** The login screens pass the address in navigation state: `{ email }` or `{ phone }`. */
function isPhoneLogin(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'phone' in state;
}

export function VerifyCodePage() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  return (
    <AuthLayout>
      <h1 className="auth-page__title">
        {isPhoneLogin(state) ? t('login.verifyPhoneTitle') : t('login.verifyEmailTitle')}
      </h1>
      <BackToLoginLink />
    </AuthLayout>
  );
}
