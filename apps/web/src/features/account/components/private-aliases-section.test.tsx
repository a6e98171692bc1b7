import type { PrivateAliasesResponse } from '@labtrail/contract/review';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { PrivateAliasesSection } from './private-aliases-section';

const ALIASES: PrivateAliasesResponse = [
  {
    alias_id: 'a2',
    printed_name: 'Glukose nüchtern',
    biomarker_id: 211,
    biomarker_name: 'Glucose',
    created_at: '2026-03-09T12:00:00.000Z',
  },
  {
    alias_id: 'a1',
    printed_name: 'Chol. ges.',
    biomarker_id: 103,
    biomarker_name: 'Total Cholesterol',
    created_at: '2026-02-01T12:00:00.000Z',
  },
];

let server: TestServer;
let listAnswer: [number, unknown];
let forgetAnswer: [number, unknown];

beforeEach(async () => {
  listAnswer = [200, ALIASES];
  forgetAnswer = [200, { success: true }];
  server = await startSampleApi({
    'GET /v1/user/aliases': (_request, response) => {
      sendJson(response, ...listAnswer);
    },
    'DELETE /v1/user/aliases/a2': (_request, response) => {
      sendJson(response, ...forgetAnswer);
    },
  });
});

afterEach(async () => {
  await server.close();
  await i18n.changeLanguage('us');
});

async function rows() {
  const section = await screen.findByRole('region', { name: /^(Names you taught|Namen, die)/ });
  const list = await within(section).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the names a person taught Labtrail, on the account dialog', () => {
  it('lists each printed name with its biomarker and day, and why they matter', async () => {
    renderUi(<PrivateAliasesSection />);

    expect(await rows()).toEqual([
      "'Glukose nüchtern' → Glucosesince Mar 9, 2026Forget",
      "'Chol. ges.' → Total Cholesterolsince Feb 1, 2026Forget",
    ]);
    expect(
      screen.getByText(
        'When you map a line of a report to a biomarker, Labtrail remembers the name the report printed: your future reports read these names this way.',
      ),
    ).toBeTruthy();
  });

  it('lists them in German', async () => {
    await i18n.changeLanguage('de');
    renderUi(<PrivateAliasesSection />);

    expect(await rows()).toEqual([
      '„Glukose nüchtern“ → Glucoseseit 9. März 2026Vergessen',
      '„Chol. ges.“ → Total Cholesterolseit 1. Feb. 2026Vergessen',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Namen, die Sie Labtrail beigebracht haben' }),
    ).toBeTruthy();
  });

  it('forgets a name: sends DELETE and the row leaves', async () => {
    const { user } = renderUi(<PrivateAliasesSection />);
    await rows();

    await user.click(screen.getByRole('button', { name: "Forget 'Glukose nüchtern'" }));

    await waitFor(async () => {
      expect(await rows()).toEqual(["'Chol. ges.' → Total Cholesterolsince Feb 1, 2026Forget"]);
    });
    const deletes = server.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.url)).toEqual(['/v1/user/aliases/a2']);
    expect(deletes[0]?.headers['x-client-source']).toBe('website');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the row and says so when forgetting fails', async () => {
    forgetAnswer = [404, { error: 'Mapping not found' }];
    const { user } = renderUi(<PrivateAliasesSection />);
    await rows();

    await user.click(screen.getByRole('button', { name: "Forget 'Glukose nüchtern'" }));

    expect((await screen.findByRole('alert')).textContent).toBe('Mapping not found');
    expect(await rows()).toHaveLength(2);
  });

  it('says when the names cannot be read', async () => {
    listAnswer = [500, {}];
    renderUi(<PrivateAliasesSection />);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch the names you taught Labtrail',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when there are none yet', async () => {
    listAnswer = [200, []];
    renderUi(<PrivateAliasesSection />);

    expect(await screen.findByText('You have not mapped any names yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
