import type { CorrectResultRequest, ReviewResult } from '@labtrail/contract/review';
import {
  datePart,
  TEST_ENTRY_MESSAGES,
  testDateProblem,
  testValueProblem,
} from '@labtrail/contract/test-entry';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import '../../../ui/text-field.css';
import { WarningBanner } from '../../../ui/warning-banner';
import { correctResult } from '../api/correct-result';
import { useBiomarkerUnits } from '../api/search-catalogue';
import { useApplyReview } from '../api/use-apply-review';
import { REASON_MAX_LENGTH } from '../review-constants';
import { printedValue } from '../review-format';
import { reviewMessage } from '../review-messages';
import './review-dialogs.css';

export interface CorrectResultDialogProps {
  documentId: string;
  /** The value being corrected; no dialog without one. */
  result: ReviewResult | null;
  onClose: () => void;
}

type EntryMessageKey = `dialogs.recordValue.${keyof typeof TEST_ENTRY_MESSAGES}`;

/** The shared rules (spec §5) speak English; the record dialog's texts say them in the interface language. */
const ENTRY_MESSAGE_KEYS = new Map<string, EntryMessageKey>([
  [TEST_ENTRY_MESSAGES.valueRequired, 'dialogs.recordValue.valueRequired'],
  [TEST_ENTRY_MESSAGES.valueInvalid, 'dialogs.recordValue.valueInvalid'],
  [TEST_ENTRY_MESSAGES.dateRequired, 'dialogs.recordValue.dateRequired'],
  [TEST_ENTRY_MESSAGES.dateFormat, 'dialogs.recordValue.dateFormat'],
  [TEST_ENTRY_MESSAGES.dateInvalid, 'dialogs.recordValue.dateInvalid'],
]);

/** The value as the field starts: the number in the catalogue's unit, without float noise. */
export function valueFieldText(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** A value as typed, read the way the server reads it: a decimal comma is a decimal point. */
function typedValue(text: string): string {
  return text.trim().replace(',', '.');
}

/**
 * What to send for the fields as they stand, or the reason there is nothing to send. A new value
 * or unit goes with both (the value is meant in the unit beside it); the date only when changed.
 */
export function correctionOf(
  result: ReviewResult,
  fields: { value: string; unit: string; date: string; reason: string },
): CorrectResultRequest | 'unchanged' {
  const value = typedValue(fields.value);
  const newValue = value !== valueFieldText(result.value) || fields.unit !== result.unit;
  const newDate = fields.date !== datePart(result.test_date);
  if (!newValue && !newDate) return 'unchanged';
  const reason = fields.reason.trim();
  return {
    ...(newValue ? { value, unit: fields.unit } : {}),
    ...(newDate ? { test_date: fields.date } : {}),
    ...(reason === '' ? {} : { reason }),
  };
}

/** Corrects a value the document gave: its value, unit or test date, and optionally why. */
export function CorrectResultDialog(props: CorrectResultDialogProps) {
  // Mounted anew on every opening, so the fields start from the value as it is now.
  if (props.result === null) return null;
  return <CorrectResultModal {...props} result={props.result} />;
}

function CorrectResultModal({
  documentId,
  result,
  onClose,
}: CorrectResultDialogProps & { result: ReviewResult }) {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const apply = useApplyReview(documentId);
  const saving = useTrackedAction();
  const units = useBiomarkerUnits(result.biomarker_id, result.biomarker_name, result.unit);
  const [value, setValue] = useState(() => valueFieldText(result.value));
  const [unit, setUnit] = useState(result.unit);
  const [date, setDate] = useState(() => datePart(result.test_date));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const ids = { value: useId(), unit: useId(), date: useId(), reason: useId() };

  const submit = async () => {
    if (saving.isLoading) return;
    const correction = correctionOf(result, { value, unit, date, reason });
    if (correction === 'unchanged') {
      setProblem(t('review.errors.nothingToCorrect'));
      return;
    }
    const fieldProblem =
      (correction.value === undefined ? undefined : testValueProblem(correction.value)) ??
      (correction.test_date === undefined ? undefined : testDateProblem(correction.test_date));
    if (fieldProblem !== undefined) {
      const key = ENTRY_MESSAGE_KEYS.get(fieldProblem);
      setProblem(key === undefined ? fieldProblem : t(key));
      return;
    }
    setProblem(null);
    const answer = await saving.run(() => correctResult(documentId, result.result_id, correction));
    if (answer.error !== undefined) return;
    apply(answer.data);
    notify('success', t('review.correctDialog.done', { name: result.biomarker_name }));
    onClose();
  };

  const shownProblem = problem ?? (saving.error === null ? null : reviewMessage(saving.error, t));
  return (
    <Modal
      open
      onClose={onClose}
      title={t('review.correctDialog.title', { name: result.biomarker_name })}
      dismissible={!saving.isLoading}
      footer={
        <>
          <Button variant="secondary" disabled={saving.isLoading} onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving.isLoading}>
            {t('review.correctDialog.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="review-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {result.printed !== null && (
          <p className="review-dialog__note">
            {t('review.correctDialog.printedWas', {
              text: `${result.printed.name} ${printedValue(result.printed)}`,
            })}
          </p>
        )}
        <div className="review-dialog__value-row">
          <div className="text-field">
            <label className="text-field__label" htmlFor={ids.value}>
              {t('review.correctDialog.value')}
            </label>
            <input
              id={ids.value}
              className="text-field__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
              }}
            />
          </div>
          <div className="text-field">
            <label className="text-field__label" htmlFor={ids.unit}>
              {t('review.correctDialog.unit')}
            </label>
            <select
              id={ids.unit}
              className="text-field__input review-dialog__select"
              value={unit}
              onChange={(event) => {
                setUnit(event.target.value);
              }}
            >
              {units.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="text-field">
          <label className="text-field__label" htmlFor={ids.date}>
            {t('review.correctDialog.testDate')}
          </label>
          <input
            id={ids.date}
            className="text-field__input"
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
            }}
          />
        </div>
        <div className="text-field">
          <label className="text-field__label" htmlFor={ids.reason}>
            {t('review.correctDialog.reason')}
          </label>
          <textarea
            id={ids.reason}
            className="text-field__input review-dialog__textarea"
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        </div>
        {shownProblem !== null && <WarningBanner message={shownProblem} />}
      </form>
    </Modal>
  );
}
