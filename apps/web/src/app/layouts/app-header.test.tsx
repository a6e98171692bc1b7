import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { useNotificationStore } from '../../stores/notification-store';
import { startSampleApi } from '../../test/sample-api';
import { sendJson } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { renderApp } from '../testing/render-app';

let server: TestServer;
let logoutStatus: number;
let deletion: [number, unknown];

beforeEach(async () => {
  logoutStatus = 200;
  deletion = [200, { success: true }];
  server = await startSampleApi({
    'POST /v1/user/logout': (_request, response) => {
      sendJson(response, logoutStatus, logoutStatus === 200 ? { success: true } : {});
    },
    'GET /v1/user/export': (_request, response) => {
      sendJson(response, 200, { format: 'labtrail-export/1', results: [] });
    },
    'DELETE /v1/user': (_request, response) => {
      sendJson(response, ...deletion);
    },
  });
  useNotificationStore.setState({ notifications: [] });
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
    await screen.findByRole('button', { name: 'ada@example.org' });

    // The logo, the signed-in address, then the menu.
    await user.tab();
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

describe('the account dialog (the signed-in address)', () => {
  const notifications = () =>
    useNotificationStore.getState().notifications.map(({ type, message }) => ({ type, message }));

  async function openAccount() {
    const app = await renderSignedIn();
    await app.user.click(await screen.findByRole('button', { name: 'ada@example.org' }));
    expect(await screen.findByRole('dialog', { name: 'Your account' })).toBeTruthy();
    return app;
  }

  it('downloads everything as a JSON file', async () => {
    // jsdom has no object URLs; the browser's download is what is checked here.
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const { user } = await openAccount();

    await user.click(screen.getByRole('button', { name: 'Export my data' }));

    await waitFor(() => {
      expect(notifications()).toEqual([
        { type: 'success', message: 'Your data has been exported' },
      ]);
    });
    expect(clicked.map((link) => link.href)).toEqual(['blob:export']);
    expect(clicked[0]?.download).toMatch(/^labtrail-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(server.requests.some((request) => request.url === '/v1/user/export')).toBe(true);
  });

  it('deletes the account only after a second confirmation, then goes to /login', async () => {
    const { user, router } = await openAccount();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Delete your account and all its data now?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Log into your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(false);
    expect(notifications()).toEqual([
      { type: 'success', message: 'Your account and all its data have been deleted' },
    ]);
    const deletions = server.requests.filter((request) => request.method === 'DELETE');
    expect(deletions.map((request) => request.url)).toEqual(['/v1/user']);
  });

  it('stays open with the server’s reason when the deletion fails', async () => {
    deletion = [500, { error: 'The database is not answering' }];
    const { user, router } = await openAccount();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The database is not answering',
    );
    expect(screen.getByRole('dialog', { name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/biomarkers');
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(true);
  });
});
