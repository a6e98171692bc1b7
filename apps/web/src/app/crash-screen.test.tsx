import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { expectConsoleError } from '../test/console-guard';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';
import { renderApp } from './testing/render-app';

const CRASH_TEXTS = ['Oops, something went wrong.', 'Please try reloading the page.'];

/**
 * Makes every write of the page title throw, as the end-to-end test does once. Were the crash
 * screen itself to set the title, it would crash too and show nothing.
 */
function breakTitle(): void {
  Object.defineProperty(document, 'title', {
    configurable: true,
    get: () => '',
    set: () => {
      throw new Error('title setter broke');
    },
  });
}

function Exploding(): never {
  throw new Error('render broke');
}

afterEach(async () => {
  // Back to Document.prototype's own title accessor.
  Reflect.deleteProperty(document, 'title');
  await i18n.changeLanguage('us');
});

describe('crash screen', () => {
  it('replaces any page whose rendering fails, the open ones included', async () => {
    expectConsoleError(/title setter broke/);
    breakTitle();

    renderApp('/login');

    for (const text of CRASH_TEXTS) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.queryByText('Log into your account')).toBeNull();
  });

  it('reloads the page from its button', async () => {
    expectConsoleError(/title setter broke/);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    breakTitle();
    const { user } = renderApp('/health');

    await user.click(await screen.findByRole('button', { name: 'Reload Page' }));

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('also covers failures outside the routes', () => {
    expectConsoleError(/render broke/);

    render(
      <AppProviders queryClient={createQueryClient()}>
        <Exploding />
      </AppProviders>,
    );

    for (const text of CRASH_TEXTS) expect(screen.getByText(text)).toBeTruthy();
  });

  it('speaks German to a German reader', async () => {
    expectConsoleError(/render broke/);
    await i18n.changeLanguage('de');

    render(
      <AppProviders queryClient={createQueryClient()}>
        <Exploding />
      </AppProviders>,
    );

    expect(screen.getByText('Hoppla, da ist etwas schiefgelaufen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
  });
});
