import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './testing/render-app';
import { i18n } from '../lib/i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { startSampleApi } from '../test/sample-api';
import { sendJson } from '../test/test-server';
import type { TestServer } from '../test/test-server';

let server: TestServer;
let answer: [number, unknown];

beforeEach(async () => {
  useAuthStore.setState({ authIsUserAuthenticated: false });
  answer = [200, { unsubscribed: true }];
  server = await startSampleApi({
    'POST /v1/reminders/unsubscribe': (_request, response) => {
      sendJson(response, ...answer);
    },
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

function posts() {
  return server.requests.filter((request) => request.url === '/v1/reminders/unsubscribe');
}

describe('the unsubscribe page of a reminder e-mail', () => {
  it('asks, then stops the reminders without signing in and confirms', async () => {
    const { user, router } = renderApp('/reminders/unsubscribe?token=u1.abc.sig');

    expect(
      await screen.findByText('Stop the e-mails that tell you when tests are due?'),
    ).toBeTruthy();
    // Opening the link alone changes nothing (mail scanners open links too).
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Stop retest reminders' }));

    expect(await screen.findByText('You will no longer get retest reminders.')).toBeTruthy();
    expect(posts().map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { token: 'u1.abc.sig' },
    ]);
    expect(router.state.location.pathname).toBe('/reminders/unsubscribe');
  });

  it('confirms in German', async () => {
    await i18n.changeLanguage('de');
    const { user } = renderApp('/reminders/unsubscribe?token=u1.abc.sig');

    await user.click(await screen.findByRole('button', { name: 'Erinnerungen abbestellen' }));

    expect(
      await screen.findByText('Sie erhalten keine Erinnerungen an Kontrolltests mehr.'),
    ).toBeTruthy();
  });

  it('says so when the link has expired', async () => {
    answer = [
      410,
      {
        error:
          'This unsubscribe link has expired. Sign in and turn retest reminders off on your account page.',
        code: 'unsubscribe_link_expired',
      },
    ];
    const { user } = renderApp('/reminders/unsubscribe?token=u1.abc.sig');

    await user.click(await screen.findByRole('button', { name: 'Stop retest reminders' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This unsubscribe link has expired. Sign in and turn retest reminders off on your account page.',
    );
    expect(screen.queryByText('You will no longer get retest reminders.')).toBeNull();
  });

  it('says a link without its token is not valid, and sends nothing', async () => {
    renderApp('/reminders/unsubscribe');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This unsubscribe link is not valid. Check that it was copied in full.',
    );
    expect(screen.queryByRole('button', { name: 'Stop retest reminders' })).toBeNull();
    expect(posts()).toEqual([]);
  });
});
