import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from '../lib/api-client';
import { useAuthStore } from '../stores/auth-store';
import { useNotificationStore } from '../stores/notification-store';
import { sampleAnswers } from '../test/sample-api';
import { sendJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { handleSessionExpired } from './session-expiry';
import { renderApp } from './testing/render-app';

const EXPIRED = 'Your session has expired. Please log in again.';

let server: TestServer;
/** The session ends on the server: every later call answers 401. */
let expired: boolean;

beforeEach(async () => {
  expired = false;
  const sample = sampleAnswers({
    'POST /v2/user/login': (_request, response) => {
      sendJson(response, 401, { error: 'SSO authentication failed' });
    },
  });
  server = await startTestServer((request, response) => {
    if (expired) sendJson(response, 401, { error: 'Not signed in' });
    else sample(request, response);
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setUnauthorizedHandler(handleSessionExpired);
});

afterEach(async () => {
  setUnauthorizedHandler(null);
  useNotificationStore.setState({ notifications: [] });
  await server.close();
});

const fetchBiomarkers = () =>
  apiRequest({ method: 'GET', path: '/v1/health/biomarkers', defaultError: 'x' });

describe('an expired session', () => {
  it('logs a signed-in person out with a warning and shows the login screen', async () => {
    useAuthStore.setState({ authIsUserAuthenticated: true });
    const { router } = renderApp('/biomarkers');
    await screen.findByRole('heading', { name: 'Biomarkers' });
    expired = true;

    await act(fetchBiomarkers);

    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Log into your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toBe(EXPIRED);
    expect(useNotificationStore.getState().notifications).toEqual([
      expect.objectContaining({ type: 'warning', message: EXPIRED }),
    ]);
  });

  it('warns only once, not again for every later 401', async () => {
    useAuthStore.setState({ authIsUserAuthenticated: true });
    expired = true;

    await fetchBiomarkers();
    await fetchBiomarkers();

    expect(useNotificationStore.getState().notifications).toHaveLength(1);
  });

  it('says nothing to someone who was not signed in', async () => {
    useAuthStore.setState({ authIsUserAuthenticated: false });
    expired = true;

    await fetchBiomarkers();

    expect(useNotificationStore.getState().notifications).toEqual([]);
  });
});

describe('a provider sign-in refused while signed in', () => {
  it('says the sign-in failed, keeps the session and goes back to the overview', async () => {
    useAuthStore.setState({ authIsUserAuthenticated: true });
    const { router } = renderApp('/login#id_token=bad');

    expect(await screen.findByRole('heading', { name: 'Biomarkers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/biomarkers');
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(true);
    expect(useNotificationStore.getState().notifications).toEqual([
      expect.objectContaining({
        type: 'warning',
        message: 'SSO login failed: SSO authentication failed',
      }),
    ]);
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });
});
