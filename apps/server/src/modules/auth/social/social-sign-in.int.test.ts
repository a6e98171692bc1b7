import crypto from 'node:crypto';
import { findFreePort } from '@labtrail/testkit/free-port';
import { startOpenIdProvider } from '@labtrail/testkit/openid-provider';
import type { LocalOpenIdProvider, ProviderAccount } from '@labtrail/testkit/openid-provider';
import { exportPKCS8, generateKeyPair, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookie } from '../../../../test/sign-in-helpers';
import type { ApiAnswer } from '../../../../test/sign-in-helpers';
import { startTestServer } from '../../../../test/start-test-server';
import type { TestServer } from '../../../../test/start-test-server';
import { SIGN_IN_NONCE_COOKIE, SIGN_IN_STATE_COOKIE } from './social-routes';
import { SOCIAL_MESSAGES } from './social-messages';

/** The app's public address; the flows never reach it, they end at its /login redirect. */
const PUBLIC_URL = 'http://labtrail.test';
const REDIRECT_URI = `${PUBLIC_URL}/login`;

/** Cookies of one browser at the provider, by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A person signing in at the provider, as a browser would: the authorize request, the provider's
 * sign-in page, and back. Returns where the provider sends the browser (Google: a redirect with
 * the hash; Apple: the page that form-posts code and state).
 */
async function signInAtProvider(
  authorizeUrl: string,
  account: ProviderAccount,
): Promise<{ location: string | null; html: string }> {
  const jar = new CookieJar();
  const step = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(response.headers);
    return response;
  };
  const toLogin = await step(authorizeUrl);
  const interaction = new URL(toLogin.headers.get('location') ?? '', authorizeUrl).href;
  expect((await step(interaction)).status).toBe(200);
  const form = new URLSearchParams({ sub: account.sub });
  if (account.email !== undefined) form.set('email', account.email);
  if (account.email_verified === true) form.set('email_verified', 'true');
  const submitted = await step(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const resume = new URL(submitted.headers.get('location') ?? '', authorizeUrl).href;
  const back = await step(resume);
  return { location: back.headers.get('location'), html: await back.text() };
}

function googleAuthorizeUrl(provider: LocalOpenIdProvider, nonce: string): string {
  const url = new URL(`${provider.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: provider.googleClientId,
    response_type: 'id_token',
    scope: 'openid profile email',
    redirect_uri: REDIRECT_URI,
    nonce,
  }).toString();
  return url.href;
}

async function googleIdToken(provider: LocalOpenIdProvider, account: ProviderAccount) {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const { location } = await signInAtProvider(googleAuthorizeUrl(provider, nonce), account);
  const hash = new URLSearchParams(new URL(location ?? '').hash.slice(1));
  const idToken = hash.get('id_token');
  if (idToken === null) throw new Error(`no id_token in ${String(location)}`);
  return { idToken, nonce };
}

function postIdToken(server: TestServer, idToken: string, nonce?: string): Promise<ApiAnswer> {
  return call(server.url, 'POST', '/v2/user/login', {
    body: { id_token: idToken },
    ...(nonce === undefined ? {} : { cookie: `${SIGN_IN_NONCE_COOKIE}=${nonce}` }),
  });
}

function hasSession(answer: ApiAnswer): boolean {
  return answer.headers.getSetCookie().some((line) => /^labtrail_session=[^;]+/.test(line));
}

function hiddenInput(html: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no ${name} in the provider's form post`);
  return value;
}

/** Apple's whole flow up to the form post Apple makes to /login; returns what /login receives. */
async function appleFlow(server: TestServer, account: ProviderAccount) {
  const started = await call(server.url, 'POST', '/v1/auth/apple/login');
  expect(started.status).toBe(200);
  const stateCookie = started.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SIGN_IN_STATE_COOKIE}=`));
  const redirectUrl = (started.body.data as { redirect_url: string }).redirect_url;
  const { html } = await signInAtProvider(redirectUrl, account);
  const posted = await fetch(`${server.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      state: hiddenInput(html, 'state'),
      code: hiddenInput(html, 'code'),
    }).toString(),
  });
  expect(posted.status).toBe(303);
  const query = new URL(posted.headers.get('location') ?? '', server.url).searchParams;
  return {
    state: query.get('state') ?? '',
    code: query.get('code') ?? '',
    cookie: (stateCookie ?? '').split(';')[0] ?? '',
  };
}

/**
 * The web app's callback: state and code in the query, as spec §7 has it; `body` is the older
 * form, state and code in a JSON body.
 */
function appleCallback(
  server: TestServer,
  flow: { state: string; code: string; cookie: string },
  form: 'query' | 'body' = 'query',
): Promise<ApiAnswer> {
  const fields = { state: flow.state, code: flow.code };
  const cookie = flow.cookie === '' ? {} : { cookie: flow.cookie };
  return form === 'query'
    ? call(
        server.url,
        'POST',
        `/v1/auth/apple/callback?${new URLSearchParams(fields).toString()}`,
        cookie,
      )
    : call(server.url, 'POST', '/v1/auth/apple/callback', { body: fields, ...cookie });
}

describe('sign-in with the two OpenID providers', () => {
  let provider: LocalOpenIdProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startOpenIdProvider({ redirectUri: REDIRECT_URI });
    server = await startTestServer({
      env: { PUBLIC_URL, ...provider.env },
    });
  });

  afterAll(async () => {
    await server.close();
    await provider.stop();
  });

  it('tells the web app where Google signs in and that Apple is offered', async () => {
    const config = await call(server.url, 'GET', '/api/client-config');
    expect(config.body).toMatchObject({
      google: {
        client_id: provider.googleClientId,
        authorization_endpoint: `${provider.issuer}/auth`,
      },
      apple: true,
    });
  });

  it('signs a person in with Google, and the same Google account again into the same account', async () => {
    const account = { sub: 'google-ada', email: 'ada@example.com', email_verified: true };
    const first = await googleIdToken(provider, account);
    const answer = await postIdToken(server, first.idToken, first.nonce);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { created: true } });
    expect(hasSession(answer)).toBe(true);
    const userId = (answer.body.data as { user_id: string }).user_id;

    const again = await googleIdToken(provider, account);
    const second = await postIdToken(server, again.idToken, again.nonce);
    expect(second.body).toEqual({ data: { user_id: userId, created: false } });

    const me = await call(server.url, 'GET', '/v1/user/me', {
      cookie: sessionCookie(second.headers),
    });
    expect(me.body).toMatchObject({ data: { user_id: userId, email: 'ada@example.com' } });
  });

  it('links a verified e-mail to the account that has it, and never an unverified one', async () => {
    const emailCodeAccount = await googleIdToken(provider, {
      sub: 'google-grace-phone',
      email: 'grace@example.com',
      email_verified: true,
    });
    const made = await postIdToken(server, emailCodeAccount.idToken, emailCodeAccount.nonce);
    const graceId = (made.body.data as { user_id: string }).user_id;

    const verified = await googleIdToken(provider, {
      sub: 'google-grace-second',
      email: 'GRACE@example.com',
      email_verified: true,
    });
    const linked = await postIdToken(server, verified.idToken, verified.nonce);
    expect(linked.body).toEqual({ data: { user_id: graceId, created: false } });

    const unverified = await googleIdToken(provider, {
      sub: 'google-mallory',
      email: 'grace@example.com',
      email_verified: false,
    });
    const separate = await postIdToken(server, unverified.idToken, unverified.nonce);
    expect(separate.status).toBe(200);
    expect(separate.body).toMatchObject({ data: { created: true } });
    expect((separate.body.data as { user_id: string }).user_id).not.toBe(graceId);
  });

  describe('refuses a forged or replayed Google id_token with the spec message and no session', () => {
    const nonce = 'a-nonce-the-browser-kept';
    const now = () => Math.floor(Date.now() / 1000);
    const claims = (): JWTPayload => ({
      iss: provider.issuer,
      aud: provider.googleClientId,
      sub: 'google-forged',
      nonce,
      iat: now(),
      exp: now() + 3600,
      email: 'victim@example.com',
      email_verified: true,
    });

    const expectRefused = async (idToken: string, keptNonce: string | undefined = nonce) => {
      const answer = await postIdToken(server, idToken, keptNonce);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: SOCIAL_MESSAGES.googleFailed,
        code: 'google_sign_in_failed',
      });
      expect(hasSession(answer)).toBe(false);
    };

    it('accepts the well-formed control token (so the refusals below are about their flaw)', async () => {
      const answer = await postIdToken(server, await provider.signIdToken(claims()), nonce);
      expect(answer.status).toBe(200);
    });

    it('a wrong audience, several audiences without this client as azp, or a wrong issuer', async () => {
      await expectRefused(await provider.signIdToken({ ...claims(), aud: 'someone-else' }));
      await expectRefused(
        await provider.signIdToken({
          ...claims(),
          aud: [provider.googleClientId, 'someone-else'],
          azp: 'someone-else',
        }),
      );
      await expectRefused(
        await provider.signIdToken({ ...claims(), iss: 'https://accounts.example.com' }),
      );
    });

    it('expired, issued in the future, or issued long ago', async () => {
      await expectRefused(
        await provider.signIdToken({ ...claims(), iat: now() - 7200, exp: now() - 3600 }),
      );
      await expectRefused(
        await provider.signIdToken({ ...claims(), iat: now() + 3600, exp: now() + 7200 }),
      );
      await expectRefused(
        await provider.signIdToken({ ...claims(), iat: now() - 3 * 3600, exp: now() + 3600 }),
      );
    });

    it('alg none, HS256 keyed with the client id, and a key the provider never published', async () => {
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      await expectRefused(`${encode({ alg: 'none' })}.${encode(claims())}.`);
      await expectRefused(
        await new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', kid: provider.keyId })
          .sign(new TextEncoder().encode(provider.googleClientId)),
      );
      const stranger = await generateKeyPair('RS256');
      await expectRefused(
        await new SignJWT(claims())
          .setProtectedHeader({ alg: 'RS256', kid: 'unknown-key' })
          .sign(stranger.privateKey),
      );
      await expectRefused(
        await new SignJWT(claims())
          .setProtectedHeader({ alg: 'RS256', kid: provider.keyId })
          .sign(stranger.privateKey),
      );
    });

    it('a missing nonce, a nonce the browser did not keep, or none kept at all', async () => {
      const withoutNonce = claims();
      delete withoutNonce.nonce;
      await expectRefused(await provider.signIdToken(withoutNonce));
      await expectRefused(await provider.signIdToken({ ...claims(), nonce: 'another-nonce' }));
      await expectRefused(await provider.signIdToken(claims()), undefined);
    });

    it('a token replayed after it signed someone in', async () => {
      const { idToken, nonce: kept } = await googleIdToken(provider, { sub: 'google-replayed' });
      expect((await postIdToken(server, idToken, kept)).status).toBe(200);
      await expectRefused(idToken, kept);
    });
  });

  it('signs a person in with Apple: state, code exchange with a signed client secret, id_token', async () => {
    const flow = await appleFlow(server, {
      sub: 'apple-000123.abc',
      email: 'lin@privaterelay.example',
      email_verified: true,
    });
    const answer = await appleCallback(server, flow);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { created: true } });
    expect(hasSession(answer)).toBe(true);
    expect(provider.refusedClientSecrets).toEqual([]);
  });

  it('still takes the Apple callback with state and code in a JSON body', async () => {
    const flow = await appleFlow(server, { sub: 'apple-body-form' });
    const answer = await appleCallback(server, flow, 'body');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { created: true } });
    expect(hasSession(answer)).toBe(true);
  });

  it('refuses an Apple callback without its code, and the flow can still finish', async () => {
    const flow = await appleFlow(server, { sub: 'apple-no-code' });
    const answer = await call(
      server.url,
      'POST',
      `/v1/auth/apple/callback?${new URLSearchParams({ state: flow.state }).toString()}`,
      { cookie: flow.cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: SOCIAL_MESSAGES.appleCallbackIncomplete,
      code: 'invalid_request',
    });
    expect(hasSession(answer)).toBe(false);
    expect((await appleCallback(server, flow)).status).toBe(200);
  });

  describe('refuses Apple callbacks with the spec message and no session', () => {
    const expectRefused = (answer: ApiAnswer) => {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: SOCIAL_MESSAGES.appleCallbackFailed,
        code: 'apple_callback_failed',
      });
      expect(hasSession(answer)).toBe(false);
    };

    it('without the state cookie this browser got when it started', async () => {
      const flow = await appleFlow(server, { sub: 'apple-no-cookie' });
      expectRefused(await appleCallback(server, { ...flow, cookie: '' }));
    });

    it('with a state that is not the one this browser started', async () => {
      const mine = await appleFlow(server, { sub: 'apple-mine' });
      const theirs = await appleFlow(server, { sub: 'apple-theirs' });
      expectRefused(await appleCallback(server, { ...theirs, cookie: mine.cookie }));
    });

    it('with a state used before', async () => {
      const flow = await appleFlow(server, { sub: 'apple-twice' });
      expect((await appleCallback(server, flow)).status).toBe(200);
      expectRefused(await appleCallback(server, flow));
    });

    it('with a made-up state and code', async () => {
      expectRefused(
        await appleCallback(server, {
          state: 'made-up',
          code: 'made-up',
          cookie: `${SIGN_IN_STATE_COOKIE}=made-up`,
        }),
      );
    });
  });

  it('refuses Apple sign-in when the app signs its client secret with the wrong key', async () => {
    const wrongKey = await generateKeyPair('ES256', { extractable: true });
    const misconfigured = await startTestServer({
      env: {
        PUBLIC_URL,
        APPLE_CLIENT_ID: provider.apple.clientId,
        APPLE_TEAM_ID: provider.apple.teamId,
        APPLE_KEY_ID: provider.apple.keyId,
        APPLE_PRIVATE_KEY: await exportPKCS8(wrongKey.privateKey),
        APPLE_ISSUER: provider.issuer,
      },
    });
    try {
      const refusedBefore = provider.refusedClientSecrets.length;
      const flow = await appleFlow(misconfigured, { sub: 'apple-wrong-key' });
      const answer = await appleCallback(misconfigured, flow);
      expect(answer).toMatchObject({
        status: 401,
        body: { error: SOCIAL_MESSAGES.appleCallbackFailed },
      });
      expect(provider.refusedClientSecrets.length).toBe(refusedBefore + 1);
    } finally {
      await misconfigured.close();
    }
  });
});

describe('a server without provider settings', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('offers neither provider and says so when asked', async () => {
    expect((await call(server.url, 'GET', '/api/client-config')).body).toMatchObject({
      google: null,
      apple: false,
    });
    expect(await call(server.url, 'POST', '/v1/auth/apple/login')).toMatchObject({
      status: 404,
      body: { error: SOCIAL_MESSAGES.appleNotOffered },
    });
    expect(
      await call(server.url, 'POST', '/v2/user/login', { body: { id_token: 'a.b.c' } }),
    ).toMatchObject({ status: 404, body: { error: SOCIAL_MESSAGES.googleNotOffered } });
  });
});

describe('a server whose provider cannot be reached', () => {
  let server: TestServer;

  beforeAll(async () => {
    const nobody = `http://127.0.0.1:${String(await findFreePort())}`;
    const key = await generateKeyPair('ES256', { extractable: true });
    server = await startTestServer({
      env: {
        GOOGLE_CLIENT_ID: 'labtrail-google',
        GOOGLE_ISSUER: nobody,
        APPLE_CLIENT_ID: 'labtrail-apple',
        APPLE_TEAM_ID: 'TEAM123456',
        APPLE_KEY_ID: 'APPLEKEY01',
        APPLE_PRIVATE_KEY: await exportPKCS8(key.privateKey),
        APPLE_ISSUER: nobody,
      },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('hides the Google button and says the provider is unreachable, with no session', async () => {
    expect((await call(server.url, 'GET', '/api/client-config')).body).toMatchObject({
      google: null,
      apple: true,
    });
    const google = await postIdToken(server, 'a.b.c', 'a-kept-nonce');
    const apple = await call(server.url, 'POST', '/v1/auth/apple/login');
    for (const answer of [google, apple]) {
      expect(answer).toMatchObject({
        status: 502,
        body: { error: SOCIAL_MESSAGES.providerUnavailable },
      });
      expect(hasSession(answer)).toBe(false);
    }
  });
});
