import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n/i18n';
import { useNotificationStore } from '../../../../stores/notification-store';
import { renderUi } from '../../../../test/render-ui';
import { setUpDialogApi } from '../../../../test/dialog-api';
import { sendJson } from '../../../../test/test-server';
import { RecordValueDialog } from './record-value-dialog';
import type { RecordValueDialogProps } from './record-value-dialog';

const api = setUpDialogApi();

beforeEach(() => {
  api.answer = (_request, response) => {
    sendJson(response, 200, { success: true, ids: ['r1'] });
  };
});

type Options = Partial<Omit<RecordValueDialogProps, 'open' | 'onClose'>>;

/** A screen owning the dialog, open at first: 'Open' opens it, its onClose shuts it. */
function Harness(options: Options) {
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
      <RecordValueDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        biomarkerId={12}
        biomarkerName="LDL Cholesterol"
        unit="mg/dL"
        {...options}
      />
    </>
  );
}

function renderDialog(options: Options = {}) {
  return renderUi(<Harness {...options} />, { fullRefresh: api.fullRefresh }).user;
}

const messages = () =>
  useNotificationStore.getState().notifications.map((n) => `${n.type}: ${n.message}`);
const valueField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Value' });
const dateField = () => screen.getByLabelText<HTMLInputElement>('Date');
const recordButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Record' });
const sentBodies = () => api.server.requests.map((request) => JSON.parse(request.body) as unknown);

/** Today as the person's calendar shows it. */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
}

/** Holds the server's answer until `release` is called, so the dialog stays loading meanwhile. */
function holdAnswer(): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.answer = (_request, response) => {
    void gate.then(() => {
      sendJson(response, 200, { success: true, ids: ['r1'] });
    });
  };
  return () => {
    release();
  };
}

describe('the record dialog', () => {
  it('shows the biomarker, its unit, and today as the date', () => {
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Edit Entry' });
    expect(within(dialog).getByText('LDL Cholesterol')).toBeTruthy();
    expect(within(dialog).getByText('mg/dL')).toBeTruthy();
    expect(valueField().value).toBe('');
    expect(dateField().type).toBe('date');
    expect(dateField().value).toBe(today());
  });

  it('takes today from the local calendar, not from UTC', () => {
    // 23:45 in New York is already the next day in UTC.
    vi.stubEnv('TZ', 'America/New_York');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-02T03:45:00Z'));

    renderDialog();

    expect(dateField().value).toBe('2026-06-01');
  });

  it('ignores keystrokes that would not make a number', async () => {
    const user = renderDialog();

    await user.type(valueField(), 'a1-2 .5.x3e');

    expect(valueField().value).toBe('12.53');
  });

  it('keeps Record disabled while the value is empty or zero', async () => {
    const user = renderDialog();
    expect(recordButton().disabled).toBe(true);

    await user.type(valueField(), '0');
    expect(recordButton().disabled).toBe(true);
    await user.type(valueField(), '.0');
    expect(recordButton().disabled).toBe(true);
    await user.type(valueField(), '5');
    expect(recordButton().disabled).toBe(false);

    await user.clear(valueField());
    expect(recordButton().disabled).toBe(true);
  });

  it('asks for a value when Enter is pressed on an empty field', async () => {
    const user = renderDialog();

    await user.type(valueField(), '{Enter}');

    expect(messages()).toEqual(['warning: Please enter a value']);
    expect(api.server.requests).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('warns that a date is required when the date is cleared', async () => {
    const user = renderDialog();
    await user.type(valueField(), '162');
    fireEvent.change(dateField(), { target: { value: '' } });

    await user.click(recordButton());

    expect(messages()).toEqual(['warning: Date is required']);
    expect(api.server.requests).toHaveLength(0);
  });

  it('sends the value as a number with the unit it shows and the date only, then closes and refreshes', async () => {
    const user = renderDialog();
    await user.type(valueField(), '162.5');
    fireEvent.change(dateField(), { target: { value: '2026-05-03' } });

    await user.click(recordButton());

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/health/biomarkers',
    ]);
    expect(sentBodies()).toEqual([
      [{ biomarker_id: 12, value: 162.5, unit: 'mg/dL', test_date: '2026-05-03' }],
    ]);
    expect(messages()).toEqual(['success: Biomarker test value successfully submitted']);
    expect(api.fullRefresh).toHaveBeenCalledTimes(1);
  });

  it('submits with Enter too, sending today by default', async () => {
    const user = renderDialog();

    await user.type(valueField(), '7{Enter}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(sentBodies()).toEqual([
      [{ biomarker_id: 12, value: 7, unit: 'mg/dL', test_date: today() }],
    ]);
  });

  it('hides the date when asked and sends today', async () => {
    const user = renderDialog({
      hideDate: true,
      biomarkerId: 30,
      biomarkerName: 'Systolic',
      unit: 'mmHg',
    });
    expect(screen.queryByLabelText('Date')).toBeNull();

    await user.type(valueField(), '120');
    await user.click(recordButton());

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(sentBodies()).toEqual([
      [{ biomarker_id: 30, value: 120, unit: 'mmHg', test_date: today() }],
    ]);
  });

  it('sends the SI unit it shows with the value, so 5.5 beside mmol/L stays mmol/L', async () => {
    const user = renderDialog({
      biomarkerId: 201,
      biomarkerName: 'Fasting Glucose',
      unit: 'mmol/L',
    });
    expect(screen.getByText('mmol/L')).toBeTruthy();

    await user.type(valueField(), '5.5');
    fireEvent.change(dateField(), { target: { value: '2026-11-28' } });
    await user.click(recordButton());

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(sentBodies()).toEqual([
      [{ biomarker_id: 201, value: 5.5, unit: 'mmol/L', test_date: '2026-11-28' }],
    ]);
  });

  it('names the limits a lab can report when the server refuses a value as implausible', async () => {
    api.answer = (_request, response) => {
      sendJson(response, 400, {
        error:
          'HbA1c 53 % is outside what a lab can report (1–25 %); check the value and its unit.',
        code: 'implausible_entry',
        params: { value: 53, unit: '%', min: 1, max: 25 },
      });
    };
    const user = renderDialog({ biomarkerId: 202, biomarkerName: 'HbA1c', unit: '%' });
    await user.type(valueField(), '53');

    await user.click(recordButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save biomarker test value: 53 % is outside what a lab can report (1–25 %); check the value and its unit.',
    );
  });

  it('warns that the value failed to submit, stays open and keeps the reason when saving fails', async () => {
    api.answer = (_request, response) => {
      sendJson(response, 500, { error: 'Database unavailable' });
    };
    const user = renderDialog();
    await user.type(valueField(), '162');

    await user.click(recordButton());

    await waitFor(() => {
      expect(messages()).toEqual([
        'warning: Failed to submit biomarker value: Database unavailable',
      ]);
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Entry' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Failed to save biomarker test value: Database unavailable',
    );
    expect(valueField().value).toBe('162');
    expect(recordButton().disabled).toBe(false);
    expect(api.fullRefresh).not.toHaveBeenCalled();
  });

  it('names the default reason when the server gives none', async () => {
    api.answer = (_request, response) => {
      response.writeHead(502);
      response.end();
    };
    const user = renderDialog();
    await user.type(valueField(), '162');

    await user.click(recordButton());

    await waitFor(() => {
      expect(messages()).toEqual([
        'warning: Failed to submit biomarker value: Failed to add biomarker history',
      ]);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to save biomarker test value: Failed to add biomarker history',
    );
  });

  it('closes once a second try is accepted', async () => {
    api.answer = (_request, response) => {
      sendJson(response, 500, { error: 'Database unavailable' });
    };
    const user = renderDialog();
    await user.type(valueField(), '162');
    await user.click(recordButton());
    await screen.findByRole('alert');

    api.answer = (_request, response) => {
      sendJson(response, 200, { success: true, ids: ['r1'] });
    };
    await user.click(recordButton());

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(messages()).toEqual([
      'warning: Failed to submit biomarker value: Database unavailable',
      'success: Biomarker test value successfully submitted',
    ]);
    expect(api.fullRefresh).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while saving', async () => {
    const release = holdAnswer();
    const user = renderDialog();
    await user.type(valueField(), '162');
    await user.click(recordButton());
    await waitFor(() => {
      expect(api.server.requests).toHaveLength(1);
    });

    expect(recordButton().disabled).toBe(true);
    await user.keyboard('{Escape}');
    const overlay = screen.getByRole('dialog').closest('.modal__overlay');
    expect(overlay).not.toBeNull();
    if (overlay !== null) await user.click(overlay);
    expect(screen.getByRole('dialog', { name: 'Edit Entry' })).toBeTruthy();

    release();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.server.requests).toHaveLength(1);
  });

  it('starts afresh each time it opens', async () => {
    const user = renderDialog();
    await user.type(valueField(), '162');
    fireEvent.change(dateField(), { target: { value: '2026-05-03' } });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(valueField().value).toBe('');
    expect(dateField().value).toBe(today());
  });

  it('speaks German, warnings included', async () => {
    await act(() => i18n.changeLanguage('de'));
    const user = renderDialog();

    expect(screen.getByRole('dialog', { name: 'Eintrag bearbeiten' })).toBeTruthy();
    const value = screen.getByRole('textbox', { name: 'Wert' });
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '' } });
    await user.type(value, '5');
    await user.click(screen.getByRole('button', { name: 'Erfassen' }));

    expect(messages()).toEqual(['warning: Datum ist erforderlich']);
  });

  it('names in German the limits a lab can report when the server refuses a value', async () => {
    await act(() => i18n.changeLanguage('de'));
    api.answer = (_request, response) => {
      sendJson(response, 400, {
        error:
          'Hemoglobin 8.5 g/L is outside what a lab can report (5–270 g/L); check the value and its unit.',
        code: 'implausible_entry',
        params: { value: 8.5, unit: 'g/L', min: 5, max: 270 },
      });
    };
    const user = renderDialog({ biomarkerId: 1001, biomarkerName: 'Hämoglobin', unit: 'g/L' });
    await user.type(screen.getByRole('textbox', { name: 'Wert' }), '8.5');

    await user.click(screen.getByRole('button', { name: 'Erfassen' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Biomarker-Testwert konnte nicht gespeichert werden: 8,5 g/L liegt außerhalb dessen, was ein Labor messen kann (5–270 g/L); bitte prüfen Sie den Wert und seine Einheit.',
    );
  });

  it('says in German that the value failed to submit, and why, when saving fails', async () => {
    await act(() => i18n.changeLanguage('de'));
    api.answer = (_request, response) => {
      sendJson(response, 500, { error: 'Datenbank nicht erreichbar' });
    };
    const user = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Wert' }), '162');

    await user.click(screen.getByRole('button', { name: 'Erfassen' }));

    await waitFor(() => {
      expect(messages()).toEqual([
        'warning: Biomarker-Wert konnte nicht übermittelt werden: Datenbank nicht erreichbar',
      ]);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Biomarker-Testwert konnte nicht gespeichert werden: Datenbank nicht erreichbar',
    );
  });
});
