import path from 'node:path';
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
