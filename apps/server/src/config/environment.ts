import Type from 'typebox';
import type { StaticDecode, TObject, TProperties } from 'typebox';
import Compile from 'typebox/compile';
import type { AppleConfig, Config, GoogleConfig, LlmConfig, S3Config, SmsConfig } from '../config';
import {
  APPLE_ISSUER,
  DEFAULT_ANALYSIS_CLAIM_SECONDS,
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
} from './defaults';
import { given } from './read';
import type { Dependency, Service, Variables } from './read';
import {
  choice,
  directory,
  flag,
  integer,
  matching,
  privateKey,
  proxies,
  secret,
  text,
  url,
} from './variables';

// The environment of the README's configuration table, as TypeBox schemas: each variable's kind,
// format and default, and what its group decodes into. The server's own variables are always
// read, a service's only when the environment turns it on; DEPENDENCIES ties variables together.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const WEB = ['https:', 'http:'];
const MB = 1024 * 1024;
const MIN_SECRET_LENGTH = 32;
const TWILIO_API_URL = 'https://api.twilio.com';

type ServerConfig = Omit<Config, 'sms' | 'llm' | 's3' | 'google' | 'apple'>;

/** An object schema of `properties`, which decodes into what `decode` makes of it. */
function variables<Properties extends TProperties, Decoded>(
  properties: Properties,
  decode: (values: StaticDecode<TObject<Properties>>) => Decoded,
): Variables<Decoded> {
  type Compiled = ReturnType<Variables<Decoded>>;
  const compile = (): Compiled => Compile(Type.Decode(Type.Object(properties), decode));
  let compiled: Compiled | undefined;
  return () => (compiled ??= compile());
}

/** Everything but the optional services, which are read only when the environment turns them on. */
export const SERVER = variables(
  {
    PORT: integer({ min: 1, max: 65535, default: 8080 }),
    HOST: text({ default: '127.0.0.1' }),
    DATA_DIR: directory({ default: 'data' }),
    DATABASE_URL: Type.Optional(url(['postgres:', 'postgresql:'])),
    DATABASE_POOL_MAX: integer({ min: 1, max: 1000, default: DEFAULT_DATABASE_POOL_MAX }),
    TRUST_PROXY: Type.Optional(proxies()),
    PUBLIC_URL: Type.Optional(url(['http:', 'https:'])),
    SMTP_URL: Type.Optional(url(['smtp:', 'smtps:'])),
    MAIL_FROM: Type.Optional(
      matching(/<?[^\s@<>]+@[^\s@<>]+>?$/, 'an e-mail address, optionally as "Name <address>"'),
    ),
    LOG_LEVEL: choice(LOG_LEVELS, { default: 'info' }),
    SECRET: Type.Optional(secret(MIN_SECRET_LENGTH)),
    SIGNUP: choice(['open', 'closed'], { default: 'open' }),
    SMS_PROVIDER: choice(['console', 'twilio'], { default: 'console' }),
    APP_DOWNLOAD_URL: url(WEB, { default: DEFAULT_APP_DOWNLOAD_URL }),
    ANALYSIS_CLAIM_SECONDS: integer({
      min: 2,
      max: 86_400,
      default: DEFAULT_ANALYSIS_CLAIM_SECONDS,
    }),
    ANALYSIS_MEMORY_MB: integer({ min: 128, max: 65_536, default: DEFAULT_ANALYSIS_MEMORY_MB }),
    DOCUMENT_QUOTA_COUNT: integer({
      min: 1,
      max: 1_000_000,
      default: DEFAULT_DOCUMENT_QUOTA_COUNT,
    }),
    DOCUMENT_QUOTA_MB: integer({ min: 1, max: 10_000_000, default: DEFAULT_DOCUMENT_QUOTA_MB }),
    MIN_FREE_DISK_MB: integer({ min: 0, max: 10_000_000, default: DEFAULT_MIN_FREE_DISK_MB }),
    MAX_VALUES_PER_IMPORT: integer({
      min: 1,
      max: 1_000_000,
      default: DEFAULT_MAX_VALUES_PER_IMPORT,
    }),
    MAX_RESULTS_PER_PERSON: integer({
      min: 1,
      max: 100_000_000,
      default: DEFAULT_MAX_RESULTS_PER_PERSON,
    }),
    ROLE: choice(['all', 'api', 'worker'], { default: 'all' }),
  },
  (server): ServerConfig => {
    const publicUrl = server.PUBLIC_URL ?? new URL(`http://localhost:${server.PORT}`);
    return {
      port: server.PORT,
      host: server.HOST,
      dataDir: server.DATA_DIR,
      databaseUrl: server.DATABASE_URL?.href,
      databasePoolMax: server.DATABASE_POOL_MAX,
      trustProxy: server.TRUST_PROXY ?? false,
      publicUrl,
      smtpUrl: server.SMTP_URL?.href,
      mailFrom: server.MAIL_FROM ?? `Labtrail <no-reply@${publicUrl.hostname}>`,
      logLevel: server.LOG_LEVEL,
      secret: server.SECRET,
      signup: server.SIGNUP,
      appDownloadUrl: server.APP_DOWNLOAD_URL,
      analysisClaimMs: server.ANALYSIS_CLAIM_SECONDS * 1000,
      analysisMemoryBytes: server.ANALYSIS_MEMORY_MB * MB,
      documentQuota: { count: server.DOCUMENT_QUOTA_COUNT, bytes: server.DOCUMENT_QUOTA_MB * MB },
      minFreeDiskBytes: server.MIN_FREE_DISK_MB * MB,
      resultLimits: {
        valuesPerImport: server.MAX_VALUES_PER_IMPORT,
        resultsPerPerson: server.MAX_RESULTS_PER_PERSON,
      },
      role: server.ROLE,
    };
  },
);

export const TWILIO: Service<SmsConfig> = {
  on: (env) => given(env, 'SMS_PROVIDER') === 'twilio',
  because: 'when SMS_PROVIDER is twilio',
  variables: variables(
    {
      TWILIO_ACCOUNT_SID: text(),
      TWILIO_AUTH_TOKEN: text(),
      TWILIO_FROM: text(),
      TWILIO_API_URL: url(WEB, { default: TWILIO_API_URL }),
    },
    (twilio): SmsConfig => ({
      provider: 'twilio',
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: twilio.TWILIO_FROM,
      apiUrl: twilio.TWILIO_API_URL,
    }),
  ),
};

export const LLM: Service<LlmConfig> = {
  on: (env) => given(env, 'LLM_BASE_URL') !== undefined,
  because: 'when LLM_BASE_URL is',
  variables: variables(
    {
      LLM_BASE_URL: url(WEB),
      LLM_MODEL: text(),
      LLM_API_KEY: Type.Optional(text()),
    },
    (llm): LlmConfig => ({
      baseUrl: llm.LLM_BASE_URL,
      apiKey: llm.LLM_API_KEY,
      model: llm.LLM_MODEL,
    }),
  ),
};

export const S3: Service<S3Config> = {
  on: (env) => given(env, 'S3_BUCKET') !== undefined,
  because: 'when S3_BUCKET is',
  variables: variables(
    {
      // S3's own rule for new buckets; other services accept these names too.
      S3_BUCKET: matching(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        '3 to 63 lower-case letters, digits, dots or hyphens',
      ),
      S3_ENDPOINT: Type.Optional(url(WEB)),
      S3_REGION: matching(/^[A-Za-z0-9_-]{1,64}$/, 'a region name such as us-east-1', {
        default: DEFAULT_S3_REGION,
      }),
      S3_ACCESS_KEY_ID: Type.Optional(text()),
      S3_SECRET_ACCESS_KEY: Type.Optional(text()),
      S3_FORCE_PATH_STYLE: Type.Optional(flag()),
    },
    (s3): S3Config => ({
      bucket: s3.S3_BUCKET,
      endpoint: s3.S3_ENDPOINT,
      region: s3.S3_REGION,
      credentials:
        s3.S3_ACCESS_KEY_ID === undefined || s3.S3_SECRET_ACCESS_KEY === undefined
          ? undefined
          : { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
      // Another endpoint is mostly a self-hosted service, and those want path-style addresses.
      forcePathStyle: s3.S3_FORCE_PATH_STYLE ?? s3.S3_ENDPOINT !== undefined,
    }),
  ),
};

export const GOOGLE: Service<GoogleConfig> = {
  on: (env) => given(env, 'GOOGLE_CLIENT_ID') !== undefined,
  because: 'when GOOGLE_CLIENT_ID is',
  variables: variables(
    {
      GOOGLE_CLIENT_ID: text(),
      GOOGLE_ISSUER: url(WEB, { default: GOOGLE_ISSUER }),
    },
    (google): GoogleConfig => ({
      clientId: google.GOOGLE_CLIENT_ID,
      issuer: google.GOOGLE_ISSUER,
    }),
  ),
};

export const APPLE: Service<AppleConfig> = {
  on: (env) => given(env, 'APPLE_CLIENT_ID') !== undefined,
  because: 'when APPLE_CLIENT_ID is set',
  variables: variables(
    {
      APPLE_CLIENT_ID: text(),
      APPLE_TEAM_ID: text(),
      APPLE_KEY_ID: text(),
      APPLE_PRIVATE_KEY: privateKey(),
      APPLE_ISSUER: url(WEB, { default: APPLE_ISSUER }),
    },
    (apple): AppleConfig => ({
      clientId: apple.APPLE_CLIENT_ID,
      teamId: apple.APPLE_TEAM_ID,
      keyId: apple.APPLE_KEY_ID,
      privateKey: apple.APPLE_PRIVATE_KEY,
      issuer: apple.APPLE_ISSUER,
    }),
  ),
};

const eachNeeds = (need: string, names: readonly string[]): Dependency[] =>
  names.map((name) => ({ need, when: [name] }));

/** Variables that mean nothing without the one that turns their service on, or their partner. */
export const DEPENDENCIES: readonly Dependency[] = [
  { need: 'DATABASE_URL', when: ['DATABASE_POOL_MAX'] },
  { need: 'LLM_BASE_URL', when: ['LLM_MODEL', 'LLM_API_KEY'] },
  ...eachNeeds('S3_BUCKET', [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ]),
  { need: 'S3_SECRET_ACCESS_KEY', when: ['S3_ACCESS_KEY_ID'] },
  { need: 'S3_ACCESS_KEY_ID', when: ['S3_SECRET_ACCESS_KEY'] },
  { need: 'GOOGLE_CLIENT_ID', when: ['GOOGLE_ISSUER'] },
  ...eachNeeds('APPLE_CLIENT_ID', [
    'APPLE_TEAM_ID',
    'APPLE_KEY_ID',
    'APPLE_PRIVATE_KEY',
    'APPLE_ISSUER',
  ]),
];
