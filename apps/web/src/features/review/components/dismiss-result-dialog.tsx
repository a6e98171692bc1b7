import type { ReviewResult } from '@labtrail/contract/review';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import '../../../ui/text-field.css';
import { WarningBanner } from '../../../ui/warning-banner';
import { dismissResult } from '../api/dismiss-result';
import { useApplyReview } from '../api/use-apply-review';
import { REASON_MAX_LENGTH } from '../review-constants';
import { reviewMessage } from '../review-messages';
import './review-dialogs.css';

export interface DismissResultDialogProps {
  documentId: string;
  /** The value being dismissed; no dialog without one. */
  result: ReviewResult | null;
  onClose: () => void;
}

/**
 * Dismisses a value the document gave: it leaves the history and the analysis, and stays in the
 * review with the reason, which the person must give, so it can be restored knowingly.
 */
export function DismissResultDialog(props: DismissResultDialogProps) {
  // Mounted anew on every opening, so no reason is written yet.
  if (props.result === null) return null;
  return <DismissResultModal {...props} result={props.result} />;
}

function DismissResultModal({
  documentId,
  result,
  onClose,
}: DismissResultDialogProps & { result: ReviewResult }) {
  const { t, i18n } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const apply = useApplyReview(documentId);
  const dismissing = useTrackedAction();
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const formId = useId();
  const reasonId = useId();
  const value = formatValue(
    { value: result.value, comparator: result.comparator, text: result.value_text },
    result.unit,
    toLanguage(i18n.language),
  );

  const submit = async () => {
    if (dismissing.isLoading) return;
    const why = reason.trim();
    setMissingReason(why === '');
    if (why === '') return;
    const answer = await dismissing.run(() => dismissResult(documentId, result.result_id, why));
    if (answer.error !== undefined) return;
    apply(answer.data);
    notify('success', t('review.dismissDialog.done', { name: result.biomarker_name }));
    onClose();
  };

  const problem = missingReason
    ? t('review.errors.reasonRequired')
    : dismissing.error === null
      ? null
      : reviewMessage(dismissing.error, t);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('review.dismissDialog.title', { name: result.biomarker_name })}
      dismissible={!dismissing.isLoading}
      footer={
        <>
          <Button variant="secondary" disabled={dismissing.isLoading} onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={dismissing.isLoading}>
            {t('review.dismissDialog.confirm')}
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
        <p className="review-dialog__subject">{`${result.biomarker_name}: ${value}`}</p>
        <p className="review-dialog__note">{t('review.dismissDialog.explanation')}</p>
        <div className="text-field">
          <label className="text-field__label" htmlFor={reasonId}>
            {t('review.dismissDialog.reason')}
          </label>
          <textarea
            id={reasonId}
            className="text-field__input review-dialog__textarea"
            required
            aria-invalid={missingReason || undefined}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        </div>
        {problem !== null && <WarningBanner message={problem} />}
      </form>
    </Modal>
  );
}
