import { afterEach, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../test/database-dump';
import { openTestDatabase } from '../../test/start-test-server';
import { call, codeIn, DAY, HOUR, MINUTE, SECOND, solveCaptcha } from '../../test/sign-in-helpers';
import type { ApiAnswer } from '../../test/sign-in-helpers';
import { comingFrom, LOTS, signInHarnesses, VERIFY_FIXED } from '../../test/sign-in-harness';
import type { SignInHarness } from '../../test/sign-in-harness';
import { AUTH_MESSAGES } from '../modules/auth/messages';
import { SIGN_IN_BROWSER_COOKIE } from '../modules/auth/sign-in-browser';

/**
 * Issue 17, items 5 and 10 (docs/decisions/0006-sign-in-lockout.md): strangers on other networks
 * cannot keep the owner of an address from signing in, and what they leave in the database is
 * forgotten when its window ends. The server trusts the loopback proxy, so each request names
 * the network it comes from in X-Forwarded-For.
 */

const harnesses = signInHarnesses({
  ipLimits: { codeRequests: LOTS, verifyAttempts: LOTS },
  env: { TRUST_PROXY: 'loopback' },
});
const start = harnesses.start;
type Harness = SignInHarness;

afterEach(() => harnesses.stopAll());

const VICTIM = 'ada@example.org';
const OWNER = '198.51.100.7';
const ATTACKERS = ['203.0.113.1', '203.0.113.2', '2001:db8:1::1', '2001:db8:2::1'];

function attacker(index: number): string {
  const ip = ATTACKERS[index % ATTACKERS.length];
  if (ip === undefined) throw new Error('no attackers');
  return ip;
}

async function requestCode(h: Harness, email: string, ip: string): Promise<ApiAnswer> {
  return call(h.server.url, 'POST', '/v2/user/login', {
    body: { email, captcha: await solveCaptcha(h.server.url) },
    headers: comingFrom(ip),
  });
}

/** Asks for a code from `ip` and returns it as mailed (waiting for this request's mail). */
async function newCode(h: Harness, email: string, ip: string): Promise<string> {
  const before = h.mail.mailsTo(email).length;
  expect((await requestCode(h, email, ip)).status).toBe(200);
  await expect.poll(() => h.mail.mailsTo(email).length).toBe(before + 1);
  return codeIn((await h.mail.lastMailTo(email)).text);
}

function verify(h: Harness, email: string, code: string, ip: string): Promise<ApiAnswer> {
  return call(h.server.url, 'POST', '/v1/user/verify', {
    body: { ...VERIFY_FIXED, email, code },
    headers: comingFrom(ip),
  });
}

async function ownerSignsIn(h: Harness, ip = OWNER): Promise<ApiAnswer> {
  return verify(h, VICTIM, await newCode(h, VICTIM, ip), ip);
}

function wrongCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, '0');
}

describe('the owner signs in while strangers attack the address', () => {
  it('is not locked out by verifications of codes that were never sent', async () => {
    const h = await start();
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, index) => verify(h, VICTIM, '123456', attacker(index))),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, body: { error: AUTH_MESSAGES.invalidCode } });
    }
    expect(await ownerSignsIn(h)).toMatchObject({ status: 200, body: { data: { created: true } } });
  });

  it('still gets a code after a stranger asked for codes until refused and guessed at them', async () => {
    const h = await start();
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await requestCode(h, VICTIM, attacker(0))).status).toBe(200);
      h.clock.advance(31 * SECOND);
    }
    const refused = await requestCode(h, VICTIM, attacker(0));
    expect(refused).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManySends } });
    // The stranger cannot read the mailbox; these are guesses at the last code they asked for.
    await expect.poll(() => h.mail.mailsTo(VICTIM).length).toBe(10);
    const mailed = codeIn((await h.mail.lastMailTo(VICTIM)).text);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // The fifth wrong guess burns the stranger's code: 429.
      expect((await verify(h, VICTIM, wrongCode(mailed, attempt), attacker(0))).status).toBe(
        attempt === 5 ? 429 : 400,
      );
    }
    expect(await ownerSignsIn(h)).toMatchObject({ status: 200 });
  });

  it('keeps the owner’s code good while strangers guess at it and ask for codes of their own', async () => {
    const h = await start();
    const code = await newCode(h, VICTIM, OWNER);
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        verify(h, VICTIM, wrongCode(code, index + 1), attacker(index)),
      ),
    );
    for (const guess of guesses) {
      expect(guess).toMatchObject({ status: 400, body: { error: AUTH_MESSAGES.invalidCode } });
    }
    h.clock.advance(31 * SECOND);
    expect((await requestCode(h, VICTIM, attacker(0))).status).toBe(200);
    expect((await requestCode(h, VICTIM, attacker(1))).status).toBe(200);
    // A stranger's code is theirs: the owner's network cannot use it, nor they the owner's.
    await expect.poll(() => h.mail.mailsTo(VICTIM).length).toBe(3);
    const strangers = codeIn((await h.mail.lastMailTo(VICTIM)).text);
    if (strangers !== code) {
      expect((await verify(h, VICTIM, strangers, OWNER)).status).toBe(400);
    }
    expect((await verify(h, VICTIM, code, attacker(0))).status).toBe(400);
    expect(await verify(h, VICTIM, code, OWNER)).toMatchObject({ status: 200 });
  });
});

describe('a browser', () => {
  /** The sign-in cookie the code request gave the browser, as it sends it back. */
  function browserCookie(answer: ApiAnswer): string {
    const cookie = answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SIGN_IN_BROWSER_COOKIE}=`));
    if (cookie === undefined) throw new Error('no sign-in cookie');
    return cookie.split(';')[0] ?? '';
  }

  it('enters its code from another network (Wi-Fi to mobile data); other browsers there cannot', async () => {
    const h = await start();
    const asked = await call(h.server.url, 'POST', '/v2/user/login', {
      body: { email: VICTIM, captcha: await solveCaptcha(h.server.url) },
      headers: comingFrom(OWNER),
    });
    expect(asked.status).toBe(200);
    const cookie = browserCookie(asked);
    expect(asked.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    await expect.poll(() => h.mail.mailsTo(VICTIM).length).toBe(1);
    const code = codeIn((await h.mail.lastMailTo(VICTIM)).text);
    const fromMobile = (withCookie: string | undefined) =>
      call(h.server.url, 'POST', '/v1/user/verify', {
        body: { ...VERIFY_FIXED, email: VICTIM, code },
        headers: comingFrom(attacker(1)),
        ...(withCookie === undefined ? {} : { cookie: withCookie }),
      });
    // Another browser on that network, with a sign-in cookie of its own or none, gets nowhere.
    expect((await fromMobile(undefined)).status).toBe(400);
    expect((await fromMobile(`${SIGN_IN_BROWSER_COOKIE}=${'x'.repeat(43)}`)).status).toBe(400);
    expect(await fromMobile(cookie)).toMatchObject({
      status: 200,
      body: { data: { created: true } },
    });
  });
});

describe('a network', () => {
  it('is an IPv6 /64: its addresses share the codes and the budget asked for from it', async () => {
    const h = await start();
    // A phone's privacy address may change between asking and entering the code.
    const code = await newCode(h, VICTIM, '2001:db8:5:7::1');
    expect((await verify(h, VICTIM, code, '2001:db8:5:7::2')).status).toBe(200);

    for (let sent = 0; sent < 10; sent += 1) {
      h.clock.advance(31 * SECOND);
      expect((await requestCode(h, VICTIM, `2001:db8:1:1::${String(sent + 1)}`)).status).toBe(200);
    }
    h.clock.advance(31 * SECOND);
    expect(await requestCode(h, VICTIM, '2001:db8:1:1:ffff::1')).toMatchObject({
      status: 429,
      body: { error: AUTH_MESSAGES.tooManySends },
    });
    expect((await requestCode(h, VICTIM, '2001:db8:1:2::1')).status).toBe(200);
  });
});

describe('the mails one address receives', () => {
  it('are at most 30 an hour to strangers, yet a network the owner signed in from gets its code', async () => {
    const h = await start();
    expect((await ownerSignsIn(h)).status).toBe(200);
    // The owner's network is remembered beyond the hour the sends are counted in.
    h.clock.advance(HOUR);
    for (let round = 0; round < 10; round += 1) {
      for (let index = 0; index < 3; index += 1) {
        expect((await requestCode(h, VICTIM, attacker(index))).status).toBe(200);
      }
      h.clock.advance(31 * SECOND);
    }
    const fourth = await requestCode(h, VICTIM, attacker(3));
    expect(fourth).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManySends } });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
    await expect.poll(() => h.mail.mailsTo(VICTIM).length).toBe(31);

    expect((await ownerSignsIn(h)).status).toBe(200);
    // A network the address never signed in from waits like the strangers.
    h.clock.advance(31 * SECOND);
    expect(await requestCode(h, VICTIM, '198.51.100.99')).toMatchObject({
      status: 429,
      body: { error: AUTH_MESSAGES.tooManySends },
    });
  });
});

async function signInRows(h: Harness): Promise<Record<string, number>> {
  const database = openTestDatabase(h.server);
  try {
    const dump = await dumpDatabase(database);
    return Object.fromEntries(
      ['login_codes', 'login_code_sends', 'login_lockouts'].map((table) => [
        table,
        dump[table]?.length ?? 0,
      ]),
    );
  } finally {
    await database.db.destroy();
  }
}

describe('what strangers leave in the database', () => {
  it('is nothing for codes that were never sent, and is forgotten once each window ends', async () => {
    const h = await start();
    for (let index = 0; index < 40; index += 1) {
      const answer = await verify(h, `never-${String(index)}@example.org`, '123456', attacker(0));
      expect(answer.status).toBe(400);
    }
    expect(await signInRows(h)).toEqual({ login_codes: 0, login_code_sends: 0, login_lockouts: 0 });

    for (let index = 0; index < 5; index += 1) {
      const email = `asked-${String(index)}@example.org`;
      const code = await newCode(h, email, attacker(index));
      expect((await verify(h, email, wrongCode(code), attacker(index))).status).toBe(400);
    }
    expect(await signInRows(h)).toEqual({ login_codes: 5, login_code_sends: 5, login_lockouts: 5 });

    // Codes are forgotten an hour after their 10 minutes end, sends after the hour they are
    // counted in, failures an hour after the last one.
    h.clock.advance(HOUR + 10 * MINUTE);
    const code = await newCode(h, 'late@example.org', attacker(0));
    expect((await verify(h, 'late@example.org', wrongCode(code), attacker(0))).status).toBe(400);
    expect(await signInRows(h)).toEqual({ login_codes: 1, login_code_sends: 1, login_lockouts: 1 });
  });

  it('remembers a network the owner signed in from for 90 days, then forgets it', async () => {
    const h = await start();
    expect((await ownerSignsIn(h)).status).toBe(200);
    h.clock.advance(2 * HOUR);
    const code = await newCode(h, 'late@example.org', attacker(0));
    expect((await verify(h, 'late@example.org', wrongCode(code), attacker(0))).status).toBe(400);
    expect((await signInRows(h)).login_lockouts).toBe(2);
    h.clock.advance(90 * DAY);
    const again = await newCode(h, 'late@example.org', attacker(0));
    expect((await verify(h, 'late@example.org', wrongCode(again), attacker(0))).status).toBe(400);
    expect((await signInRows(h)).login_lockouts).toBe(1);
  });
});
