import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth-store';
import { useNotificationStore } from '../../stores/notification-store';
import { finishAppleLogin } from './api/finish-apple-login';
import { signInWithGoogle } from './api/sign-in-with-google';
import { providerReturn } from './provider-return';
import type { ProviderReturn } from './provider-return';

/** Trades what the provider sent for a session: undefined once signed in, else the warning. */
async function exchange(pending: ProviderReturn, t: TFunction): Promise<string | undefined> {
  if (pending.kind === 'refused') {
    const key =
      pending.provider === 'google'
        ? 'notifications.ssoLoginFailed'
        : 'notifications.appleLoginFailed';
    return t(key, { error: pending.error });
  }
  const result =
    pending.kind === 'google'
      ? await signInWithGoogle(pending.idToken)
      : await finishAppleLogin({ state: pending.state, code: pending.code });
  return result.error === undefined
    ? undefined
    : t('notifications.ssoLoginFailed', { error: result.error });
}

/**
 * Completes a provider sign-in when /login opens with what the provider sent back: signs in and
 * goes to /biomarkers, or warns and stays. True until what the provider sent has been handled.
 */
export function useFinishProviderSignIn(): boolean {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const setAuthenticated = useAuthStore((state) => state.setAuthenticated);
  const notify = useNotificationStore((state) => state.notify);
  const [pending] = useState(() => providerReturn(location.hash, location.search));
  const [finishing, setFinishing] = useState(pending !== undefined);
  // A token or state is good once only: the exchange must not run twice (StrictMode, re-renders).
  const started = useRef(false);

  useEffect(() => {
    if (pending === undefined || started.current) return;
    started.current = true;
    // What the provider sent must not stay in the address bar or the history.
    void navigate(PATHS.login, { replace: true });
    void (async () => {
      const warning = await exchange(pending, t);
      if (warning === undefined) {
        setAuthenticated(true);
        void navigate(PATHS.biomarkers, { replace: true });
        return;
      }
      notify('warning', warning);
      setFinishing(false);
    })();
  }, [pending, navigate, notify, setAuthenticated, t]);

  return finishing;
}
