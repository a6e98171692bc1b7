import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config';
import { OUTBOX_DIR_NAME, OUTBOX_WARNINGS } from '../mail/create-mailer';
import type { SmsMessage, SmsSender } from './sms-sender';

export const SMS_FILE_SUFFIX = '.sms.json';
const TWILIO_TIMEOUT_MS = 10_000;

/** Nothing leaves the machine: the message is logged and kept under `$DATA_DIR/outbox/`. */
function createConsoleSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const outbox = path.join(dataDir, OUTBOX_DIR_NAME);
  log.warn({ outbox }, OUTBOX_WARNINGS.sms);
  return {
    async send(message: SmsMessage) {
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}${SMS_FILE_SUFFIX}`;
      const temporary = path.join(outbox, `.${name}.tmp`);
      await fs.writeFile(temporary, JSON.stringify(message));
      await fs.rename(temporary, path.join(outbox, name));
      log.info({ to: message.to, text: message.text, file: name }, 'sms written to outbox');
    },
  };
}

/** Twilio's Messages API: a form POST with the account's basic auth. */
function createTwilioSender(config: Extract<SmsConfig, { provider: 'twilio' }>): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(message: SmsMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: config.from, Body: message.text }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new Error(`Twilio refused the message: ${response.status} ${await response.text()}`);
      }
    },
  };
}

export function createSmsSender(options: {
  sms: SmsConfig;
  dataDir: string;
  log: FastifyBaseLogger;
}): SmsSender {
  return options.sms.provider === 'twilio'
    ? createTwilioSender(options.sms)
    : createConsoleSender(options.dataDir, options.log);
}
