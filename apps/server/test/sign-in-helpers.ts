import path from 'node:path';
import type { MailCatcher } from '@labtrail/testkit/mail-catcher';
import { lastSmsTo } from '@labtrail/testkit/sms-outbox';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Clock } from '../src/clock';
import { OUTBOX_DIR_NAME } from '../src/mail/create-mailer';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private time = Date.UTC(2026, 0, 5, 9, 0, 0)) {}

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** What a browser's ALTCHA widget would send after solving the server's challenge. */
export async function solveCaptcha(serverUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${serverUrl}/v1/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The parsed body as it came (an array or null too). */
  json: unknown;
  headers: Headers;
}

/** A JSON call as the web app makes it (with the client-source header). */
export async function call(
  serverUrl: string,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'x-client-source': 'website', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  const response = await fetch(`${serverUrl}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const json: unknown = text === '' ? undefined : JSON.parse(text);
  return {
    status: response.status,
    body: typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {},
    json,
    headers: response.headers,
  };
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (match?.[1] === undefined) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** The session cookie pair (`name=value`) from a Set-Cookie header. */
export function sessionCookie(headers: Headers): string {
  // `__Host-labtrail_session` when the server is served over https.
  const cookie = headers
    .getSetCookie()
    .find((value) => /^(?:__Host-)?labtrail_session=[^;]/u.test(value));
  if (cookie === undefined) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

/**
 * Signs a new person in by phone through the console SMS provider's outbox (no mail server
 * needed) and returns their session cookie.
 */
export async function signInWithPhone(
  server: { url: string; dataDir: string },
  phone: string,
): Promise<string> {
  const requested = await call(server.url, 'POST', '/v2/user/login', {
    body: { phone, captcha: await solveCaptcha(server.url) },
  });
  if (requested.status !== 200)
    throw new Error(`code request refused: ${String(requested.status)}`);
  const sms = await lastSmsTo(path.join(server.dataDir, OUTBOX_DIR_NAME), phone);
  const verified = await call(server.url, 'POST', '/v1/user/verify', {
    body: { tz_offset: -2, version: '0.0.1', phone, code: codeIn(sms.text) },
  });
  if (verified.status !== 200) throw new Error(`verification refused: ${String(verified.status)}`);
  return sessionCookie(verified.headers);
}

let people = 0;

/** Signs a new person in by phone, another number each time: their cookie and user id. */
export async function signInNewPerson(server: {
  url: string;
  dataDir: string;
}): Promise<{ cookie: string; userId: string }> {
  people += 1;
  const cookie = await signInWithPhone(server, `+4917399${String(people).padStart(5, '0')}`);
  const me = await call(server.url, 'GET', '/v1/user/me', { cookie });
  return { cookie, userId: (me.body.data as { user_id: string }).user_id };
}

/** Signs a new person in by an e-mail code read from the mail catcher; returns their cookie. */
export async function signInWithEmail(
  serverUrl: string,
  mail: MailCatcher,
  email: string,
): Promise<string> {
  await call(serverUrl, 'POST', '/v2/user/login', {
    body: { email, captcha: await solveCaptcha(serverUrl) },
  });
  const verified = await call(serverUrl, 'POST', '/v1/user/verify', {
    body: {
      tz_offset: -2,
      version: '0.0.1',
      email,
      code: codeIn((await mail.lastMailTo(email)).text),
    },
  });
  return sessionCookie(verified.headers);
}
