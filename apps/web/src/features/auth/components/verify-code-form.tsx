import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { capitalizeFirst } from '../../../lib/capitalize-first';
import { VERIFICATION_CODE_LENGTH } from '../../../lib/constants';
import { toLanguage } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/paths';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useAuthStore } from '../../../stores/auth-store';
import { useNotificationStore } from '../../../stores/notification-store';
import { CodeInput } from '../../../ui/code-input';
import { WarningBanner } from '../../../ui/warning-banner';
import { resendLoginCode } from '../api/resend-login-code';
import { verifyCode } from '../api/verify-code';
import { addressText } from '../sign-in-address';
import type { SignInAddress } from '../sign-in-address';

/**
 * The code sent to `address`: Log In (or Enter, or filling the last box) verifies it; a
 * verified code signs the person in and replaces this screen with /biomarkers.
 */
export function VerifyCodeForm({ address }: { address: SignInAddress }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const setAuthenticated = useAuthStore((state) => state.setAuthenticated);
  const notify = useNotificationStore((state) => state.notify);
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const verification = useTrackedAction();
  const resend = useTrackedAction();
  const shownAddress = addressText(address);

  const submit = async (entered: string) => {
    if (verification.isLoading) return;
    if (entered.length !== VERIFICATION_CODE_LENGTH) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    const result = await verification.run(() => verifyCode(address, entered));
    setAuthenticated(result.error === undefined);
    if (result.error === undefined) {
      void navigate(PATHS.biomarkers, { replace: true });
      return;
    }
    // A refused code is of no further use: the boxes are ready for the next attempt.
    setCode('');
  };

  const resendCode = async () => {
    const result = await resend.run(() => resendLoginCode(address, toLanguage(i18n.language)));
    if (result.error === undefined) {
      notify('success', t('notifications.codeResent', { address: shownAddress }));
    } else {
      notify('warning', t('notifications.resendCodeFailed', { error: result.error }));
    }
  };

  const problem = incomplete
    ? t('validation.codeInvalid', { length: VERIFICATION_CODE_LENGTH })
    : verification.error;

  return (
    <>
      <p className="auth-page__text">
        {t('login.codeSent', { length: VERIFICATION_CODE_LENGTH, address: shownAddress })}
      </p>
      <form
        className="auth-page__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <CodeInput
          value={code}
          onChange={setCode}
          onComplete={(complete) => {
            void submit(complete);
          }}
          onSubmit={() => {
            void submit(code);
          }}
          label={t('login.codeLabel')}
          digitLabel={(position, length) => t('login.digitLabel', { position, length })}
          invalid={problem !== null}
        />
        {problem !== null && <WarningBanner message={capitalizeFirst(problem)} />}
        <button type="submit" className="auth-page__submit" disabled={verification.isLoading}>
          {t('login.logIn')}
        </button>
      </form>
      <button
        type="button"
        className="auth-page__link-button"
        disabled={resend.isLoading}
        onClick={() => {
          void resendCode();
        }}
      >
        {t('login.resendCode')}
      </button>
    </>
  );
}
