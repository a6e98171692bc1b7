import type { PersonalProfile } from '@labtrail/contract/profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { PersonalContextSection } from './personal-context-section';

let server: TestServer;
let stored: PersonalProfile;
let saveAnswer: [number, unknown] | undefined;

beforeEach(async () => {
  stored = { sex: null, birth_year: null, unit_system: 'conventional' };
  saveAnswer = undefined;
  server = await startSampleApi({
    'GET /v1/user/profile': (_request, response) => {
      sendJson(response, 200, stored);
    },
    'PUT /v1/user/profile': (request, response) => {
      if (saveAnswer !== undefined) {
        sendJson(response, ...saveAnswer);
        return;
      }
      stored = JSON.parse(request.body) as PersonalProfile;
      sendJson(response, 200, stored);
    },
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

function puts(): unknown[] {
  return server.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => JSON.parse(request.body) as unknown);
}

describe('About you, on the account dialog', () => {
  it('explains why sex and year of birth are asked, with nothing given at first', async () => {
    renderUi(<PersonalContextSection />);

    expect(await screen.findByRole('radio', { name: 'Not given' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Conventional (US)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    expect(screen.getByText(/Reference ranges differ between women and men/u)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete sex and year of birth' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('saves sex, year and SI units, then refreshes the overview, detail and analysis', async () => {
    const { user, fullRefresh } = renderUi(<PersonalContextSection />);
    await user.click(await screen.findByRole('radio', { name: 'Female' }));
    await user.type(screen.getByRole('textbox', { name: 'Year of birth' }), '1980');
    await user.click(screen.getByRole('radio', { name: 'SI' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved. Your ranges, units and analysis are updated.',
    );
    expect(puts()).toEqual([{ sex: 'female', birth_year: 1980, unit_system: 'si' }]);
    expect(fullRefresh).toHaveBeenCalledTimes(1);
    expect(
      server.requests.find((request) => request.method === 'PUT')?.headers['x-client-source'],
    ).toBe('website');
  });

  it('refuses a year that is not a year of birth, before asking the server', async () => {
    const { user } = renderUi(<PersonalContextSection />);
    await user.type(await screen.findByRole('textbox', { name: 'Year of birth' }), '1850');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Year of birth must be a whole year between 1900 and this year'),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Year of birth' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('deletes sex and year of birth, keeping the units', async () => {
    stored = { sex: 'male', birth_year: 1975, unit_system: 'si' };
    const { user } = renderUi(<PersonalContextSection />);
    expect(await screen.findByRole('radio', { name: 'Male' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Year of birth' })).toHaveProperty('value', '1975');

    await user.click(screen.getByRole('button', { name: 'Delete sex and year of birth' }));

    await waitFor(() => {
      expect(puts()).toEqual([{ sex: null, birth_year: null, unit_system: 'si' }]);
    });
    expect(screen.getByRole('radio', { name: 'Not given' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Year of birth' })).toHaveProperty('value', '');
  });

  it('says why saving failed, in the interface language', async () => {
    await i18n.changeLanguage('de');
    saveAnswer = [400, { error: 'Year of birth must be …', code: 'invalid_birth_year' }];
    const { user, fullRefresh } = renderUi(<PersonalContextSection />);
    await user.click(await screen.findByRole('radio', { name: 'Männlich' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Das Geburtsjahr muss ein ganzes Jahr zwischen 1900 und diesem Jahr sein',
    );
    expect(fullRefresh).not.toHaveBeenCalled();
  });
});
