import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { sendJson, startTestServer } from '../../../test/test-server';
import type { RecordedRequest, TestServer } from '../../../test/test-server';
import { renderAuthRoute } from '../testing/render-auth-route';

const PAYLOAD = 'c29sdmVkIGNhcHRjaGE=';

type Answer = (request: RecordedRequest, response: ServerResponse) => void;

let server: TestServer;
let answer: Answer;

beforeEach(async () => {
  answer = (_request, response) => {
    sendJson(response, 200, { data: { sent: true } });
  };
  server = await startTestServer((request, response) => {
    answer(request, response);
  });
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  vi.stubGlobal('isSecureContext', true);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

/** What the ALTCHA widget reports once the person has ticked it and the work is done. */
function solveCaptcha(): void {
  const widget = document.querySelector('altcha-widget');
  if (widget === null) throw new Error('no captcha on the page');
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: PAYLOAD } }),
    );
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const loginRequests = () => server.requests.filter((request) => request.url === '/v2/user/login');
const challengeRequests = () =>
  server.requests.filter((request) => request.url === '/v1/captcha/challenge');

describe('/login/email', () => {
  it('keeps Continue disabled until the address is valid and the captcha is solved', async () => {
    const { user } = renderAuthRoute('/login/email');
    expect(continueButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    expect(continueButton()).toHaveProperty('disabled', true);

    solveCaptcha();
    expect(continueButton()).toHaveProperty('disabled', false);

    await user.type(screen.getByLabelText('Email'), ' x');
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  it('shows the rules under the field once the person has typed or left it', async () => {
    const { user } = renderAuthRoute('/login/email');
    const field = screen.getByLabelText('Email');
    expect(screen.queryByText('Email is required')).toBeNull();

    fireEvent.blur(field);
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.type(field, 'ada@');
    expect(screen.getByText('Email format is not valid')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toBe(
      screen.getByText('Email format is not valid').id,
    );
  });

  it('asks for a code and passes the address to the verify screen', async () => {
    const { user, router } = renderAuthRoute('/login/email');

    await user.type(screen.getByLabelText('Email'), ' ada@example.org ');
    solveCaptcha();
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/verify-code');
    expect(router.state.location.state).toEqual({ email: 'ada@example.org' });
    const [request] = loginRequests();
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-client-source']).toBe('website');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'ada@example.org',
      captcha: PAYLOAD,
      language: 'us',
    });
  });

  it('keeps Continue disabled while the request runs', async () => {
    let release: () => void = () => undefined;
    answer = (_request, response) => {
      release = () => {
        sendJson(response, 200, { data: { sent: true } });
      };
    };
    const { user } = renderAuthRoute('/login/email');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    solveCaptcha();

    await user.click(continueButton());
    await waitFor(() => {
      expect(loginRequests()).toHaveLength(1);
    });
    expect(continueButton()).toHaveProperty('disabled', true);
    await user.click(continueButton());

    release();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(loginRequests()).toHaveLength(1);
  });

  it("shows the server's error with a capital first letter and asks for a fresh captcha", async () => {
    answer = (_request, response) => {
      sendJson(response, 400, {
        error: 'the captcha could not be verified. Please solve it again.',
      });
    };
    const { user, router } = renderAuthRoute('/login/email');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    solveCaptcha();
    const spentWidget = document.querySelector('altcha-widget');

    await user.click(continueButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The captcha could not be verified. Please solve it again.',
    );
    expect(router.state.location.pathname).toBe('/login/email');
    await waitFor(() => {
      expect(document.querySelector('altcha-widget')).not.toBe(spentWidget);
    });
    expect(continueButton()).toHaveProperty('disabled', true);
    solveCaptcha();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('speaks German, and asks for the code in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { user } = renderAuthRoute('/login/email');

    await user.type(screen.getByLabelText('E-Mail'), 'ada@');
    expect(screen.getByText('E-Mail-Format ist ungültig')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Ich bin kein Roboter' })).toBeTruthy();

    await user.type(screen.getByLabelText('E-Mail'), 'example.org');
    solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(
      await screen.findByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeTruthy();
    expect(JSON.parse(loginRequests()[0]?.body ?? '')).toMatchObject({ language: 'de' });
  });
});

describe('the captcha', () => {
  it.each(['/login/email', '/login/phone'])(
    'on %s fetches its challenge with the header every call carries',
    async (route) => {
      // jsdom runs no workers: the widget cannot solve what it fetched, and logs that it failed.
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const { user } = renderAuthRoute(route);

      await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));

      await waitFor(() => {
        expect(challengeRequests()).toHaveLength(1);
      });
      expect(challengeRequests()[0]?.headers['x-client-source']).toBe('website');
    },
  );
});

describe('/login/phone', () => {
  it('sends the number without parentheses, spaces and hyphens', async () => {
    const { user, router } = renderAuthRoute('/login/phone');

    await user.type(screen.getByLabelText('Phone number'), '+49 (151) 234-5678');
    solveCaptcha();
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ phone: '+491512345678' });
    expect(JSON.parse(loginRequests()[0]?.body ?? '')).toEqual({
      phone: '+491512345678',
      captcha: PAYLOAD,
      language: 'us',
    });
  });

  it('holds Continue back for a number with letters and says why', async () => {
    const { user } = renderAuthRoute('/login/phone');

    await user.type(screen.getByLabelText('Phone number'), '0151 CALL ME');
    solveCaptcha();

    expect(screen.getByText('Phone number cannot contain letters')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
  });
});
