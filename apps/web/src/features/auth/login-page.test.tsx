import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { useAuthStore } from '../../stores/auth-store';
import { useNotificationStore } from '../../stores/notification-store';
import { sendJson, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { SIGN_IN_NONCE_COOKIE } from './google-authorize-url';
import { leaveForProvider } from './leave-for-provider';
import { renderAuthRoute } from './testing/render-auth-route';

// jsdom cannot leave the page; where the browser would go is what these tests check.
vi.mock('./leave-for-provider', () => ({ leaveForProvider: vi.fn() }));

const DOWNLOAD_URL = 'https://apps.example.org/labtrail';
const GOOGLE = {
  client_id: 'labtrail.apps.example',
  authorization_endpoint: 'https://accounts.example.com/o/oauth2/auth',
};

interface Answers {
  config: { google: typeof GOOGLE | null; apple: boolean };
  appleLogin?: [number, unknown];
  signIn?: [number, unknown];
}

let server: TestServer;
const pathOf = (url: string) => url.split('?')[0];
let answers: Answers;
const SIGNED_IN = { data: { user_id: 'u1', created: false } };

beforeEach(async () => {
  answers = { config: { google: null, apple: false } };
  server = await startTestServer((request, response) => {
    const path = pathOf(request.url);
    if (path === '/api/client-config') {
      sendJson(response, 200, { app_download_url: DOWNLOAD_URL, ...answers.config });
    } else if (path === '/v1/auth/apple/login' && answers.appleLogin !== undefined) {
      sendJson(response, ...answers.appleLogin);
    } else if (
      (path === '/v2/user/login' || path === '/v1/auth/apple/callback') &&
      answers.signIn !== undefined
    ) {
      sendJson(response, ...answers.signIn);
    } else {
      sendJson(response, 404, { error: 'Not found' });
    }
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  useNotificationStore.setState({ notifications: [] });
  useAuthStore.getState().setAuthenticated(false);
  vi.mocked(leaveForProvider).mockClear();
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

const notifications = () =>
  useNotificationStore.getState().notifications.map(({ type, message }) => ({ type, message }));
const calls = (path: string) => server.requests.filter((request) => pathOf(request.url) === path);

describe('/login', () => {
  it('offers Google, Apple, Email and Phone, in that order', async () => {
    renderAuthRoute('/login');

    expect(screen.getByRole('heading', { name: 'Log into your account' })).toBeTruthy();
    const options = screen.getByRole('navigation', { name: 'Log into your account' });
    expect([...options.children].map((option) => option.textContent)).toEqual([
      'Log In with Google',
      'Log In with Apple',
      'Email',
      'Phone',
    ]);
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('/login/email');
    expect(screen.getByRole('link', { name: 'Phone' }).getAttribute('href')).toBe('/login/phone');
    await screen.findByRole('link', { name: 'Download The App' });
  });

  it('keeps the providers this server does not offer as disabled buttons that say so', async () => {
    const { user } = renderAuthRoute('/login');
    await screen.findByRole('link', { name: 'Download The App' });

    for (const name of ['Log In with Google', 'Log In with Apple']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.title).toBe('Not set up on this server');
      await user.click(button);
    }
    expect(server.requests.map((request) => request.url)).toEqual(['/api/client-config']);
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('sends the browser to Google for an id_token, with a nonce it keeps for the server', async () => {
    answers.config.google = GOOGLE;
    const { user } = renderAuthRoute('/login');
    const button = screen.getByRole('button', { name: 'Log In with Google' });
    await waitFor(() => {
      expect(button).toHaveProperty('disabled', false);
    });

    await user.click(button);

    const target = new URL(vi.mocked(leaveForProvider).mock.calls[0]?.[0] ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(GOOGLE.authorization_endpoint);
    const params = Object.fromEntries(target.searchParams);
    expect(params).toMatchObject({
      client_id: GOOGLE.client_id,
      response_type: 'id_token',
      scope: 'openid profile email',
      redirect_uri: `${window.location.origin}/login`,
    });
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(document.cookie).toContain(`${SIGN_IN_NONCE_COOKIE}=${params.nonce ?? ''}`);
  });

  it('sends the browser where the Apple login call says', async () => {
    answers.config.apple = true;
    answers.appleLogin = [200, { data: { redirect_url: 'https://appleid.example.com/auth?x=1' } }];
    const { user } = renderAuthRoute('/login');
    const button = screen.getByRole('button', { name: 'Log In with Apple' });
    await waitFor(() => {
      expect(button).toHaveProperty('disabled', false);
    });

    await user.click(button);

    await waitFor(() => {
      expect(leaveForProvider).toHaveBeenCalledWith('https://appleid.example.com/auth?x=1');
    });
    expect(calls('/v1/auth/apple/login')[0]?.method).toBe('POST');
  });

  it.each([
    [500, { error: 'Provider down' }, 'Apple login failed: Provider down'],
    [200, { data: {} }, 'Unexpected response from Apple login'],
  ])('warns when the Apple login call answers %s %j', async (status, body, message) => {
    answers.config.apple = true;
    answers.appleLogin = [status, body];
    const { user } = renderAuthRoute('/login');
    const button = screen.getByRole('button', { name: 'Log In with Apple' });
    await waitFor(() => {
      expect(button).toHaveProperty('disabled', false);
    });

    await user.click(button);

    await waitFor(() => {
      expect(notifications()).toEqual([{ type: 'warning', message }]);
    });
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('completes Google sign-in from the hash once, and goes to the biomarkers', async () => {
    answers.signIn = [200, SIGNED_IN];
    const { router } = renderAuthRoute('/login#id_token=header.payload.signature&authuser=0');

    await screen.findByRole('heading', { name: 'Signed in' });
    expect(calls('/v2/user/login').map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { id_token: 'header.payload.signature' },
    ]);
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(true);
    expect(router.state.location.hash).toBe('');
  });

  it('completes Apple sign-in from the query once', async () => {
    answers.signIn = [200, SIGNED_IN];
    renderAuthRoute('/login?state=the-state&code=the-code');

    await screen.findByRole('heading', { name: 'Signed in' });
    expect(calls('/v1/auth/apple/callback').map(({ url }) => url.slice(url.indexOf('?')))).toEqual([
      '?state=the-state&code=the-code',
    ]);
  });

  it('warns and offers the options again when the server refuses what the provider sent', async () => {
    answers.signIn = [401, { error: 'SSO authentication failed' }];
    const { router } = renderAuthRoute('/login#id_token=forged');

    await screen.findByRole('heading', { name: 'Log into your account' });
    expect(notifications()).toEqual([
      { type: 'warning', message: 'SSO login failed: SSO authentication failed' },
    ]);
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(false);
    expect(router.state.location.hash).toBe('');
  });

  it('says when the person turned the provider down', async () => {
    renderAuthRoute('/login?error=user_cancelled_authorize');

    await waitFor(() => {
      expect(notifications()).toEqual([
        { type: 'warning', message: 'Apple login failed: user_cancelled_authorize' },
      ]);
    });
    await screen.findByRole('link', { name: 'Download The App' });
    expect([...calls('/v2/user/login'), ...calls('/v1/auth/apple/callback')]).toEqual([]);
  });

  it('completes a provider sign-in for someone already signed in', async () => {
    useAuthStore.getState().setAuthenticated(true);
    answers.signIn = [200, SIGNED_IN];
    renderAuthRoute('/login#id_token=header.payload.signature');

    await screen.findByRole('heading', { name: 'Signed in' });
    expect(calls('/v2/user/login')).toHaveLength(1);
  });

  it('points people without an account to the app, outside this one', async () => {
    renderAuthRoute('/login');

    expect(screen.getByText("Don't have an account yet?")).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download The App' });
    expect(link.getAttribute('href')).toBe(DOWNLOAD_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderAuthRoute('/login');

    expect(screen.getByRole('button', { name: 'Mit Google anmelden' }).title).toBe(
      'Auf diesem Server nicht eingerichtet',
    );
    expect(screen.getByRole('button', { name: 'Mit Apple anmelden' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'App herunterladen' })).toBeTruthy();
  });
});

describe('a signed-in person on a sign-in screen', () => {
  it.each([
    '/login',
    '/login/email',
    '/login/phone',
    { pathname: '/login/verify-code', state: { email: 'ada@example.org' } },
  ])('is sent on to the biomarkers from %o, in place of the screen', async (entry) => {
    useAuthStore.getState().setAuthenticated(true);
    const { router } = renderAuthRoute(entry);

    await screen.findByRole('heading', { name: 'Signed in' });
    expect(router.state.location.pathname).toBe('/biomarkers');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
