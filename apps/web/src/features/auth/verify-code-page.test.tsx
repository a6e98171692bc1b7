import { act, screen, waitFor } from '@testing-library/react';
import { createChallenge, sha, verifySolution } from 'altcha/lib';
import type { Challenge, Solution } from 'altcha/lib';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { useAuthStore } from '../../stores/auth-store';
import { useNotificationStore } from '../../stores/notification-store';
import { sendJson, startTestServer } from '../../test/test-server';
import type { RecordedRequest, TestServer } from '../../test/test-server';
import { renderAuthRoute } from './testing/render-auth-route';

const CAPTCHA_SECRET = 'captcha-secret';
const EMAIL = 'ada@example.org';

type Answer = (request: RecordedRequest, response: ServerResponse) => void;

let server: TestServer;
let answerVerify: Answer;
let answerLogin: Answer;

/** Checks a captcha payload as the server does. */
async function captchaSolved(payload: string): Promise<boolean> {
  const { challenge, solution } = JSON.parse(atob(payload)) as {
    challenge: Challenge;
    solution: Solution;
  };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey: sha.deriveKey,
    hmacSignatureSecret: CAPTCHA_SECRET,
  });
  return result.verified;
}

beforeEach(async () => {
  answerVerify = (_request, response) => {
    sendJson(response, 200, { data: { user_id: 'u1', created: false } });
  };
  answerLogin = (request, response) => {
    const { captcha } = JSON.parse(request.body) as { captcha: string };
    void captchaSolved(captcha).then((solved) => {
      if (solved) sendJson(response, 200, { data: { sent: true } });
      else sendJson(response, 400, { error: 'The captcha could not be verified.' });
    });
  };
  server = await startTestServer((request, response) => {
    switch (request.url) {
      case '/v1/captcha/challenge':
        void createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          counter: 25,
          deriveKey: sha.deriveKey,
          hmacSignatureSecret: CAPTCHA_SECRET,
        }).then((challenge) => {
          sendJson(response, 200, challenge);
        });
        return;
      case '/v1/user/verify':
        answerVerify(request, response);
        return;
      case '/v2/user/login':
        answerLogin(request, response);
        return;
      default:
        sendJson(response, 404, { error: 'Not found' });
    }
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.setState({ authIsUserAuthenticated: false });
});

afterEach(async () => {
  await server.close();
  useNotificationStore.setState({ notifications: [] });
  await i18n.changeLanguage('us');
});

const bodiesTo = (url: string) =>
  server.requests
    .filter((request) => request.url === url)
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);

const notifications = () =>
  useNotificationStore.getState().notifications.map(({ type, message }) => ({ type, message }));

async function enterCode(user: ReturnType<typeof renderAuthRoute>['user'], code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

describe('/login/verify-code', () => {
  it('sends anyone who arrives without an address to /login, replacing the entry', async () => {
    const { router } = renderAuthRoute('/login/verify-code');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says where the code went', () => {
    renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });

    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByText(`We sent a 6-digit code to ${EMAIL}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login options' })).toBeTruthy();
  });

  it('signs in with the code, once all six digits are in, and replaces itself with /biomarkers', async () => {
    const { user, router } = renderAuthRoute({
      pathname: '/login/verify-code',
      state: { phone: '+491512345678' },
    });
    expect(screen.getByRole('heading', { name: 'Verify your phone' })).toBeTruthy();

    await enterCode(user, '123456');

    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/biomarkers');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(true);
    expect(bodiesTo('/v1/user/verify')).toEqual([
      { tz_offset: -2, version: '0.0.1', code: '123456', phone: '+491512345678' },
    ]);
  });

  it('asks for all six digits before sending anything', async () => {
    const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });

    await enterCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit code');
    expect(bodiesTo('/v1/user/verify')).toEqual([]);
  });

  // A signed-in person never sees this screen (they are sent to /biomarkers), so the flag a failed
  // verification clears (spec §4) is already false here and stays so.
  it("shows the server's answer to a wrong code in the banner and leaves the person signed out", async () => {
    answerVerify = (_request, response) => {
      sendJson(response, 400, { error: 'invalid verification code' });
    };
    const { user, router } = renderAuthRoute({
      pathname: '/login/verify-code',
      state: { email: EMAIL },
    });

    await enterCode(user, '000000');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code');
    expect(router.state.location.pathname).toBe('/login/verify-code');
    expect(useAuthStore.getState().authIsUserAuthenticated).toBe(false);
    expect(bodiesTo('/v1/user/verify')).toEqual([
      { tz_offset: -2, version: '0.0.1', code: '000000', email: EMAIL },
    ]);
  });

  it('empties the boxes after a refused code, so the next one can be typed straight away', async () => {
    answerVerify = (request, response) => {
      const { code } = JSON.parse(request.body) as { code: string };
      if (code === '654321') sendJson(response, 200, { data: { user_id: 'u1', created: true } });
      else sendJson(response, 400, { error: 'Invalid verification code' });
    };
    const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });
    await enterCode(user, '000000');
    await screen.findByRole('alert');
    expect(screen.getAllByRole<HTMLInputElement>('textbox').map((input) => input.value)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);

    await user.keyboard('654321');

    expect(await screen.findByRole('heading', { name: 'Signed in' })).toBeTruthy();
    expect(bodiesTo('/v1/user/verify').map((body) => body.code)).toEqual(['000000', '654321']);
  });

  it('submits on Enter too', async () => {
    const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });

    await enterCode(user, '12{Enter}');

    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit code');
  });

  it('resends the code with a captcha solved in the background', async () => {
    const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    await waitFor(() => {
      expect(notifications()).toEqual([
        { type: 'success', message: `Verification code resent to ${EMAIL}` },
      ]);
    });
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(bodiesTo('/v2/user/login')).toEqual([
      { email: EMAIL, captcha: expect.any(String) as string, language: 'us' },
    ]);
  });

  it('says why a resend failed', async () => {
    answerLogin = (_request, response) => {
      sendJson(response, 429, { error: 'Please wait 42 seconds before requesting a new code' });
    };
    const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    await waitFor(() => {
      expect(notifications()).toEqual([
        {
          type: 'warning',
          message: 'Failed to resend code: Please wait 42 seconds before requesting a new code',
        },
      ]);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });

    expect(screen.getByText(`Wir haben einen 6-stelligen Code an ${EMAIL} gesendet.`)).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Ziffer 1 von 6' }));
    await user.keyboard('1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte geben Sie einen gültigen 6-stelligen Code ein',
    );

    await user.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    await waitFor(() => {
      expect(notifications()).toEqual([
        { type: 'success', message: `Bestätigungscode erneut an ${EMAIL} gesendet` },
      ]);
    });
    expect(bodiesTo('/v2/user/login')).toEqual([
      { email: EMAIL, captcha: expect.any(String) as string, language: 'de' },
    ]);
  });

  it("tells a German person why, in German, by the code of the server's answer", async () => {
    await act(() => i18n.changeLanguage('de'));
    answerVerify = (_request, response) => {
      sendJson(response, 400, { error: 'Invalid verification code', code: 'invalid_code' });
    };
    answerLogin = (_request, response) => {
      sendJson(response, 429, {
        error: 'Please wait 42 seconds before requesting a new code',
        code: 'code_requested_too_soon',
        params: { seconds: 42 },
      });
    };
    const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });

    await user.click(screen.getByRole('textbox', { name: 'Ziffer 1 von 6' }));
    await user.keyboard('000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Ungültiger Bestätigungscode');

    await user.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    await waitFor(() => {
      expect(notifications()).toEqual([
        {
          type: 'warning',
          message:
            'Code konnte nicht erneut gesendet werden: ' +
            'Bitte warten Sie 42 Sekunden, bevor Sie einen neuen Code anfordern',
        },
      ]);
    });
  });

  // Issue 35: a burned code answers 429 and a replayed one 401; neither is a session ending.
  it.each([
    [
      429,
      'burned_code',
      'Too many wrong codes. Please request a new one.',
      'Zu viele falsche Codes. Bitte fordern Sie einen neuen an.',
    ],
    [
      401,
      'used_code',
      'This code has already been used. Please request a new one.',
      'Dieser Code wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    ],
  ])(
    'shows why a %i (%s) refused the code, in English and German',
    async (status, code, us, de) => {
      answerVerify = (_request, response) => {
        sendJson(response, status, { error: us, code });
      };
      const { user } = renderAuthRoute({ pathname: '/login/verify-code', state: { email: EMAIL } });
      await enterCode(user, '000000');
      expect((await screen.findByRole('alert')).textContent).toBe(us);
      expect(notifications()).toEqual([]);
      expect(useAuthStore.getState().authIsUserAuthenticated).toBe(false);

      await act(() => i18n.changeLanguage('de'));
      await user.click(screen.getByRole('textbox', { name: 'Ziffer 1 von 6' }));
      await user.keyboard('000000');
      await waitFor(() => {
        expect(screen.getByRole('alert').textContent).toBe(de);
      });
    },
  );
});
