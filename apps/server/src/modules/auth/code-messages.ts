import type { Language } from '@labtrail/contract/auth';
import type { MailMessage } from '../../mail/mailer';
import { CODE_LIFETIME_MS } from './rules';

const MINUTES = CODE_LIFETIME_MS / 60_000;

const TEXTS = {
  us: {
    subject: 'Your Labtrail sign-in code',
    intro: 'Use this code to sign in to Labtrail:',
    validity: `It is valid for ${MINUTES} minutes.`,
    ignore: 'If you did not ask for it, you can ignore this message.',
    sms: (code: string) =>
      `${code} is your Labtrail sign-in code. It is valid for ${MINUTES} minutes.`,
  },
  de: {
    subject: 'Ihr Labtrail-Anmeldecode',
    intro: 'Mit diesem Code melden Sie sich bei Labtrail an:',
    validity: `Er ist ${MINUTES} Minuten gültig.`,
    ignore: 'Wenn Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.',
    sms: (code: string) =>
      `${code} ist Ihr Labtrail-Anmeldecode. Er ist ${MINUTES} Minuten gültig.`,
  },
} as const;

/** The sign-in code e-mail, as plain text and HTML, in the person's language. */
export function codeMail(to: string, code: string, language: Language): MailMessage {
  const text = TEXTS[language];
  return {
    to,
    subject: text.subject,
    text: `${text.intro}\n\n${code}\n\n${text.validity}\n${text.ignore}\n`,
    html: `<!doctype html><html lang="${language === 'de' ? 'de' : 'en'}"><body style="font-family:system-ui,sans-serif;color:#1f2933">
<p>${text.intro}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>${text.validity}<br>${text.ignore}</p>
</body></html>`,
  };
}

export function codeSms(code: string, language: Language): string {
  return TEXTS[language].sms(code);
}
