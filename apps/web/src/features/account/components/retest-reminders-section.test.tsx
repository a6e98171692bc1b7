import type { RetestReminders } from '@labtrail/contract/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { RetestRemindersSection } from './retest-reminders-section';

const OFF: RetestReminders = {
  enabled: false,
  email_available: true,
  last_digest_at: null,
  next_tests: [
    {
      biomarker_id: 301,
      biomarker_name: 'Ferritin',
      last_test_date: '2024-01-10',
      due_date: '2025-01-10',
      due: true,
    },
    {
      biomarker_id: 101,
      biomarker_name: 'HDL Cholesterol',
      last_test_date: '2026-06-01',
      due_date: '2027-06-01',
      due: false,
    },
  ],
};

let server: TestServer;
let readAnswer: [number, unknown];
let saveAnswer: [number, unknown];

beforeEach(async () => {
  readAnswer = [200, OFF];
  saveAnswer = [200, { ...OFF, enabled: true }];
  server = await startSampleApi({
    'GET /v1/user/reminders': (_request, response) => {
      sendJson(response, ...readAnswer);
    },
    'PUT /v1/user/reminders': (_request, response) => {
      sendJson(response, ...saveAnswer);
    },
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

async function section() {
  return screen.findByRole('region', {
    name: /^(Retest reminders|Erinnerungen an Kontrolltests)$/,
  });
}

async function nextTests() {
  const list = await within(await section()).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('retest reminders on the account dialog', () => {
  it('says what it sends and how often, and lists the next tests', async () => {
    renderUi(<RetestRemindersSection />);

    expect(await nextTests()).toEqual([
      'Ferritin: due since Jan 10, 2025',
      'HDL Cholesterol: due on Jun 1, 2027',
    ]);
    expect(
      screen.getByText(/one digest at most once a week, listing each due test once/),
    ).toBeTruthy();
    expect(screen.getByText('No reminder sent yet.')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'E-mail me when tests are due' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('turns reminders on with PUT and shows them on', async () => {
    const { user } = renderUi(<RetestRemindersSection />);
    const toggle = await screen.findByRole('switch', { name: 'E-mail me when tests are due' });

    await user.click(toggle);

    await waitFor(() => {
      expect((toggle as HTMLInputElement).checked).toBe(true);
    });
    const puts = server.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => JSON.parse(request.body) as unknown)).toEqual([{ enabled: true }]);
    expect(puts[0]?.headers['x-client-source']).toBe('website');
  });

  it('cannot be turned on without an e-mail address, and says why', async () => {
    readAnswer = [200, { ...OFF, email_available: false }];
    renderUi(<RetestRemindersSection />);

    const toggle = await screen.findByRole('switch', { name: 'E-mail me when tests are due' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText(/You signed in by phone or with a provider that gave no e-mail/),
    ).toBeTruthy();
  });

  it('says when the server refuses, in the interface language', async () => {
    await i18n.changeLanguage('de');
    saveAnswer = [
      409,
      {
        error:
          'Retest reminders are sent by e-mail: sign in with an e-mail address to turn them on.',
        code: 'reminders_need_email',
      },
    ];
    const { user } = renderUi(<RetestRemindersSection />);

    await user.click(
      await screen.findByRole('switch', { name: 'Per E-Mail erinnern, wenn Tests fällig sind' }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erinnerungen kommen per E-Mail: Melden Sie sich mit einer E-Mail-Adresse an, um sie einzuschalten.',
    );
  });

  it('shows when the last reminder went, in German', async () => {
    await i18n.changeLanguage('de');
    readAnswer = [200, { ...OFF, enabled: true, last_digest_at: '2026-06-15T12:00:00.000Z' }];
    renderUi(<RetestRemindersSection />);

    expect(await nextTests()).toEqual([
      'Ferritin: fällig seit 10. Jan. 2025',
      'HDL Cholesterol: fällig am 1. Juni 2027',
    ]);
    expect(screen.getByText('Letzte Erinnerung gesendet am 15. Juni 2026.')).toBeTruthy();
  });

  it('says when the reminders cannot be read', async () => {
    readAnswer = [500, {}];
    renderUi(<RetestRemindersSection />);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch your retest reminders',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
