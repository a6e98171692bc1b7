import type { Language } from '@labtrail/contract/auth';
import type { MailMessage } from '../../mail/mailer';

/** One due test as the digest lists it. */
export interface DigestLine {
  biomarkerName: string;
  /** YYYY-MM-DD. */
  lastTestDate: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** A value that needs a doctor today (critical) or within a day or two (prompt), not a retest. */
  pressing: 'critical' | 'prompt' | undefined;
}

const LOCALE = { us: 'en-US', de: 'de-DE' } as const;

const TEXTS = {
  us: {
    subject: 'Tests are due: your retest reminder',
    intro: (count: number) =>
      count === 1
        ? 'By your results in Labtrail, this test is due again:'
        : `By your results in Labtrail, these ${String(count)} tests are due again:`,
    line: (line: DigestLine, day: (date: string) => string) =>
      `${line.biomarkerName}: last tested ${day(line.lastTestDate)}, due since ${day(line.dueDate)}`,
    pressing: {
      critical: 'CRITICAL VALUE: seek medical care today, unless a doctor has assessed it since',
      prompt:
        'NEEDS A DOCTOR WITHIN A DAY OR TWO: contact your doctor now, unless one has seen it since',
    },
    advice:
      'Talk to your doctor about when to test. You get this digest at most once a week, and each due test only once.',
    pressingAdvice:
      'Act on the marked values now; do not wait for a retest. For the others, talk to your doctor about when to test. You get this digest at most once a week, and each due test only once.',
    open: 'Open Labtrail',
    unsubscribe: 'Stop retest reminders',
  },
  de: {
    subject: 'Tests sind fällig: Ihre Erinnerung',
    intro: (count: number) =>
      count === 1
        ? 'Nach Ihren Ergebnissen in Labtrail ist dieser Test wieder fällig:'
        : `Nach Ihren Ergebnissen in Labtrail sind diese ${String(count)} Tests wieder fällig:`,
    line: (line: DigestLine, day: (date: string) => string) =>
      `${line.biomarkerName}: zuletzt getestet am ${day(line.lastTestDate)}, fällig seit ${day(line.dueDate)}`,
    pressing: {
      critical:
        'KRITISCHER WERT: Lassen Sie sich heute noch ärztlich untersuchen, falls er seitdem nicht ärztlich beurteilt wurde',
      prompt:
        'INNERHALB VON EIN BIS ZWEI TAGEN ÄRZTLICH ABKLÄREN LASSEN: Wenden Sie sich jetzt an Ihre Ärztin oder Ihren Arzt, falls das seitdem nicht geschehen ist',
    },
    advice:
      'Besprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, wann Sie testen. Diese Übersicht kommt höchstens einmal pro Woche, jeder fällige Test nur einmal.',
    pressingAdvice:
      'Handeln Sie bei den markierten Werten jetzt; warten Sie nicht auf eine erneute Bestimmung. Für die übrigen besprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, wann Sie testen. Diese Übersicht kommt höchstens einmal pro Woche, jeder fällige Test nur einmal.',
    open: 'Labtrail öffnen',
    unsubscribe: 'Erinnerungen abbestellen',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

/**
 * The digest of due tests, as plain text and HTML in the person's language: each test with its
 * last test day and due day, a critical or prompt value marked with what to do now (first, as a
 * person may read no further), a link into the app and one that ends the reminders without signing
 * in (also as `List-Unsubscribe`, which mail programs show as their own button).
 */
export function retestReminderMail(options: {
  to: string;
  language: Language;
  lines: readonly DigestLine[];
  appUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const text = TEXTS[options.language];
  const format = new Intl.DateTimeFormat(LOCALE[options.language], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const day = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  const ordered = [
    ...options.lines.filter((line) => line.pressing === 'critical'),
    ...options.lines.filter((line) => line.pressing === 'prompt'),
    ...options.lines.filter((line) => line.pressing === undefined),
  ];
  const lines = ordered.map((line) =>
    line.pressing === undefined
      ? text.line(line, day)
      : `${text.line(line, day)}. ${text.pressing[line.pressing]}`,
  );
  const advice = ordered.some((line) => line.pressing !== undefined)
    ? text.pressingAdvice
    : text.advice;
  const intro = text.intro(lines.length);
  return {
    to: options.to,
    subject: text.subject,
    text: [
      intro,
      '',
      ...lines.map((line) => `- ${line}`),
      '',
      advice,
      '',
      `${text.open}: ${options.appUrl}`,
      `${text.unsubscribe}: ${options.unsubscribeUrl}`,
      '',
    ].join('\n'),
    html: `<!doctype html><html lang="${options.language === 'de' ? 'de' : 'en'}"><body style="font-family:system-ui,sans-serif;color:#1f2933">
<p>${escapeHtml(intro)}</p>
<ul>${lines.map((line, index) => (ordered[index]?.pressing === undefined ? `<li>${escapeHtml(line)}</li>` : `<li><strong>${escapeHtml(line)}</strong></li>`)).join('')}</ul>
<p>${escapeHtml(advice)}</p>
<p><a href="${escapeHtml(options.appUrl)}">${text.open}</a></p>
<p style="font-size:small"><a href="${escapeHtml(options.unsubscribeUrl)}">${text.unsubscribe}</a></p>
</body></html>`,
    headers: { 'List-Unsubscribe': `<${options.unsubscribeUrl}>` },
  };
}
