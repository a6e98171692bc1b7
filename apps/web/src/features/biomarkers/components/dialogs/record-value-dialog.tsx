import {
  datePart,
  TEST_ENTRY_MESSAGES,
  testDateProblem,
  testValueProblem,
} from '@labtrail/contract/test-entry';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationStore } from '../../../../stores/notification-store';
import { Button } from '../../../../ui/button';
import { Modal } from '../../../../ui/modal';
import '../../../../ui/text-field.css';
import { WarningBanner } from '../../../../ui/warning-banner';
import { useSubmitValues } from '../../api/use-submit-values';
import './value-dialogs.css';

export interface RecordValueDialogProps {
  open: boolean;
  onClose: () => void;
  biomarkerId: number;
  biomarkerName: string;
  unit: string;
  /** The blood-pressure panels ask for the value only; the date is then today. */
  hideDate?: boolean;
}

type EntryMessageKey = `dialogs.recordValue.${keyof typeof TEST_ENTRY_MESSAGES}`;

/** The shared rules (spec §5) speak English; these are their texts in the interface language. */
const MESSAGE_KEYS = new Map<string, EntryMessageKey>([
  [TEST_ENTRY_MESSAGES.valueRequired, 'dialogs.recordValue.valueRequired'],
  [TEST_ENTRY_MESSAGES.valueInvalid, 'dialogs.recordValue.valueInvalid'],
  [TEST_ENTRY_MESSAGES.dateRequired, 'dialogs.recordValue.dateRequired'],
  [TEST_ENTRY_MESSAGES.dateFormat, 'dialogs.recordValue.dateFormat'],
  [TEST_ENTRY_MESSAGES.dateInvalid, 'dialogs.recordValue.dateInvalid'],
]);

/** The person's own calendar day, YYYY-MM-DD (not UTC's, which differs late in the evening). */
export function localToday(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The field holds nothing yet or a value passing the rule; spaces pass the rule's trim, not here. */
function acceptableValue(text: string): boolean {
  return text === '' || (text.trim() === text && testValueProblem(text) === undefined);
}

/**
 * Records a test value by hand (spec §2, §5): the value with its unit and the test date (today
 * unless changed). Each opening starts afresh; it cannot be closed while saving, and a value the
 * server refuses leaves it open saying why.
 */
export function RecordValueDialog(props: RecordValueDialogProps) {
  // Mounted anew on every opening, so the fields and the last request's state start empty.
  if (!props.open) return null;
  return <RecordValueModal {...props} />;
}

function RecordValueModal({
  onClose,
  biomarkerId,
  biomarkerName,
  unit,
  hideDate = false,
}: RecordValueDialogProps) {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const saving = useSubmitValues();
  const [value, setValue] = useState('');
  const [date, setDate] = useState(localToday);
  const formId = useId();
  const valueId = useId();
  const unitId = useId();
  const dateId = useId();

  const amount = Number(value);
  const canRecord = value !== '' && !saving.isLoading && !Number.isNaN(amount) && amount !== 0;

  const entryMessage = (problem: string) => {
    const key = MESSAGE_KEYS.get(problem);
    return key === undefined ? problem : t(key);
  };

  const submit = async () => {
    if (saving.isLoading) return;
    if (value.trim() === '') {
      notify('warning', t('notifications.enterValue'));
      return;
    }
    const valueProblem = testValueProblem(value);
    if (valueProblem !== undefined) {
      notify('warning', entryMessage(valueProblem));
      return;
    }
    // Zero keeps Record disabled; Enter does no more than the button would.
    if (amount === 0) return;
    const testDate = hideDate ? localToday() : date;
    const dateProblem = testDateProblem(testDate);
    if (dateProblem !== undefined) {
      notify('warning', entryMessage(dateProblem));
      return;
    }

    // The unit shown beside the field goes with the value: without it the server would have to
    // assume one, and 5.5 typed beside mmol/L must never become 5.5 mg/dL (issue 34).
    const result = await saving.submit([
      { biomarker_id: biomarkerId, value: amount, unit, test_date: datePart(testDate.trim()) },
    ]);
    if (result.error === undefined) onClose();
  };

  // A browser does not submit on Enter while Record is disabled, yet an empty value must be told.
  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('dialogs.recordValue.title')}
      dismissible={!saving.isLoading}
      footer={
        <Button type="submit" form={formId} disabled={!canRecord}>
          {t('dialogs.recordValue.record')}
        </Button>
      }
    >
      <form
        id={formId}
        className="value-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={submitOnEnter}
      >
        <p className="value-dialog__subject">{biomarkerName}</p>
        <div className="text-field">
          <label className="text-field__label" htmlFor={valueId}>
            {t('dialogs.recordValue.valueLabel')}
          </label>
          <div className="value-dialog__value-row">
            <input
              id={valueId}
              className="text-field__input value-dialog__value"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              aria-describedby={unitId}
              onChange={(event) => {
                const next = event.target.value;
                // A keystroke that would break the rule changes nothing.
                if (acceptableValue(next)) setValue(next);
              }}
            />
            <span id={unitId} className="value-dialog__unit">
              {unit}
            </span>
          </div>
        </div>
        {!hideDate && (
          <div className="text-field">
            <label className="text-field__label" htmlFor={dateId}>
              {t('dialogs.recordValue.dateLabel')}
            </label>
            <input
              id={dateId}
              className="text-field__input"
              type="date"
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
              }}
            />
          </div>
        )}
        {/* The submit step's notification fades after 3 s; the reason stays here beside the
            value, for as long as the dialog is open to try again. */}
        {saving.error !== null && (
          <WarningBanner
            message={t('dialogs.recordValue.saveFailed', {
              error: saving.error || t('errors.unknown'),
            })}
          />
        )}
      </form>
    </Modal>
  );
}
