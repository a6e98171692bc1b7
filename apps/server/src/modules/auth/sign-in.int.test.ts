import path from 'node:path';
import { lastSmsTo } from '@labtrail/testkit/sms-outbox';
import { afterEach, describe, expect, it } from 'vitest';
import {
  call,
  codeIn,
  DAY,
  HOUR,
  MINUTE,
  SECOND,
  sessionCookie,
  solveCaptcha,
} from '../../../test/sign-in-helpers';
import {
  burnCodes,
  comingFrom,
  LOTS,
  signInHarnesses,
  VERIFY_FIXED,
} from '../../../test/sign-in-harness';
import type { SignInHarness } from '../../../test/sign-in-harness';
import { OUTBOX_DIR_NAME } from '../../mail/create-mailer';
import { SMS_FILE_SUFFIX } from '../../sms/create-sms-sender';
import { AUTH_MESSAGES } from './messages';

const harnesses = signInHarnesses();
const start = harnesses.start;
type Harness = SignInHarness;

afterEach(() => harnesses.stopAll());

async function requestCode(
  h: Harness,
  address: { email: string } | { phone: string },
  language?: 'us' | 'de',
) {
  return call(h.server.url, 'POST', '/v2/user/login', {
    body: {
      ...address,
      captcha: await solveCaptcha(h.server.url),
      ...(language === undefined ? {} : { language }),
    },
  });
}

async function mailedCode(h: Harness, email: string): Promise<string> {
  return codeIn((await h.mail.lastMailTo(email)).text);
}

function verify(h: Harness, address: { email: string } | { phone: string }, code: string) {
  return call(h.server.url, 'POST', '/v1/user/verify', {
    body: { ...VERIFY_FIXED, ...address, code },
  });
}

async function signIn(h: Harness, email: string): Promise<string> {
  expect((await requestCode(h, { email })).status).toBe(200);
  const answer = await verify(h, { email }, await mailedCode(h, email));
  expect(answer.status).toBe(200);
  return sessionCookie(answer.headers);
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('asking for a code', () => {
  it('mails a 6-digit code with subject, text and HTML in the person’s language', async () => {
    const h = await start();
    const answer = await requestCode(h, { email: 'ada@example.org' });
    expect(answer).toMatchObject({ status: 200, body: { data: { sent: true } } });
    const mail = await h.mail.lastMailTo('ada@example.org');
    expect(mail.subject).toBe('Your Labtrail sign-in code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain(codeIn(mail.text));

    await requestCode(h, { email: 'bernd@example.de' }, 'de');
    const german = await h.mail.lastMailTo('bernd@example.de');
    expect(german.subject).toBe('Ihr Labtrail-Anmeldecode');
    expect(german.text).toContain('Minuten gültig');
  });

  it('texts the code to a phone number, normalised as spec §5 says', async () => {
    const h = await start();
    expect((await requestCode(h, { phone: '+49 (170) 123-4567' })).status).toBe(200);
    const sms = await lastSmsTo(path.join(h.server.dataDir, OUTBOX_DIR_NAME), '+491701234567', {
      suffix: SMS_FILE_SUFFIX,
    });
    expect(sms.text).toMatch(/^\d{6} is your Labtrail sign-in code/);
    const answer = await verify(h, { phone: '+491701234567' }, codeIn(sms.text));
    expect(answer.status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-address' }, 'Email format is not valid', 'invalid_address'],
    [{ email: ' ' }, 'Email is required', 'invalid_address'],
    [{ phone: '+49 17O 1234' }, 'Phone number cannot contain letters', 'invalid_address'],
    [{ phone: '++49' }, 'Phone number format is not valid', 'invalid_address'],
    [{}, AUTH_MESSAGES.addressRequired, 'address_required'],
    [
      { email: 'ada@example.org', phone: '+491701234567' },
      AUTH_MESSAGES.bothAddresses,
      'both_addresses',
    ],
  ])('refuses %j with “%s” (%s)', async (address, message, code) => {
    const h = await start();
    const answer = await call(h.server.url, 'POST', '/v2/user/login', {
      body: { ...address, captcha: await solveCaptcha(h.server.url) },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: message, code } });
  });

  it('needs a solved captcha, counts each solution once, and only within 5 minutes', async () => {
    const h = await start();
    const body = { email: 'ada@example.org' };
    const garbage = await call(h.server.url, 'POST', '/v2/user/login', {
      body: { ...body, captcha: 'bm90IGEgY2FwdGNoYQ==' },
    });
    expect(garbage).toMatchObject({
      status: 400,
      body: { error: AUTH_MESSAGES.captchaFailed, code: 'captcha_failed' },
    });

    const captcha = await solveCaptcha(h.server.url);
    expect(
      (await call(h.server.url, 'POST', '/v2/user/login', { body: { ...body, captcha } })).status,
    ).toBe(200);
    h.clock.advance(31 * SECOND);
    const reused = await call(h.server.url, 'POST', '/v2/user/login', {
      body: { ...body, captcha },
    });
    expect(reused).toMatchObject({ status: 400, body: { error: AUTH_MESSAGES.captchaFailed } });

    const stale = await solveCaptcha(h.server.url);
    h.clock.advance(5 * MINUTE + SECOND);
    const late = await call(h.server.url, 'POST', '/v2/user/login', {
      body: { ...body, captcha: stale },
    });
    expect(late).toMatchObject({ status: 400, body: { error: AUTH_MESSAGES.captchaFailed } });
  });

  it('answers the same whether or not an account exists', async () => {
    const h = await start();
    await signIn(h, 'known@example.org');
    h.clock.advance(MINUTE);
    const known = await requestCode(h, { email: 'known@example.org' });
    const unknown = await requestCode(h, { email: 'unknown@example.org' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it('waits 30 seconds between sends to one address, with Retry-After', async () => {
    const h = await start();
    expect((await requestCode(h, { email: 'ada@example.org' })).status).toBe(200);
    h.clock.advance(10 * SECOND);
    const early = await requestCode(h, { email: 'ada@example.org' });
    expect(early).toMatchObject({
      status: 429,
      body: {
        error: AUTH_MESSAGES.wait(20),
        code: 'code_requested_too_soon',
        params: { seconds: 20 },
      },
    });
    expect(early.headers.get('retry-after')).toBe('20');
    expect((await requestCode(h, { email: 'other@example.org' })).status).toBe(200);
    h.clock.advance(20 * SECOND);
    expect((await requestCode(h, { email: 'ada@example.org' })).status).toBe(200);
  });

  it('sends at most 10 codes an hour to one address', async () => {
    const h = await start();
    for (let send = 0; send < 10; send += 1) {
      expect((await requestCode(h, { email: 'ada@example.org' })).status).toBe(200);
      h.clock.advance(31 * SECOND);
    }
    const eleventh = await requestCode(h, { email: 'ada@example.org' });
    expect(eleventh).toMatchObject({
      status: 429,
      body: { error: AUTH_MESSAGES.tooManySends, code: 'too_many_codes' },
    });
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(40 * 60);
    h.clock.advance(HOUR - 10 * 31 * SECOND + SECOND);
    expect((await requestCode(h, { email: 'ada@example.org' })).status).toBe(200);
  });

  it('limits code requests per IP address across addresses', async () => {
    const h = await start({
      ipLimits: { codeRequests: { max: 3, timeWindow: HOUR }, verifyAttempts: LOTS },
    });
    for (let index = 0; index < 3; index += 1) {
      expect((await requestCode(h, { email: `person${index}@example.org` })).status).toBe(200);
    }
    const fourth = await requestCode(h, { email: 'person4@example.org' });
    expect(fourth).toMatchObject({
      status: 429,
      body: { error: AUTH_MESSAGES.tooManyRequests, code: 'too_many_requests' },
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('verifying a code', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and creates the account the first time', async () => {
    const h = await start();
    await requestCode(h, { email: 'Ada@Example.org' });
    const first = await verify(
      h,
      { email: 'ada@example.org' },
      await mailedCode(h, 'ada@example.org'),
    );
    expect(first).toMatchObject({ status: 200, body: { data: { created: true } } });
    const setCookie = first.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/labtrail_session=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');

    h.clock.advance(MINUTE);
    await requestCode(h, { email: 'ADA@example.org' });
    const second = await verify(
      h,
      { email: 'ada@EXAMPLE.org' },
      await mailedCode(h, 'ada@example.org'),
    );
    expect(second).toMatchObject({
      status: 200,
      body: { data: { created: false, user_id: (first.body.data as { user_id: string }).user_id } },
    });
  });

  it('uses a code once: a replay hears it was used (401)', async () => {
    const h = await start();
    await requestCode(h, { email: 'ada@example.org' });
    const code = await mailedCode(h, 'ada@example.org');
    expect((await verify(h, { email: 'ada@example.org' }, code)).status).toBe(200);
    expect(await verify(h, { email: 'ada@example.org' }, code)).toMatchObject({
      status: 401,
      body: { error: AUTH_MESSAGES.usedCode, code: 'used_code' },
    });
    // Another code than the used one is just wrong.
    expect(await verify(h, { email: 'ada@example.org' }, wrongCode(code))).toMatchObject({
      status: 400,
      body: { error: AUTH_MESSAGES.invalidCode },
    });
  });

  it('lets a code live 10 minutes', async () => {
    const h = await start();
    await requestCode(h, { email: 'ada@example.org' });
    const code = await mailedCode(h, 'ada@example.org');
    h.clock.advance(10 * MINUTE);
    expect(await verify(h, { email: 'ada@example.org' }, code)).toMatchObject({
      status: 400,
      body: { error: AUTH_MESSAGES.expiredCode },
    });
  });

  it('burns a code after 5 wrong tries (429)', async () => {
    const h = await start();
    await requestCode(h, { email: 'ada@example.org' });
    const code = await mailedCode(h, 'ada@example.org');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await verify(h, { email: 'ada@example.org' }, wrongCode(code))).toMatchObject({
        status: 400,
        body: { error: AUTH_MESSAGES.invalidCode },
      });
    }
    expect(await verify(h, { email: 'ada@example.org' }, wrongCode(code))).toMatchObject({
      status: 429,
      body: { error: AUTH_MESSAGES.burnedCode, code: 'burned_code' },
    });
    // The right code, too late, hears why it no longer signs in.
    expect(await verify(h, { email: 'ada@example.org' }, code)).toMatchObject({
      status: 429,
      body: { error: AUTH_MESSAGES.burnedCode },
    });
  });

  it('replaces the old code with a new one', async () => {
    const h = await start();
    await requestCode(h, { email: 'ada@example.org' });
    const old = await mailedCode(h, 'ada@example.org');
    h.clock.advance(31 * SECOND);
    await requestCode(h, { email: 'ada@example.org' });
    await expect.poll(() => h.mail.mailsTo('ada@example.org').length).toBe(2);
    const fresh = await mailedCode(h, 'ada@example.org');
    if (old !== fresh) {
      expect((await verify(h, { email: 'ada@example.org' }, old)).status).toBe(400);
    }
    expect((await verify(h, { email: 'ada@example.org' }, fresh)).status).toBe(200);
  });

  it('locks a network out of an address for an hour after 100 wrong codes in a row, across new codes', async () => {
    const h = await start({
      ipLimits: { codeRequests: LOTS, verifyAttempts: LOTS },
      env: { TRUST_PROXY: 'loopback' },
    });
    const guesser = comingFrom('203.0.113.1');
    // 20 codes, each burned by 5 wrong tries: a new code does not start the count again.
    const hundredth = await burnCodes(h, 'ada@example.org', 20, guesser);
    expect(hundredth.body).toEqual({ error: AUTH_MESSAGES.burnedCode, code: 'burned_code' });
    const locked = await call(h.server.url, 'POST', '/v1/user/verify', {
      body: { ...VERIFY_FIXED, email: 'ada@example.org', code: '999999' },
      headers: guesser,
    });
    expect(locked).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.locked } });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    const asked = await call(h.server.url, 'POST', '/v2/user/login', {
      body: { email: 'ada@example.org', captcha: await solveCaptcha(h.server.url) },
      headers: guesser,
    });
    expect(asked).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.locked } });

    // The owner, on another network, is not locked out.
    expect(await signIn(h, 'ada@example.org')).toMatch(/^labtrail_session=/);

    h.clock.advance(HOUR);
    const before = h.mail.mailsTo('ada@example.org').length;
    expect(
      (
        await call(h.server.url, 'POST', '/v2/user/login', {
          body: { email: 'ada@example.org', captcha: await solveCaptcha(h.server.url) },
          headers: guesser,
        })
      ).status,
    ).toBe(200);
    await expect.poll(() => h.mail.mailsTo('ada@example.org').length).toBe(before + 1);
    const answer = await call(h.server.url, 'POST', '/v1/user/verify', {
      body: {
        ...VERIFY_FIXED,
        email: 'ada@example.org',
        code: await mailedCode(h, 'ada@example.org'),
      },
      headers: guesser,
    });
    expect(answer.status).toBe(200);
  });

  it('refuses unknown addresses with “Account not found” when sign-up is closed', async () => {
    const h = await start({ env: { SIGNUP: 'closed' } });
    expect((await requestCode(h, { email: 'stranger@example.org' })).status).toBe(200);
    const answer = await verify(
      h,
      { email: 'stranger@example.org' },
      await mailedCode(h, 'stranger@example.org'),
    );
    expect(answer).toMatchObject({
      status: 404,
      body: { error: 'Account not found', code: 'account_not_found' },
    });
  });
});

describe('sessions', () => {
  it('answers 401 without a valid session', async () => {
    const h = await start();
    expect(await call(h.server.url, 'GET', '/v1/user/me')).toMatchObject({
      status: 401,
      body: { error: AUTH_MESSAGES.notSignedIn, code: 'not_signed_in' },
    });
    expect(
      (await call(h.server.url, 'GET', '/v1/user/me', { cookie: 'labtrail_session=forged' }))
        .status,
    ).toBe(401);
  });

  it('tells the signed-in person who they are', async () => {
    const h = await start();
    const cookie = await signIn(h, 'ada@example.org');
    expect(await call(h.server.url, 'GET', '/v1/user/me', { cookie })).toMatchObject({
      status: 200,
      body: { data: { email: 'ada@example.org', phone: null, language: 'us' } },
    });
  });

  it('ends after 7 idle days', async () => {
    const h = await start();
    const cookie = await signIn(h, 'ada@example.org');
    h.clock.advance(6 * DAY);
    expect((await call(h.server.url, 'GET', '/v1/user/me', { cookie })).status).toBe(200);
    h.clock.advance(6 * DAY);
    expect((await call(h.server.url, 'GET', '/v1/user/me', { cookie })).status).toBe(200);
    h.clock.advance(7 * DAY);
    expect((await call(h.server.url, 'GET', '/v1/user/me', { cookie })).status).toBe(401);
  });

  it('ends 30 days after sign-in however active the person is', async () => {
    const h = await start();
    const cookie = await signIn(h, 'ada@example.org');
    for (let day = 6; day < 30; day += 6) {
      h.clock.advance(6 * DAY);
      expect((await call(h.server.url, 'GET', '/v1/user/me', { cookie })).status).toBe(200);
    }
    h.clock.advance(6 * DAY);
    expect((await call(h.server.url, 'GET', '/v1/user/me', { cookie })).status).toBe(401);
  });

  it('is revoked on the server at logout', async () => {
    const h = await start();
    const cookie = await signIn(h, 'ada@example.org');
    const logout = await call(h.server.url, 'POST', '/v1/user/logout', { cookie });
    expect(logout).toMatchObject({ status: 200, body: { success: true } });
    expect(logout.headers.getSetCookie().join()).toMatch(/labtrail_session=;/);
    expect((await call(h.server.url, 'GET', '/v1/user/me', { cookie })).status).toBe(401);
  });
});

describe('state-changing requests', () => {
  it('must carry X-Client-Source and, when the browser sends one, this app’s Origin', async () => {
    const h = await start();
    const bare = await fetch(`${h.server.url}/v1/user/logout`, { method: 'POST' });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({
      error: 'Requests must come from the Labtrail app',
      code: 'client_source_missing',
    });
    const foreign = await fetch(`${h.server.url}/v1/user/logout`, {
      method: 'POST',
      headers: { 'x-client-source': 'website', origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const own = await fetch(`${h.server.url}/v1/user/logout`, {
      method: 'POST',
      headers: { 'x-client-source': 'website', origin: new URL(h.server.url).origin },
    });
    expect(own.status).toBe(200);
  });
});
