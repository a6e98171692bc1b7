import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl.href).toBe('http://localhost:8080/');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Labtrail <no-reply@localhost>');
    expect(config.logLevel).toBe('info');
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/labtrail',
      DATABASE_URL: 'postgres://lab:secret@db:5432/labtrail',
      PUBLIC_URL: 'https://health.example.org',
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Labtrail <hello@example.org>',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/labtrail',
      databaseUrl: 'postgres://lab:secret@db:5432/labtrail',
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'Labtrail <hello@example.org>',
      logLevel: 'warn',
    });
    expect(config.publicUrl.origin).toBe('https://health.example.org');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://db/labtrail'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.org'],
    ['SMTP_URL', 'http://mail.example.org'],
    ['MAIL_FROM', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_POOL_MAX', 'many'],
    ['ANALYSIS_MEMORY_MB', '127'],
    ['DOCUMENT_QUOTA_COUNT', '0'],
    ['DOCUMENT_QUOTA_MB', '10000001'],
    ['MIN_FREE_DISK_MB', '-1'],
    ['MAX_VALUES_PER_IMPORT', '0'],
    ['MAX_RESULTS_PER_PERSON', '100000001'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^${name} must be .*\\(got "${value}"\\)$`));
  });
});

describe('loadConfig for sign-in', () => {
  it('opens sign-up and texts through the console by default', () => {
    expect(loadConfig({})).toMatchObject({
      signup: 'open',
      sms: { provider: 'console' },
      secret: undefined,
    });
    expect(loadConfig({}).appDownloadUrl.href).toBe('https://labtrail.app/download');
  });

  it('needs the Twilio keys when SMS_PROVIDER is twilio', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      'TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER is twilio',
    );
    const config = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    });
    expect(config.sms).toMatchObject({
      provider: 'twilio',
      accountSid: 'AC123',
      from: '+15005550006',
    });
  });

  it.each([
    ['SIGNUP', 'maybe'],
    ['SMS_PROVIDER', 'pigeon'],
    ['APP_DOWNLOAD_URL', 'javascript:alert(1)'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be `));
  });

  it('refuses a SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ SECRET: 'short' })).toThrow(
      'SECRET must be at least 32 characters long',
    );
  });
});

describe('loadConfig for the optional LLM', () => {
  it('is off unless configured', () => {
    expect(loadConfig({}).llm).toBeUndefined();
  });

  it('reads the endpoint, model and key together', () => {
    const { llm } = loadConfig({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1',
      LLM_API_KEY: 'k',
    });
    expect(llm?.baseUrl.href).toBe('http://127.0.0.1:11434/v1');
    expect(llm?.model).toBe('llama3.1');
    expect(llm?.apiKey).toBe('k');
  });

  it('refuses half a configuration', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(
      'LLM_MODEL must be set when LLM_BASE_URL is',
    );
    expect(() => loadConfig({ LLM_MODEL: 'x' })).toThrow(
      'LLM_BASE_URL must be set when LLM_MODEL or LLM_API_KEY is',
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'x' })).toThrow('LLM_BASE_URL');
  });
});

describe('loadConfig for the process role', () => {
  it('does everything by default, and one part when asked', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ROLE: 'api' }).role).toBe('api');
    expect(loadConfig({ ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ ROLE: 'both' })).toThrow('ROLE');
  });
});

describe('loadConfig for several machines', () => {
  const S3 = { S3_BUCKET: 'labtrail-documents' };

  it('keeps documents on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads S3 with AWS defaults, and path-style addressing for another endpoint', () => {
    expect(loadConfig(S3).s3).toEqual({
      bucket: 'labtrail-documents',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'labtrail',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
    }).s3;
    expect(minio).toMatchObject({
      region: 'eu-central-1',
      credentials: { accessKeyId: 'labtrail', secretAccessKey: 'a-long-secret' },
      forcePathStyle: true,
    });
    expect(minio?.endpoint?.href).toBe('http://minio.internal:9000/');
    expect(
      loadConfig({ ...S3, S3_ENDPOINT: 'https://s3.example.org', S3_FORCE_PATH_STYLE: 'false' }).s3
        ?.forcePathStyle,
    ).toBe(false);
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it.each([
    [{ S3_BUCKET: 'Labtrail_Documents' }, 'S3_BUCKET must be 3 to 63 lower-case letters'],
    [
      { ...S3, S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be a URL starting with https:// or http://',
    ],
    [{ ...S3, S3_REGION: 'eu central' }, 'S3_REGION must be a region name such as us-east-1'],
    [
      { ...S3, S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
    ],
    [
      { ...S3, S3_ACCESS_KEY_ID: 'labtrail' },
      'S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is',
    ],
    [
      { ...S3, S3_SECRET_ACCESS_KEY: 'secret' },
      'S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is',
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET must be set when S3_ENDPOINT is'],
  ])('refuses %o with one line', (env, message) => {
    const attempt = () => loadConfig(env);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  it('never repeats the S3 secret in a message', () => {
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: 'hunter2-secret' })).toThrow(
      /^(?!.*hunter2)/,
    );
  });

  it('sizes the PostgreSQL pool', () => {
    const postgres = { DATABASE_URL: 'postgres://lab@db/labtrail' };
    expect(loadConfig(postgres).databasePoolMax).toBe(10);
    expect(loadConfig({ ...postgres, DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_MAX: '0' })).toThrow(
      'DATABASE_POOL_MAX must be an integer from 1 to 1000 (got "0")',
    );
    expect(() => loadConfig({ DATABASE_POOL_MAX: '5' })).toThrow(
      'DATABASE_URL must be set when DATABASE_POOL_MAX is',
    );
  });

  it('lets a worker’s claim on a document last 3 minutes unless told otherwise', () => {
    expect(loadConfig({}).analysisClaimMs).toBe(180_000);
    expect(loadConfig({ ANALYSIS_CLAIM_SECONDS: '5' }).analysisClaimMs).toBe(5000);
    expect(() => loadConfig({ ANALYSIS_CLAIM_SECONDS: '1' })).toThrow(
      'ANALYSIS_CLAIM_SECONDS must be an integer from 2 to 86400 (got "1")',
    );
  });

  it('trusts forwarded client addresses only from the proxies it is told about', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    for (const value of ['true', '10.0.0.0/33', 'proxy.internal', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas (got "${value}")`,
      );
    }
  });
});

describe('loadConfig for the sign-in providers', () => {
  const PEM = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----';
  const apple = {
    APPLE_CLIENT_ID: 'app.labtrail.web',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: PEM,
  };

  it('offers neither provider unless its client id is set', () => {
    const config = loadConfig({});
    expect(config.google).toBeUndefined();
    expect(config.apple).toBeUndefined();
  });

  it('talks to Google and Apple themselves unless another issuer is named', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.example' }).google).toEqual({
      clientId: 'id.apps.example',
      issuer: new URL('https://accounts.google.com'),
    });
    expect(loadConfig(apple).apple).toMatchObject({
      clientId: 'app.labtrail.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      issuer: new URL('https://appleid.apple.com'),
    });
    expect(loadConfig({ ...apple, APPLE_ISSUER: 'http://127.0.0.1:9000' }).apple?.issuer.href).toBe(
      'http://127.0.0.1:9000/',
    );
  });

  it('accepts a key whose line breaks are written as \\n on one line', () => {
    const oneLine = PEM.replaceAll('\n', '\\n');
    expect(loadConfig({ ...apple, APPLE_PRIVATE_KEY: oneLine }).apple?.privateKey).toBe(PEM);
  });

  it('names what is missing or unusable', () => {
    expect(() => loadConfig({ GOOGLE_ISSUER: 'https://accounts.example.com' })).toThrow(
      'GOOGLE_CLIENT_ID must be set when GOOGLE_ISSUER is',
    );
    expect(() => loadConfig({ APPLE_TEAM_ID: 'TEAM123456' })).toThrow(
      'APPLE_CLIENT_ID must be set when APPLE_TEAM_ID is',
    );
    expect(() => loadConfig({ ...apple, APPLE_KEY_ID: '' })).toThrow(
      'APPLE_KEY_ID must be set when APPLE_CLIENT_ID is set',
    );
    expect(() => loadConfig({ ...apple, APPLE_PRIVATE_KEY: 'not a key' })).toThrow(
      'APPLE_PRIVATE_KEY must be a PKCS #8 PEM key (-----BEGIN PRIVATE KEY-----)',
    );
  });
});

describe('loadConfig as a schema of the environment', () => {
  const MB = 1024 * 1024;
  const twilio = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15005550006',
  };

  it('fills in the documented sizes, and reads megabytes as bytes', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolMax: 10,
      analysisMemoryBytes: 512 * MB,
      documentQuota: { count: 1000, bytes: 500 * MB },
      minFreeDiskBytes: 256 * MB,
      resultLimits: { valuesPerImport: 5000, resultsPerPerson: 100_000 },
    });
    expect(
      loadConfig({ ANALYSIS_MEMORY_MB: '1024', DOCUMENT_QUOTA_MB: '2', MIN_FREE_DISK_MB: '0' }),
    ).toMatchObject({
      analysisMemoryBytes: 1024 * MB,
      documentQuota: { bytes: 2 * MB },
      minFreeDiskBytes: 0,
    });
  });

  it('reads integers written in digits only, as a looser conversion would not', () => {
    expect(loadConfig({ PORT: ' 9000 ' }).port).toBe(9000);
    for (const value of ['1e3', '+80', '0x50', '8080.0', '8080 8080']) {
      expect(() => loadConfig({ PORT: value })).toThrow(
        `PORT must be an integer from 1 to 65535 (got "${value}")`,
      );
    }
    expect(() => loadConfig({ S3_BUCKET: 'labtrail', S3_FORCE_PATH_STYLE: '1' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false (got "1")',
    );
  });

  it('keeps secrets out of its messages', () => {
    expect(() => loadConfig({ SECRET: 'hunter2-short' })).toThrow(
      /^SECRET must be at least 32 characters long$/,
    );
    const apple = { APPLE_CLIENT_ID: 'a', APPLE_TEAM_ID: 't', APPLE_KEY_ID: 'k' };
    expect(() => loadConfig({ ...apple, APPLE_PRIVATE_KEY: 'hunter2-key' })).toThrow(
      /^APPLE_PRIVATE_KEY must be a PKCS #8 PEM key \(-----BEGIN PRIVATE KEY-----\)$/,
    );
  });

  it('quotes a refused value so that the message stays on one line', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://a\nb "c"' })).toThrow(
      'PUBLIC_URL must be a URL starting with http:// or https:// (got "https://a\\nb \\"c\\"")',
    );
  });

  it('reads a service’s variables only when the service is on', () => {
    expect(loadConfig({ TWILIO_API_URL: 'ftp://x' }).sms).toEqual({ provider: 'console' });
    expect(loadConfig(twilio).sms).toMatchObject({ apiUrl: new URL('https://api.twilio.com') });
    expect(() => loadConfig({ ...twilio, TWILIO_API_URL: 'ftp://x' })).toThrow(
      'TWILIO_API_URL must be a URL starting with https:// or http:// (got "ftp://x")',
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_ISSUER: 'accounts.example' })).toThrow(
      'GOOGLE_ISSUER must be a URL starting with https:// or http:// (got "accounts.example")',
    );
  });

  it.each([
    ['DATABASE_POOL_MAX', 'DATABASE_URL'],
    ...['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_FORCE_PATH_STYLE'].map((name) => [
      name,
      'S3_BUCKET',
    ]),
    ['GOOGLE_ISSUER', 'GOOGLE_CLIENT_ID'],
    ...['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY', 'APPLE_ISSUER'].map((name) => [
      name,
      'APPLE_CLIENT_ID',
    ]),
  ])('refuses %s without %s', (name, need) => {
    const valid: Record<string, string> = {
      DATABASE_POOL_MAX: '5',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      GOOGLE_ISSUER: 'https://accounts.example.com',
      APPLE_ISSUER: 'https://appleid.example.com',
    };
    expect(() => loadConfig({ [name]: valid[name] ?? 'set' })).toThrow(
      new RegExp(`^${need} must be set when ${name} is$`),
    );
  });

  it('names each variable a service needs but lacks, in order', () => {
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: '', TWILIO_FROM: '' })).toThrow(
      /^TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER is twilio$/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: ' ' })).toThrow(
      /^TWILIO_FROM must be set when SMS_PROVIDER is twilio$/,
    );
    expect(() => loadConfig({ LLM_API_KEY: 'k' })).toThrow(
      /^LLM_BASE_URL must be set when LLM_MODEL or LLM_API_KEY is$/,
    );
  });

  const NAMES = [
    'PORT',
    'DATABASE_URL',
    'DATABASE_POOL_MAX',
    'TRUST_PROXY',
    'PUBLIC_URL',
    'MAIL_FROM',
    'SECRET',
    'SMS_PROVIDER',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_API_URL',
    'LLM_BASE_URL',
    'LLM_MODEL',
    'S3_BUCKET',
    'S3_REGION',
    'S3_FORCE_PATH_STYLE',
    'ANALYSIS_CLAIM_SECONDS',
    'ROLE',
    'GOOGLE_CLIENT_ID',
    'APPLE_CLIENT_ID',
    'APPLE_PRIVATE_KEY',
  ] as const;

  it('starts or fails with one ConfigError line naming a variable, whatever the values', () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        'twilio',
        'true',
        'labtrail',
        'https://x',
        'https://x\ny',
        '-----BEGIN PRIVATE KEY-----',
      ),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...NAMES), value), (env) => {
        try {
          loadConfig(env);
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          expect(error.message).toMatch(/^[A-Z][A-Z0-9_]+ must [^\n]+$/);
        }
      }),
    );
  });
});
