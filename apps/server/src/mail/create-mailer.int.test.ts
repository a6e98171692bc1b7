import fs from 'node:fs/promises';
import path from 'node:path';
import { startMailCatcher } from '@labtrail/testkit/mail-catcher';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer, OUTBOX_DIR_NAME, OUTBOX_WARNINGS } from './create-mailer';

const message = {
  to: 'ada@example.org',
  subject: 'Your Labtrail code',
  text: 'Your code is 123456',
  html: '<p>Your code is <b>123456</b></p>',
};

describe('createMailer', () => {
  it('delivers over SMTP when SMTP_URL is set', async () => {
    const catcher = await startMailCatcher();
    const dataDir = await createTemporaryDirectory('labtrail-mail');
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: catcher.url,
      mailFrom: 'Labtrail <no-reply@example.org>',
      dataDir: dataDir.path,
      log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    try {
      await mailer.send(message);
      const mail = await catcher.lastMailTo('ada@example.org');
      expect(mail).toMatchObject({ from: 'no-reply@example.org', subject: message.subject });
      expect(mail.text.trim()).toBe(message.text);
      expect(mail.html).toContain('<b>123456</b>');
      await expect(fs.readdir(dataDir.path)).resolves.toEqual([]);
      expect(lines).toEqual([]);
    } finally {
      mailer.close();
      await catcher.close();
      await dataDir.remove();
    }
  });

  it('keeps mail on the machine without SMTP: logged and written to the outbox', async () => {
    const dataDir = await createTemporaryDirectory('labtrail-mail');
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Labtrail <no-reply@localhost>',
      dataDir: dataDir.path,
      log,
    });
    try {
      await mailer.send(message);
      const outbox = path.join(dataDir.path, OUTBOX_DIR_NAME);
      const files = await fs.readdir(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await fs.readFile(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(raw).toContain('Subject: Your Labtrail code');
      expect(raw).toContain('To: ada@example.org');
      expect(raw).toContain('Your code is 123456');
      expect(lines.join('')).toContain('Your code is 123456');
      // The operator is told at start that codes end up in the log.
      const first = JSON.parse(lines[0] ?? '{}') as { level?: number; msg?: string };
      expect(first).toMatchObject({ level: 40, msg: OUTBOX_WARNINGS.mail });
    } finally {
      mailer.close();
      await dataDir.remove();
    }
  });
});
