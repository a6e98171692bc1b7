import { APPLE, DEPENDENCIES, GOOGLE, LLM, S3, SERVER, TWILIO } from './config/environment';
import type { LogLevel } from './config/environment';
import { read, readService, requireDependencies } from './config/read';
import type { Env } from './config/read';

export {
  APPLE_ISSUER,
  DEFAULT_ANALYSIS_MEMORY_MB,
  DEFAULT_APP_DOWNLOAD_URL,
  DEFAULT_DATABASE_POOL_MAX,
  DEFAULT_DOCUMENT_QUOTA_COUNT,
  DEFAULT_DOCUMENT_QUOTA_MB,
  DEFAULT_MAX_RESULTS_PER_PERSON,
  DEFAULT_MAX_VALUES_PER_IMPORT,
  DEFAULT_MIN_FREE_DISK_MB,
  DEFAULT_S3_REGION,
  GOOGLE_ISSUER,
} from './config/defaults';
export { LOG_LEVELS } from './config/environment';
export type { LogLevel } from './config/environment';
export { ConfigError } from './config/read';
export type { Env } from './config/read';

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
  /** How many values one CSV or FHIR import may add, and how many results one person may keep. */
  resultLimits: { valuesPerImport: number; resultsPerPerson: number };
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

/**
 * Reads the environment of the README's configuration table. The first unusable value throws a
 * ConfigError whose message names the variable, so `main` can print one line and exit.
 */
export function loadConfig(env: Env): Config {
  const server = read(SERVER, env);
  requireDependencies(env, DEPENDENCIES);
  return {
    ...server,
    sms: readService(TWILIO, env) ?? { provider: 'console' },
    llm: readService(LLM, env),
    s3: readService(S3, env),
    google: readService(GOOGLE, env),
    apple: readService(APPLE, env),
  };
}
