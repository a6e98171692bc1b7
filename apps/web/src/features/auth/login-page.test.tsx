import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { sendJson, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { renderAuthRoute } from './testing/render-auth-route';

const DOWNLOAD_URL = 'https://apps.example.org/labtrail';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === '/api/client-config') {
      sendJson(response, 200, { app_download_url: DOWNLOAD_URL });
    } else {
      sendJson(response, 404, { error: 'Not found' });
    }
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

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

  it('shows the social sign-ins as buttons that are not offered yet', async () => {
    const { user } = renderAuthRoute('/login');

    for (const name of ['Log In with Google', 'Log In with Apple']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.title).toBe('Coming soon');
      await user.click(button);
    }
    await screen.findByRole('link', { name: 'Download The App' });
    expect(server.requests.map((request) => request.url)).toEqual(['/api/client-config']);
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
      'Demnächst verfügbar',
    );
    expect(screen.getByRole('button', { name: 'Mit Apple anmelden' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'App herunterladen' })).toBeTruthy();
  });
});
