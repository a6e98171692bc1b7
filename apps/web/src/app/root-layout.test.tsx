import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { useNotificationStore } from '../stores/notification-store';
import { startSampleApi } from '../test/sample-api';
import type { TestServer } from '../test/test-server';
import { renderApp } from './testing/render-app';

let server: TestServer;

beforeEach(async () => {
  useAuthStore.setState({ authIsUserAuthenticated: false });
  server = await startSampleApi();
});

afterEach(async () => {
  await server.close();
  useNotificationStore.setState({ notifications: [] });
  await i18n.changeLanguage('us');
  localStorage.clear();
});

describe('page title and language', () => {
  it('name the test app in English by default', async () => {
    renderApp('/health');

    await screen.findByText('Ok');
    expect(document.title).toBe('Labtrail (test app)');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('follow the language stored under i18nextLng', async () => {
    localStorage.setItem('i18nextLng', 'de');
    // Detect again, as a fresh page load would.
    await i18n.changeLanguage();

    renderApp('/login');

    expect(
      await screen.findByRole('heading', { name: 'Melden Sie sich bei Ihrem Konto an' }),
    ).toBeTruthy();
    expect(screen.getByText('Sie haben noch kein Konto?')).toBeTruthy();
    expect(document.title).toBe('Labtrail (Test-App)');
    expect(document.documentElement.lang).toBe('de');
  });

  it('change with the language while the page is open', async () => {
    useAuthStore.setState({ authIsUserAuthenticated: true });
    renderApp('/biomarkers');
    await screen.findByRole('heading', { name: 'Biomarkers' });

    await act(() => i18n.changeLanguage('de'));

    expect(screen.getByRole('heading', { name: 'Biomarker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kontomenü' })).toBeTruthy();
    expect(document.title).toBe('Labtrail (Test-App)');
  });
});

describe('notifications', () => {
  it('are announced in a polite live region on every page', () => {
    renderApp('/login');

    act(() => {
      useNotificationStore.getState().notify('warning', 'Please enter a value');
    });

    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Please enter a value');
  });

  it('disappear from the page after 3 seconds', () => {
    vi.useFakeTimers();
    renderApp('/login');

    act(() => {
      useNotificationStore.getState().notify('success', 'Summary marked as read');
    });
    expect(screen.getByText('Summary marked as read')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(screen.getByText('Summary marked as read')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });

    expect(screen.queryByText('Summary marked as read')).toBeNull();
  });
});
