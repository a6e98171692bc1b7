import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Clock } from '../src/clock';

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
  headers: Headers;
}

/** A JSON call as the web app makes it (with the client-source header). */
export async function call(
  serverUrl: string,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'x-client-source': 'website' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  const response = await fetch(`${serverUrl}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
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
  const cookie = headers.getSetCookie().find((value) => value.startsWith('labtrail_session='));
  if (cookie === undefined) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}
