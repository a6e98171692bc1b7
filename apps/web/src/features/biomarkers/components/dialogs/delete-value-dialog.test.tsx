import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n/i18n';
import { useNotificationStore } from '../../../../stores/notification-store';
import { renderUi } from '../../../../test/render-ui';
import { setUpDialogApi } from '../../../../test/dialog-api';
import { sendJson } from '../../../../test/test-server';
import { DeleteValueDialog } from './delete-value-dialog';

const api = setUpDialogApi();

const DESCRIPTION = 'LDL Cholesterol 162 mg/dL, Jun 1, 2026';

/** A screen owning the dialog, open at first; its onClose shuts it. */
function Harness({ resultId = 'r9' }: { resultId?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <DeleteValueDialog
      open={open}
      onClose={() => {
        setOpen(false);
      }}
      resultId={resultId}
      description={DESCRIPTION}
    />
  );
}

function renderDialog(resultId?: string) {
  return renderUi(<Harness {...(resultId === undefined ? {} : { resultId })} />, {
    fullRefresh: api.fullRefresh,
  }).user;
}

const messages = () =>
  useNotificationStore.getState().notifications.map((n) => `${n.type}: ${n.message}`);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the delete dialog', () => {
  it('asks to confirm deleting the latest value, naming it', () => {
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Delete Entry' });
    expect(within(dialog).getByText(/delete the latest value/).textContent).toContain(DESCRIPTION);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Delete']);
  });

  it('closes on Cancel without a call', async () => {
    const user = renderDialog();

    await user.click(button('Cancel'));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.server.requests).toHaveLength(0);
  });

  it('deletes the result by its id, then closes and refreshes', async () => {
    const user = renderDialog('r 9/x');

    await user.click(button('Delete'));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /v1/health/user/biomarker/r%209%2Fx',
    ]);
    expect(messages()).toEqual(['success: Biomarker value successfully deleted']);
    expect(api.fullRefresh).toHaveBeenCalledTimes(1);
  });

  it('stays open when deleting fails, with the reason in a notification only', async () => {
    api.answer = (_request, response) => {
      sendJson(response, 404, { error: 'Result not found' });
    };
    const user = renderDialog();

    await user.click(button('Delete'));

    await waitFor(() => {
      expect(messages()).toEqual(['warning: Failed to delete biomarker value: Result not found']);
    });
    const dialog = screen.getByRole('dialog', { name: 'Delete Entry' });
    expect(within(dialog).queryByText(/Result not found/)).toBeNull();
    expect(button('Delete').disabled).toBe(false);
    expect(api.fullRefresh).not.toHaveBeenCalled();
  });

  it('names the default reason when the server gives none', async () => {
    api.answer = (_request, response) => {
      response.writeHead(500);
      response.end();
    };
    const user = renderDialog();

    await user.click(button('Delete'));

    await waitFor(() => {
      expect(messages()).toEqual([
        'warning: Failed to delete biomarker value: Failed to delete biomarker history',
      ]);
    });
  });

  it('cannot be closed while deleting', async () => {
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
    await user.click(button('Delete'));
    await waitFor(() => {
      expect(api.server.requests).toHaveLength(1);
    });

    expect(button('Delete').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete Entry' })).toBeTruthy();

    release();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('speaks German', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen' });
    expect(within(dialog).getByText(/neuesten Wert löschen/).textContent).toContain(DESCRIPTION);
    expect(button('Abbrechen')).toBeTruthy();
    expect(button('Löschen')).toBeTruthy();
  });
});
