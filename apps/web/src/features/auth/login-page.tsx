import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useTrackedAction } from '../../lib/use-tracked-action';
import { useNotificationStore } from '../../stores/notification-store';
import { Spinner } from '../../ui/spinner';
import { useClientConfig } from './api/client-config';
import { startAppleLogin } from './api/start-apple-login';
import { AuthLayout } from './auth-layout';
import { googleAuthorizeUrl } from './google-authorize-url';
import { leaveForProvider } from './leave-for-provider';
import { useFinishProviderSignIn } from './use-finish-provider-sign-in';

/**
 * The four ways in. A provider this server does not offer keeps its button, disabled, saying
 * so. Opened with what a provider sent back, the screen completes that sign-in first.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { data: config } = useClientConfig();
  const notify = useNotificationStore((state) => state.notify);
  const finishing = useFinishProviderSignIn();
  const apple = useTrackedAction();

  const signInWithApple = async () => {
    const result = await apple.run(startAppleLogin);
    if (result.error !== undefined) {
      notify('warning', t('notifications.appleLoginFailed', { error: result.error }));
    } else if (result.data.redirect_url === undefined) {
      notify('warning', t('notifications.appleUnexpectedResponse'));
    } else {
      leaveForProvider(result.data.redirect_url);
    }
  };

  if (finishing) {
    return (
      <AuthLayout finishingSignIn>
        <Spinner label={t('login.signingIn')} />
      </AuthLayout>
    );
  }

  const google = config?.google ?? null;
  const appleOffered = config?.apple === true;
  return (
    <AuthLayout>
      <h1 className="auth-page__title">{t('login.title')}</h1>
      <nav className="auth-page__options" aria-label={t('login.title')}>
        <button
          type="button"
          className="auth-page__option"
          disabled={google === null}
          title={google === null ? t('login.notOffered') : undefined}
          onClick={() => {
            if (google !== null) leaveForProvider(googleAuthorizeUrl(google));
          }}
        >
          {t('login.google')}
        </button>
        <button
          type="button"
          className="auth-page__option"
          disabled={!appleOffered || apple.isLoading}
          title={appleOffered ? undefined : t('login.notOffered')}
          onClick={() => {
            void signInWithApple();
          }}
        >
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
