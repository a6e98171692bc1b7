import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

export const OUTBOX_DIR_NAME = 'outbox';

export const OUTBOX_WARNINGS = {
  mail: 'SMTP_URL is not set: every mail, sign-in codes included, is written to this log and the outbox folder. Fine on your own machine; set SMTP_URL in production.',
  sms: 'SMS_PROVIDER is console: every SMS, sign-in codes included, is written to this log and the outbox folder. Fine on your own machine; set SMS_PROVIDER=twilio in production.',
} as const;

/** nodemailer is loaded with the first mail, not at every start. */
function lazyTransport<Info>(create: (loaded: typeof nodemailer) => Transporter<Info>) {
  let transport: Promise<Transporter<Info>> | undefined;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer))),
    close: () => {
      void transport?.then((open) => {
        open.close();
      });
    },
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    async send(message: MailMessage) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    close: transport.close,
  };
}

/**
 * Without SMTP nothing leaves the machine: each message is logged (so a developer can read a
 * sign-in code in the console) and kept as an .eml file under `$DATA_DIR/outbox/`.
 */
function createOutboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(dataDir, OUTBOX_DIR_NAME);
  // Whoever reads the log can sign in as anyone: said once, loudly, at start.
  log.warn({ outbox }, OUTBOX_WARNINGS.mail);
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message: MailMessage) {
      const info = await (await transport.get()).sendMail({ from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`;
      const temporary = path.join(outbox, `.${name}.tmp`);
      await fs.writeFile(temporary, info.message);
      await fs.rename(temporary, path.join(outbox, name));
      log.info(
        { to: message.to, subject: message.subject, file: name, text: message.text },
        'mail written to outbox',
      );
    },
    close: transport.close,
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  return options.smtpUrl === undefined
    ? createOutboxMailer(options.dataDir, options.mailFrom, options.log)
    : createSmtpMailer(options.smtpUrl, options.mailFrom);
}
