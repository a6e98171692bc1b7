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
}

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

/**
 * Reads the environment of ARCHITECTURE.md §8. The first unusable value throws a ConfigError
 * whose message names the variable, so `main` can print one line and exit.
 */
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
  };
}
