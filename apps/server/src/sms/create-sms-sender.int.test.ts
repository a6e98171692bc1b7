import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { OUTBOX_DIR_NAME, OUTBOX_WARNINGS } from '../mail/create-mailer';
import { createSmsSender } from './create-sms-sender';

describe('the Twilio SMS sender', () => {
  it('posts the message to the Messages API with the account’s basic auth', async () => {
    const received: { url: string; authorization: string; body: string }[] = [];
    let status = 201;
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({
          url: request.url ?? '',
          authorization: request.headers.authorization ?? '',
          body,
        });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const sender = createSmsSender({
      sms: {
        provider: 'twilio',
        accountSid: 'AC123',
        authToken: 'secret-token',
        from: '+15005550006',
        apiUrl: new URL(`http://127.0.0.1:${address.port}`),
      },
      dataDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    });
    try {
      await sender.send({ to: '+491701234567', text: '123456 is your code' });
      expect(received).toHaveLength(1);
      expect(received[0]?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(received[0]?.authorization).toBe(
        `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
      );
      expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
        To: '+491701234567',
        From: '+15005550006',
        Body: '123456 is your code',
      });
      status = 400;
      await expect(sender.send({ to: '+1', text: 'x' })).rejects.toThrow(
        'Twilio refused the message: 400',
      );
    } finally {
      server.close();
    }
  });
});

describe('the console SMS sender', () => {
  it('warns at start that codes go to the log, then keeps each SMS in the outbox', async () => {
    const dataDir = await createTemporaryDirectory('labtrail-sms');
    const lines: string[] = [];
    const sender = createSmsSender({
      sms: { provider: 'console' },
      dataDir: dataDir.path,
      log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    try {
      expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toEqual([
        expect.objectContaining({ level: 40, msg: OUTBOX_WARNINGS.sms }),
      ]);
      await sender.send({ to: '+491701234567', text: '123456 is your code' });
      const files = await fs.readdir(path.join(dataDir.path, OUTBOX_DIR_NAME));
      expect(files).toEqual([expect.stringMatching(/\.sms\.json$/) as string]);
    } finally {
      await dataDir.remove();
    }
  });
});
