import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { startSampleApi } from '../../test/sample-api';
import { sendJson } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { renderApp } from '../testing/render-app';

let server: TestServer;
let logoutStatus: number;

beforeEach(async () => {
  logoutStatus = 200;
  server = await startSampleApi({
    'POST /v1/user/logout': (_request, response) => {
      sendJson(response, logoutStatus, logoutStatus === 200 ? { success: true } : {});
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.setState({ authIsUserAuthenticated: true, isLoading: false, error: null });
});

afterEach(async () => {
  await server.close();
});

async function renderSignedIn() {
  const app = renderApp('/biomarkers');
  await screen.findByRole('heading', { name: 'Biomarkers' });
  return app;
}

describe('account menu', () => {
  it('names the signed-in account beside the menu', async () => {
    await renderSignedIn();
    expect(await screen.findByText('ada@example.org')).toBeTruthy();
  });

  it('logs out: ends the session, clears the flag and goes to /login', async () => {
    const { user, router } = await renderSignedIn();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Log into your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(false);
    // The login screen it lands on also reads its settings; only writes matter here.
    const writes = server.requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/user/logout',
    ]);
    expect(writes[0]?.headers['x-client-source']).toBe('website');
  });

  it('logs out even when the server cannot end the session', async () => {
    logoutStatus = 500;
    const { user, router } = await renderSignedIn();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(false);
  });

  it('opens on hover and closes a moment after the pointer leaves', async () => {
    const { user } = await renderSignedIn();
    const button = screen.getByRole('button', { name: 'Account menu' });

    await user.hover(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.unhover(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  it('closes 80 ms after the pointer leaves', async () => {
    await renderSignedIn();
    const button = screen.getByRole('button', { name: 'Account menu' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.mouseEnter(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.mouseLeave(button);
    act(() => {
      vi.advanceTimersByTime(79);
    });
    expect(screen.queryByRole('menu')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works from the keyboard: Enter opens it on Log Out, Escape closes it', async () => {
    const { user } = await renderSignedIn();

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu' }));
    await user.keyboard('{Enter}');

    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log Out' }));
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
