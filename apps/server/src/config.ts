import net from 'node:net';
import path from 'node:path';
import { ANALYSIS_LIMITS } from './modules/analysis/analysis-rules';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; the embedded SQLite file under `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process holds at most. */
  databasePoolMax: number;
  /**
   * The reverse proxies or load balancers in front (addresses, CIDR ranges or proxy-addr's names
   * loopback, linklocal, uniquelocal), whose X-Forwarded-For names the client; without it every
   * request seems to come from the proxy, and all clients share one per-IP limit.
   */
  trustProxy: string[] | false;
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
  /** S3-compatible storage for documents' bytes; files under `dataDir` when unset. */
  s3: S3Config | undefined;
  /** How long a worker's claim on a document lasts without renewal (a dead worker's runs out). */
  analysisClaimMs: number;
  /**
   * The fixed memory ceiling of one document's analysis (the analysis thread's heap and the
   * buffers it holds), in bytes: a document that needs more fails, and the thread is ended.
   */
  analysisMemoryBytes: number;
  /** What one person may keep in documents: how many and how many bytes in all. */
  documentQuota: { count: number; bytes: number };
  /** Uploads are refused (503) while the data folder has less than this free, in bytes. */
  minFreeDiskBytes: number;
  /**
   * What this process does: `api` serves the app and the API, `worker` analyses documents (and
   * answers only /api/health), `all` both. Several of each can share one database.
   */
  role: 'all' | 'api' | 'worker';
  /** Sign-in with Google (the first social provider); off when GOOGLE_CLIENT_ID is unset. */
  google: GoogleConfig | undefined;
  /** Sign-in with Apple (the second social provider); off when APPLE_CLIENT_ID is unset. */
  apple: AppleConfig | undefined;
}

export interface GoogleConfig {
  clientId: string;
  /** The OpenID issuer; its discovery document names the endpoints and keys. */
  issuer: URL;
}

export interface AppleConfig {
  /** The Services ID registered for the web. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** The PKCS #8 PEM of the key that signs the client secret (ES256). */
  privateKey: string;
  issuer: URL;
}

export interface LlmConfig {
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: URL;
  /** Sent as a bearer token; local servers often need none. */
  apiKey: string | undefined;
  model: string;
}

export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (MinIO, Ceph, Garage, …); AWS when unset. */
  endpoint: URL | undefined;
  region: string;
  /** Unset: the AWS SDK's usual sources (AWS_* variables, shared files, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`, as most self-hosted services want. */
  forcePathStyle: boolean;
}

export type SmsConfig =
  | { provider: 'console' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: URL };

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const APPLE_ISSUER = 'https://appleid.apple.com';
export const DEFAULT_APP_DOWNLOAD_URL = 'https://labtrail.app/download';
const TWILIO_API_URL = 'https://api.twilio.com';
export const DEFAULT_DATABASE_POOL_MAX = 10;
export const DEFAULT_S3_REGION = 'us-east-1';
export const DEFAULT_ANALYSIS_MEMORY_MB = 512;
export const DEFAULT_DOCUMENT_QUOTA_MB = 500;
export const DEFAULT_DOCUMENT_QUOTA_COUNT = 1000;
export const DEFAULT_MIN_FREE_DISK_MB = 256;
const MB = 1024 * 1024;
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

function readInteger(env: Env, name: string, min: number, max: number): number | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw invalid(name, value, `an integer from ${String(min)} to ${String(max)}`);
  }
  return number;
}

function readBoolean(env: Env, name: string): boolean | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(name, value, 'true or false');
  return value === 'true';
}

function readDatabasePoolMax(env: Env, databaseUrl: string | undefined): number {
  const poolMax = readInteger(env, 'DATABASE_POOL_MAX', 1, 1000);
  if (poolMax !== undefined && databaseUrl === undefined)
    throw new ConfigError('DATABASE_URL must be set when DATABASE_POOL_MAX is');
  return poolMax ?? DEFAULT_DATABASE_POOL_MAX;
}

/** S3's own rule for new buckets; other services accept these names too. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function readS3(env: Env): S3Config | undefined {
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.find((name) => read(env, name) !== undefined);
    if (stray !== undefined) throw new ConfigError(`S3_BUCKET must be set when ${stray} is`);
    return undefined;
  }
  if (!S3_BUCKET_NAME.test(bucket)) {
    throw invalid('S3_BUCKET', bucket, '3 to 63 lower-case letters, digits, dots or hyphens');
  }
  const endpoint = readUrl(env, 'S3_ENDPOINT', ['https:', 'http:']);
  const region = read(env, 'S3_REGION') ?? DEFAULT_S3_REGION;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(region)) {
    throw invalid('S3_REGION', region, 'a region name such as us-east-1');
  }
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  // The secret itself is never repeated in a message.
  if (accessKeyId !== undefined && secretAccessKey === undefined)
    throw new ConfigError('S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is');
  if (accessKeyId === undefined && secretAccessKey !== undefined)
    throw new ConfigError('S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is');
  return {
    bucket,
    endpoint,
    region,
    credentials:
      accessKeyId === undefined || secretAccessKey === undefined
        ? undefined
        : { accessKeyId, secretAccessKey },
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE') ?? endpoint !== undefined,
  };
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function readTrustProxy(env: Env): string[] | false {
  const value = read(env, 'TRUST_PROXY');
  if (value === undefined) return false;
  const addresses = value.split(',').map((part) => part.trim());
  const isAddress = (part: string) => {
    if (PROXY_RANGE_NAMES.includes(part)) return true;
    const [address = '', prefix, ...rest] = part.split('/');
    const version = net.isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  };
  if (!addresses.every(isAddress)) {
    throw invalid(
      'TRUST_PROXY',
      value,
      'proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas',
    );
  }
  return addresses;
}

function readAnalysisClaimMs(env: Env): number {
  const seconds = readInteger(env, 'ANALYSIS_CLAIM_SECONDS', 2, 86_400);
  return seconds === undefined ? ANALYSIS_LIMITS.claimMs : seconds * 1000;
}

function readGoogle(env: Env): GoogleConfig | undefined {
  const clientId = read(env, 'GOOGLE_CLIENT_ID');
  const issuer = readUrl(env, 'GOOGLE_ISSUER', ['https:', 'http:']);
  if (clientId === undefined) {
    if (issuer !== undefined)
      throw new ConfigError('GOOGLE_CLIENT_ID must be set when GOOGLE_ISSUER is');
    return undefined;
  }
  return { clientId, issuer: issuer ?? new URL(GOOGLE_ISSUER) };
}

function readPrivateKey(env: Env, name: string, because: string): string {
  // A PEM in one environment line usually arrives with its line breaks written as \n.
  const value = required(env, name, because).replaceAll('\\n', '\n');
  if (!/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\s*$/.test(value)) {
    throw new ConfigError(`${name} must be a PKCS #8 PEM key (-----BEGIN PRIVATE KEY-----)`);
  }
  return value;
}

function readApple(env: Env): AppleConfig | undefined {
  const clientId = read(env, 'APPLE_CLIENT_ID');
  if (clientId === undefined) {
    const stray = ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY', 'APPLE_ISSUER'].find(
      (name) => read(env, name) !== undefined,
    );
    if (stray !== undefined) throw new ConfigError(`APPLE_CLIENT_ID must be set when ${stray} is`);
    return undefined;
  }
  const because = 'when APPLE_CLIENT_ID is set';
  return {
    clientId,
    teamId: required(env, 'APPLE_TEAM_ID', because),
    keyId: required(env, 'APPLE_KEY_ID', because),
    privateKey: readPrivateKey(env, 'APPLE_PRIVATE_KEY', because),
    issuer: readUrl(env, 'APPLE_ISSUER', ['https:', 'http:']) ?? new URL(APPLE_ISSUER),
  };
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
    databasePoolMax: readDatabasePoolMax(env, databaseUrl),
    trustProxy: readTrustProxy(env),
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
    s3: readS3(env),
    analysisClaimMs: readAnalysisClaimMs(env),
    analysisMemoryBytes:
      (readInteger(env, 'ANALYSIS_MEMORY_MB', 128, 65_536) ?? DEFAULT_ANALYSIS_MEMORY_MB) * MB,
    documentQuota: {
      count: readInteger(env, 'DOCUMENT_QUOTA_COUNT', 1, 1_000_000) ?? DEFAULT_DOCUMENT_QUOTA_COUNT,
      bytes:
        (readInteger(env, 'DOCUMENT_QUOTA_MB', 1, 10_000_000) ?? DEFAULT_DOCUMENT_QUOTA_MB) * MB,
    },
    minFreeDiskBytes:
      (readInteger(env, 'MIN_FREE_DISK_MB', 0, 10_000_000) ?? DEFAULT_MIN_FREE_DISK_MB) * MB,
    role: readChoice(env, 'ROLE', ['all', 'api', 'worker'] as const),
    google: readGoogle(env),
    apple: readApple(env),
  };
}
