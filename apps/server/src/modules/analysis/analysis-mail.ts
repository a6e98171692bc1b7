import type { Language } from '@labtrail/contract/auth';
import type { MailMessage } from '../../mail/mailer';

const TEXTS = {
  us: {
    subject: 'Your analysis is ready',
    body: (name: string, count: number) =>
      count === 1
        ? `We have read “${name}” and found 1 result. It is on your dashboard now, with an updated summary.`
        : `We have read “${name}” and found ${String(count)} results. They are on your dashboard now, with an updated summary.`,
    open: 'Open Labtrail',
  },
  de: {
    subject: 'Ihre Auswertung ist fertig',
    body: (name: string, count: number) =>
      count === 1
        ? `Wir haben „${name}“ gelesen und 1 Ergebnis gefunden. Es steht jetzt mit einer aktualisierten Zusammenfassung in Ihrer Übersicht.`
        : `Wir haben „${name}“ gelesen und ${String(count)} Ergebnisse gefunden. Sie stehen jetzt mit einer aktualisierten Zusammenfassung in Ihrer Übersicht.`,
    open: 'Labtrail öffnen',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

/** 'Your analysis is ready', as plain text and HTML, in the person's language, linking to the app. */
export function analysisReadyMail(options: {
  to: string;
  language: Language;
  documentName: string;
  results: number;
  appUrl: string;
}): MailMessage {
  const text = TEXTS[options.language];
  const body = text.body(options.documentName, options.results);
  return {
    to: options.to,
    subject: text.subject,
    text: `${body}\n\n${text.open}: ${options.appUrl}\n`,
    html: `<!doctype html><html lang="${options.language === 'de' ? 'de' : 'en'}"><body style="font-family:system-ui,sans-serif;color:#1f2933">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(options.appUrl)}">${text.open}</a></p>
</body></html>`,
  };
}
