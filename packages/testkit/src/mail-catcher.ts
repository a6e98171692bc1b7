import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header by its lower-case name (the last one when repeated). */
  headers: Record<string, string>;
}

export interface MailCatcher {
  /** Give this to the app as SMTP_URL. */
  url: string;
  mailsTo(address: string): CaughtMail[];
  /**
   * The newest mail to the address (with this subject, when given), waiting for one to arrive
   * when there is none yet.
   */
  lastMailTo(
    address: string,
    options?: { timeoutMs?: number; subject?: string },
  ): Promise<CaughtMail>;
  close(): Promise<void>;
}

const POLL_MS = 25;

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A real SMTP server on a free loopback port that keeps every message it receives. A message
 * `refuse` answers true for is refused as a mail server does when it has trouble for a moment
 * (451), and not kept.
 */
export async function startMailCatcher(
  options: { refuse?: (mail: CaughtMail) => boolean } = {},
): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      readAll(stream)
        .then((raw) => PostalMime.parse(raw))
        .then((email) => {
          const caught = {
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: email.subject ?? '',
            text: email.text ?? '',
            html: email.html ?? '',
            headers: Object.fromEntries(
              email.headers.map((header) => [header.key.toLowerCase(), header.value]),
            ),
          };
          if (options.refuse?.(caught) === true) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          received.push(caught);
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');

  const mailsTo = (recipient: string) =>
    received.filter((mail) => mail.to.some((to) => sameAddress(to, recipient)));

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mailsTo,
    async lastMailTo(recipient, { timeoutMs = 5000, subject } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const last = mailsTo(recipient)
          .filter((mail) => subject === undefined || mail.subject === subject)
          .at(-1);
        if (last !== undefined) return last;
        if (Date.now() > deadline)
          throw new Error(`No mail to ${recipient} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
