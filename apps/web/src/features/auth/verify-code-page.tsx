import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../lib/paths';
import { AuthLayout } from './auth-layout';
import { BackToLoginLink } from './back-to-login-link';
import { VerifyCodeForm } from './components/verify-code-form';
import { readSignInAddress } from './sign-in-address';

/** Reached from the e-mail and phone screens, which pass the address in navigation state. */
export function VerifyCodePage() {
  const { t } = useTranslation();
  const address = readSignInAddress(useLocation().state);
  if (address === undefined) return <Navigate to={PATHS.login} replace />;
  return (
    <AuthLayout>
      <h1 className="auth-page__title">
        {'phone' in address ? t('login.verifyPhoneTitle') : t('login.verifyEmailTitle')}
      </h1>
      <VerifyCodeForm address={address} />
      <BackToLoginLink />
    </AuthLayout>
  );
}
