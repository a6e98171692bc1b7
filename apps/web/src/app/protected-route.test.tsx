import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { startSampleApi } from '../test/sample-api';
import type { TestServer } from '../test/test-server';
import { renderApp } from './testing/render-app';

let server: TestServer;

function signIn(authenticated: boolean): void {
  useAuthStore.setState({ authIsUserAuthenticated: authenticated });
}

beforeEach(async () => {
  signIn(false);
  server = await startSampleApi();
});

afterEach(async () => {
  await server.close();
});

describe('protected routes', () => {
  it.each(['/biomarkers', '/biomarker', '/storybook', '/documents/d1/review', '/'])(
    'send a visitor who is not signed in from %s to /login, replacing the entry',
    async (path) => {
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Log into your account' })).toBeInstanceOf(
        HTMLHeadingElement,
      );
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    },
  );

  it('show their content and the header to a signed-in person', async () => {
    signIn(true);
    renderApp('/storybook');

    expect(await screen.findByRole('heading', { name: 'Storybook', level: 1 })).toBeTruthy();
    expect(
      screen.getByRole('banner').contains(screen.getByRole('link', { name: 'Labtrail' })),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('send the person to the login screen as soon as the flag is cleared', async () => {
    signIn(true);
    const { router } = renderApp('/biomarkers');
    await screen.findByRole('heading', { name: 'Biomarkers' });

    signIn(false);

    expect(await screen.findByRole('heading', { name: 'Log into your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('routes', () => {
  it('replace / with /biomarkers for a signed-in person', async () => {
    signIn(true);
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Biomarkers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/biomarkers');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('link the logo to /biomarkers', async () => {
    signIn(true);
    const { router, user } = renderApp('/storybook');

    await user.click(await screen.findByRole('link', { name: 'Labtrail' }));

    expect(router.state.location.pathname).toBe('/biomarkers');
    expect(await screen.findByRole('heading', { name: 'Biomarkers' })).toBeTruthy();
  });

  it('show /biomarker with a way back to the list', async () => {
    signIn(true);
    renderApp({ pathname: '/biomarker', state: { biomarker_id: 7 } });

    expect(await screen.findByRole('link', { name: 'Biomarkers/' })).toHaveProperty(
      'pathname',
      '/biomarkers',
    );
  });

  it('answer /health with exactly Ok, signed in or not', async () => {
    const { container } = renderApp('/health');

    expect(await screen.findByText('Ok')).toBeTruthy();
    expect(container.textContent).toBe('Ok');
  });

  it('open the login screens without signing in', async () => {
    const { user, router } = renderApp('/login');

    expect(screen.getByText("Don't have an account yet?")).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Email' }));
    // The screen loads on first visit: wait for it before leaving again.
    await user.click(await screen.findByRole('link', { name: 'Back to login options' }));
    expect(await screen.findByRole('link', { name: 'Phone' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Phone' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login/phone');
    });
  });

  it('title the verify screen by the kind of address it was given', async () => {
    renderApp({ pathname: '/login/verify-code', state: { phone: '+4915112345678' } });
    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeTruthy();
  });

  it('send unknown addresses through / (and so to /login when signed out)', async () => {
    const { router } = renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Log into your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
