import type { CreatedShare, ShareLink, ShareLinksResponse } from '@labtrail/contract/sharing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { ShareLinksSection } from './share-links-section';

function link(overrides: Partial<ShareLink>): ShareLink {
  return {
    share_id: 's1',
    label: 'Dr. Meier',
    include_documents: true,
    include_flag_reasons: false,
    created_at: '2026-06-01T09:00:00.000Z',
    expires_at: '2026-06-08T09:00:00.000Z',
    revoked_at: null,
    status: 'active',
    opening_count: 0,
    opened_at: [],
    ...overrides,
  };
}

const LINKS: ShareLinksResponse = [
  link({
    opening_count: 2,
    opened_at: ['2026-06-03T10:00:00.000Z', '2026-06-02T08:00:00.000Z'],
  }),
  link({
    share_id: 's0',
    label: null,
    include_documents: false,
    status: 'revoked',
    revoked_at: '2026-05-20T09:00:00.000Z',
  }),
];

const TOKEN = 'newtoken_abcdefghijklmnopqrstuvwxyz0123456';

let server: TestServer;
let links: ShareLinksResponse;

beforeEach(async () => {
  links = LINKS;
  server = await startSampleApi({
    'GET /v1/user/shares': (_request, response) => {
      sendJson(response, 200, links);
    },
    'POST /v1/user/shares': (_request, response) => {
      const share = link({ share_id: 's2', label: 'Anna', opening_count: 0 });
      links = [share, ...links];
      sendJson(response, 200, {
        share,
        token: TOKEN,
        url: `https://labtrail.example/shared#${TOKEN}`,
      } satisfies CreatedShare);
    },
    'DELETE /v1/user/shares/s1': (_request, response) => {
      links = links.map((kept) =>
        kept.share_id === 's1'
          ? { ...kept, status: 'revoked', revoked_at: '2026-06-04T09:00:00.000Z' }
          : kept,
      );
      sendJson(response, 200, { success: true });
    },
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

async function items() {
  const list = await screen.findByRole('list', { name: /^(Share links|Freigabelinks)$/ });
  return within(list).getAllByRole('listitem');
}

describe('share links on the account dialog', () => {
  it('lists each link with its state, period, documents and every opening; only an active one can be revoked', async () => {
    renderUi(<ShareLinksSection />);

    const [active, revoked] = await items();
    expect(active?.textContent).toMatch(/^Dr\. MeierActive/);
    expect(active?.textContent).toContain('with documents');
    expect(active?.textContent).toMatch(/Opened 2 times: Jun 3, 2026, .+; Jun 2, 2026, /);
    expect(
      within(active as HTMLElement).getByRole('button', { name: 'Revoke the link “Dr. Meier”' }),
    ).toBeTruthy();
    expect(revoked?.textContent).toMatch(/^Link without a nameRevoked/);
    expect(revoked?.textContent).toContain('Not opened yet');
    expect(within(revoked as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('words them in German', async () => {
    await i18n.changeLanguage('de');
    renderUi(<ShareLinksSection />);

    const [active] = await items();
    expect(active?.textContent).toMatch(/^Dr\. MeierAktiv/);
    expect(active?.textContent).toMatch(/2-mal geöffnet: \d\d\.06\.2026, \d\d:\d\d; /);
    expect(screen.getByRole('heading', { name: 'Freigabelinks' })).toBeTruthy();
  });

  it('creates a link with the chosen expiry, documents and label, and shows it once', async () => {
    const { user } = renderUi(<ShareLinksSection />);
    await items();

    await user.type(screen.getByLabelText('For whom (optional)'), '  Anna ');
    await user.selectOptions(screen.getByLabelText('The link works for'), '30 days');
    await user.click(screen.getByLabelText('Include my documents'));
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const shown = await screen.findByLabelText<HTMLInputElement>('Your new share link');
    expect(shown.value).toBe(`${window.location.origin}/shared#${TOKEN}`);
    expect(screen.getByText('Copy the link now: Labtrail shows it only this once.')).toBeTruthy();
    const created = server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(created?.body ?? '{}')).toEqual({
      expires_in_hours: 720,
      include_documents: true,
      include_flag_reasons: false,
      label: 'Anna',
    });
    await waitFor(async () => {
      expect((await items())[0]?.textContent).toMatch(/^AnnaActive/);
    });
  });

  it('leaves out why values were flagged unless the person ticks it, in English and German', async () => {
    const { user } = renderUi(<ShareLinksSection />);
    await items();
    const reasons = screen.getByLabelText<HTMLInputElement>(
      'Include why I flagged values as inaccurate',
    );
    expect(reasons.checked).toBe(false);
    await user.click(reasons);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByLabelText('Your new share link');
    const created = server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({ include_flag_reasons: true });

    await i18n.changeLanguage('de');
    expect(
      screen.getByLabelText('Meine Gründe für als ungenau markierte Werte einschließen'),
    ).toBeTruthy();
  });

  it('says which links show the reasons for flags', async () => {
    links = [link({ include_flag_reasons: true })];
    renderUi(<ShareLinksSection />);
    const [only] = await items();
    expect(only?.textContent).toContain('with documents · with reasons for flags');
  });

  it('offers expiries from an hour to 30 days', async () => {
    renderUi(<ShareLinksSection />);
    const choices = within(await screen.findByLabelText('The link works for')).getAllByRole(
      'option',
    );
    expect(choices.map((choice) => choice.textContent)).toEqual([
      '1 hour',
      '1 day',
      '3 days',
      '7 days',
      '14 days',
      '30 days',
    ]);
  });

  it('revokes a link: sends DELETE and the link shows revoked', async () => {
    const { user } = renderUi(<ShareLinksSection />);
    await items();

    await user.click(screen.getByRole('button', { name: 'Revoke the link “Dr. Meier”' }));

    await waitFor(async () => {
      expect((await items())[0]?.textContent).toMatch(/^Dr\. MeierRevoked/);
    });
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
