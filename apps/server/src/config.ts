import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; the embedded SQLite file under `dataDir` otherwise. */
  databaseUrl: string | undefined;
  publicUrl: URL;
  /** SMTP when set; dev mail (logged and written to `$DATA_DIR/outbox/`) otherwise. */
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  /** Keys codes, sessions and captchas; generated into `dataDir` when unset (see load-secret). */
  secret: string | undefined;
  signup: 'open' | 'closed';
  sms: SmsConfig;
  appDownloadUrl: URL;
  /** An OpenAI-compatible endpoint that rewrites the summary's prose; off when unset. */
  llm: LlmConfig | undefined;
  /**
   * What this process does: `api` serves the app and the API, `worker` analyses documents (and
   * answers only /api/health), `all` both. Several of each can share one database.
   */
  role: 'all' | 'api' | 'worker';
}

export interface LlmConfig {
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: URL;
  /** Sent as a bearer token; local servers often need none. */
  apiKey: string | undefined;
  model: string;
}

export type SmsConfig =
  | { provider: 'console' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: URL };

export const DEFAULT_APP_DOWNLOAD_URL = 'https://labtrail.app/download';
const TWILIO_API_URL = 'https://api.twilio.com';
const MIN_SECRET_LENGTH = 32;

export type Env = Readonly<Record<string, string | undefined>>;

/** A configuration value that cannot be used; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function invalid(name: string, value: string, expected: string): ConfigError {
  return new ConfigError(`${name} must be ${expected} (got "${value}")`);
}

function readPort(env: Env): number {
  const value = read(env, 'PORT');
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw invalid('PORT', value, 'an integer from 1 to 65535');
  }
  return port;
}

function readUrl(env: Env, name: string, protocols: readonly string[]): URL | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  const expected = `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  if (!URL.canParse(value)) throw invalid(name, value, expected);
  const url = new URL(value);
  if (!protocols.includes(url.protocol)) throw invalid(name, value, expected);
  return url;
}

function readLogLevel(env: Env): LogLevel {
  const value = read(env, 'LOG_LEVEL');
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (level === undefined) throw invalid('LOG_LEVEL', value, `one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function readMailFrom(env: Env, publicUrl: URL): string {
  const value = read(env, 'MAIL_FROM');
  if (value === undefined) return `Labtrail <no-reply@${publicUrl.hostname}>`;
  if (!/<?[^\s@<>]+@[^\s@<>]+>?$/.test(value)) {
    throw invalid('MAIL_FROM', value, 'an e-mail address, optionally as "Name <address>"');
  }
  return value;
}

function readChoice<const T extends string>(env: Env, name: string, choices: readonly T[]): T {
  const value = read(env, name);
  if (value === undefined) return choices[0] as T;
  const choice = choices.find((candidate) => candidate === value);
  if (choice === undefined) throw invalid(name, value, `one of ${choices.join(', ')}`);
  return choice;
}

function readSecret(env: Env): string | undefined {
  const value = read(env, 'SECRET');
  if (value !== undefined && value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return value;
}

function required(env: Env, name: string, because: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(`${name} must be set ${because}`);
  return value;
}

function readSms(env: Env): SmsConfig {
  const provider = readChoice(env, 'SMS_PROVIDER', ['console', 'twilio'] as const);
  if (provider === 'console') return { provider };
  const because = 'when SMS_PROVIDER is twilio';
  return {
    provider,
    accountSid: required(env, 'TWILIO_ACCOUNT_SID', because),
    authToken: required(env, 'TWILIO_AUTH_TOKEN', because),
    from: required(env, 'TWILIO_FROM', because),
    apiUrl: readUrl(env, 'TWILIO_API_URL', ['https:', 'http:']) ?? new URL(TWILIO_API_URL),
  };
}

/**
 * Reads the environment of ARCHITECTURE.md §8. The first unusable value throws a ConfigError
 * whose message names the variable, so `main` can print one line and exit.
 */
function readLlm(env: Env): LlmConfig | undefined {
  const baseUrl = readUrl(env, 'LLM_BASE_URL', ['https:', 'http:']);
  const model = read(env, 'LLM_MODEL');
  const apiKey = read(env, 'LLM_API_KEY');
  if (baseUrl === undefined) {
    if (model !== undefined || apiKey !== undefined)
      throw new ConfigError('LLM_BASE_URL must be set when LLM_MODEL or LLM_API_KEY is');
    return undefined;
  }
  if (model === undefined) throw new ConfigError('LLM_MODEL must be set when LLM_BASE_URL is');
  return { baseUrl, apiKey, model };
}

export function loadConfig(env: Env): Config {
  const port = readPort(env);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'])?.href;
  const publicUrl =
    readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? new URL(`http://localhost:${port}`);
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'])?.href;
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    smtpUrl,
    mailFrom: readMailFrom(env, publicUrl),
    logLevel: readLogLevel(env),
    secret: readSecret(env),
    signup: readChoice(env, 'SIGNUP', ['open', 'closed'] as const),
    sms: readSms(env),
    appDownloadUrl:
      readUrl(env, 'APP_DOWNLOAD_URL', ['https:', 'http:']) ?? new URL(DEFAULT_APP_DOWNLOAD_URL),
    llm: readLlm(env),
    role: readChoice(env, 'ROLE', ['all', 'api', 'worker'] as const),
  };
}
