import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n/i18n';
import { useNotificationStore } from '../../../../stores/notification-store';
import { renderUi } from '../../../../test/render-ui';
import { setUpDialogApi } from '../../../../test/dialog-api';
import { sendJson } from '../../../../test/test-server';
import { FlagValueDialog } from './flag-value-dialog';

const api = setUpDialogApi();

/** A screen owning the dialog, open at first: 'Open' opens it, its onClose shuts it. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      <FlagValueDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        userBiomarkerId="r9"
        biomarkerId={12}
      />
    </>
  );
}

function renderDialog() {
  return renderUi(<Harness />, { fullRefresh: api.fullRefresh }).user;
}

const messages = () =>
  useNotificationStore.getState().notifications.map((n) => `${n.type}: ${n.message}`);
const flagButton = (name = 'Flag as Inaccurate') =>
  screen.getByRole<HTMLButtonElement>('button', { name });

describe('the flag dialog', () => {
  it('offers exactly the three reasons and waits for one', async () => {
    const user = renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Flag as inaccurate' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'The result is missing',
      'The result is incorrect',
      "The result wasn't in my document",
    ]);
    expect(flagButton().disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'The result is missing' }));

    expect(flagButton().disabled).toBe(false);
  });

  it('sends the reason with the spec’s bioamarker_id, then closes and refreshes', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'The result is incorrect' }));

    await user.click(flagButton());

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /v1/health/user/biomarker/flag',
    ]);
    expect(api.server.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { user_biomarker_id: 'r9', bioamarker_id: 12, cause: 'The result is incorrect' },
    ]);
    expect(messages()).toEqual(['success: Biomarker successfully flagged as inaccurate']);
    expect(api.fullRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows the reasons in German but sends the English one', async () => {
    await act(() => i18n.changeLanguage('de'));
    const user = renderDialog();

    expect(screen.getByRole('dialog', { name: 'Als ungenau markieren' })).toBeTruthy();
    await user.click(
      screen.getByRole('radio', { name: 'Das Ergebnis stand nicht in meinem Dokument' }),
    );
    await user.click(flagButton('Als ungenau markieren'));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.server.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { user_biomarker_id: 'r9', bioamarker_id: 12, cause: "The result wasn't in my document" },
    ]);
    expect(messages()).toEqual(['success: Biomarker erfolgreich als ungenau markiert']);
  });

  it('stays open when flagging fails, with the reason in a notification only', async () => {
    api.answer = (_request, response) => {
      sendJson(response, 404, { error: 'Result not found' });
    };
    const user = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'The result is missing' }));

    await user.click(flagButton());

    await waitFor(() => {
      expect(messages()).toEqual(['warning: Failed to flag biomarker: Result not found']);
    });
    const dialog = screen.getByRole('dialog', { name: 'Flag as inaccurate' });
    expect(within(dialog).queryByText(/Result not found/)).toBeNull();
    expect(flagButton().disabled).toBe(false);
    expect(api.fullRefresh).not.toHaveBeenCalled();
  });

  it('cannot be closed while flagging', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.answer = (_request, response) => {
      void gate.then(() => {
        sendJson(response, 200, { success: true });
      });
    };
    const user = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'The result is missing' }));
    await user.click(flagButton());
    await waitFor(() => {
      expect(api.server.requests).toHaveLength(1);
    });

    expect(flagButton().disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Flag as inaccurate' })).toBeTruthy();

    release();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('forgets the chosen reason when opened again', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'The result is missing' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(
      false,
    );
    expect(flagButton().disabled).toBe(true);
  });
});
