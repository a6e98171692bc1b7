import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { useAuthStore } from './auth-store';

const STORAGE_NAME = 'auth-storage';

beforeEach(() => {
  useAuthStore.setState({ authIsUserAuthenticated: false, isLoading: false, error: null });
  localStorage.clear();
});

describe('auth store persistence', () => {
  it('keeps only authIsUserAuthenticated, under auth-storage', () => {
    useAuthStore.setState({ isLoading: true, error: 'Logout failed' });
    useAuthStore.getState().setAuthenticated(true);

    const stored = JSON.parse(localStorage.getItem(STORAGE_NAME) ?? 'null') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toEqual({ authIsUserAuthenticated: true });
    expect(localStorage.length).toBe(1);
  });

  it('restores the flag from storage when the app starts again', async () => {
    localStorage.setItem(
      STORAGE_NAME,
      JSON.stringify({ state: { authIsUserAuthenticated: true }, version: 0 }),
    );

    await useAuthStore.persist.rehydrate();

    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(true);
  });
});

describe('logOut', () => {
  let server: TestServer;
  let status: number;

  beforeEach(async () => {
    status = 200;
    server = await startTestServer((_request, response) => {
      if (status === 200) sendJson(response, 200, { success: true });
      else sendJson(response, status, {});
    });
    vi.stubEnv('VITE_API_BASE_URL', server.url);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    await server.close();
  });

  it('ends the session on the server and clears the flag', async () => {
    useAuthStore.getState().setAuthenticated(true);

    await useAuthStore.getState().logOut();

    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/user/logout',
    ]);
    expect(useAuthStore.getState()).toMatchObject({
      authIsUserAuthenticated: false,
      isLoading: false,
      error: null,
    });
  });

  it("clears the flag even when the server fails, keeping the spec's message", async () => {
    status = 500;
    useAuthStore.getState().setAuthenticated(true);

    await useAuthStore.getState().logOut();

    expect(useAuthStore.getState()).toMatchObject({
      authIsUserAuthenticated: false,
      error: 'Logout failed',
    });
  });
});
