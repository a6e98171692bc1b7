import {
  EMAIL_MESSAGES,
  emailProblem,
  PHONE_MESSAGES,
  phoneProblem,
} from '@labtrail/contract/identifiers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiUrl } from '../../../lib/api-client';
import { capitalizeFirst } from '../../../lib/capitalize-first';
import { toLanguage } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/paths';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { Captcha } from '../../../ui/captcha';
import { TextField } from '../../../ui/text-field';
import { WarningBanner } from '../../../ui/warning-banner';
import { CAPTCHA_CHALLENGE_PATH } from '../api/fetch-captcha-challenge';
import { requestLoginCode } from '../api/request-login-code';
import { toSignInAddress } from '../sign-in-address';

type AddressKind = 'email' | 'phone';

const FIELDS = {
  email: { label: 'login.emailField', type: 'email', autoComplete: 'email', problem: emailProblem },
  phone: { label: 'login.phoneField', type: 'tel', autoComplete: 'tel', problem: phoneProblem },
} as const;

type FieldMessageKey =
  `validation.${'email' | 'phone'}${'Required' | 'Invalid'}` | 'validation.phoneLetters';

/** The shared rules (spec §5) speak English; these are their texts in the interface language. */
const MESSAGE_KEYS = new Map<string, FieldMessageKey>([
  [EMAIL_MESSAGES.required, 'validation.emailRequired'],
  [EMAIL_MESSAGES.invalid, 'validation.emailInvalid'],
  [PHONE_MESSAGES.required, 'validation.phoneRequired'],
  [PHONE_MESSAGES.letters, 'validation.phoneLetters'],
  [PHONE_MESSAGES.invalid, 'validation.phoneInvalid'],
]);

/**
 * Asks for a sign-in code: the address, a solved captcha, then Continue. Continue waits for a
 * valid entry and a solved captcha, and for the previous request to end.
 */
export function LoginAddressForm({ kind }: { kind: AddressKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = toLanguage(i18n.language);
  const [entry, setEntry] = useState('');
  const [touched, setTouched] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key mounts a fresh, unsolved widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  const request = useTrackedAction();

  const field = FIELDS[kind];
  const problem = field.problem(entry);
  const address = problem === undefined ? toSignInAddress(entry) : undefined;
  const canContinue = !request.isLoading && captcha !== null && address !== undefined;

  const fieldError = () => {
    if (!touched || problem === undefined) return undefined;
    const key = MESSAGE_KEYS.get(problem);
    return key === undefined ? problem : t(key);
  };

  const submit = async () => {
    if (request.isLoading || captcha === null || address === undefined) return;
    const result = await request.run(() => requestLoginCode({ address, captcha, language }));
    if (result.error === undefined) {
      void navigate(PATHS.verifyCode, { state: address });
      return;
    }
    // The server spends a captcha once it has checked it: the next try needs a fresh one.
    setCaptcha(null);
    setCaptchaRound((round) => round + 1);
  };

  return (
    <form
      className="auth-page__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t(field.label)}
        type={field.type}
        autoComplete={field.autoComplete}
        value={entry}
        onChange={(value) => {
          setEntry(value);
          setTouched(true);
        }}
        onBlur={() => {
          setTouched(true);
        }}
        error={fieldError()}
      />
      <Captcha
        key={captchaRound}
        challengeUrl={apiUrl(CAPTCHA_CHALLENGE_PATH)}
        language={language === 'de' ? 'de' : 'en'}
        onChange={setCaptcha}
      />
      {request.error !== null && <WarningBanner message={capitalizeFirst(request.error)} />}
      <button type="submit" className="auth-page__submit" disabled={!canContinue}>
        {t('login.continue')}
      </button>
    </form>
  );
}
