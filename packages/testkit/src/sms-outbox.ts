import fs from 'node:fs/promises';
import path from 'node:path';

export interface RecordedSms {
  to: string;
  text: string;
}

const POLL_MS = 25;

/**
 * The newest SMS the console provider recorded for a number in an outbox folder
 * (`$DATA_DIR/outbox`, one `*.sms.json` file per message), waiting for one to appear.
 */
export async function lastSmsTo(
  outbox: string,
  phone: string,
  options: { suffix?: string; timeoutMs?: number } = {},
): Promise<RecordedSms> {
  const { suffix = '.sms.json', timeoutMs = 5000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await fs.readdir(outbox).catch(() => []);
    const messages = await Promise.all(
      names
        .filter((name) => name.endsWith(suffix))
        .sort()
        .map(
          async (name) =>
            JSON.parse(await fs.readFile(path.join(outbox, name), 'utf8')) as RecordedSms,
        ),
    );
    const last = messages.filter((sms) => sms.to === phone).at(-1);
    if (last !== undefined) return last;
    if (Date.now() > deadline) throw new Error(`No SMS to ${phone} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
