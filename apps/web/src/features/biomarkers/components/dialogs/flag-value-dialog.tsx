import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullRefresh } from '../../../../lib/full-refresh';
import { useTrackedAction } from '../../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../../stores/notification-store';
import { Button } from '../../../../ui/button';
import { Modal } from '../../../../ui/modal';
import { flagValue } from '../../api/flag-value';
import { FLAG_REASONS, storedFlagCause } from '../../flag-reasons';
import type { FlagReason } from '../../flag-reasons';
import './value-dialogs.css';

export interface FlagValueDialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the result being flagged. */
  userBiomarkerId: string;
  biomarkerId: number;
}

/**
 * Flags a result as inaccurate (spec §2, §5): one reason must be chosen first. A failure leaves
 * the dialog open and says so in a notification; it cannot be closed while the request runs.
 */
export function FlagValueDialog(props: FlagValueDialogProps) {
  // Mounted anew on every opening, so no reason is chosen yet.
  if (!props.open) return null;
  return <FlagValueModal {...props} />;
}

function FlagValueModal({ onClose, userBiomarkerId, biomarkerId }: FlagValueDialogProps) {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const flagging = useTrackedAction();
  const fullRefresh = useFullRefresh();
  const [reason, setReason] = useState<FlagReason | null>(null);
  const groupName = useId();

  const submit = async () => {
    if (reason === null || flagging.isLoading) return;
    const cause = storedFlagCause(reason);
    const result = await flagging.run(() => flagValue({ userBiomarkerId, biomarkerId, cause }));
    if (result.error === undefined) {
      notify('success', t('notifications.flagged'));
      void fullRefresh();
      onClose();
    } else {
      notify(
        'warning',
        t('notifications.flagFailed', { reason: result.error || t('errors.unknown') }),
      );
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('dialogs.flagValue.title')}
      dismissible={!flagging.isLoading}
      footer={
        <Button
          disabled={reason === null || flagging.isLoading}
          onClick={() => {
            void submit();
          }}
        >
          {t('dialogs.flagValue.submit')}
        </Button>
      }
    >
      <fieldset className="value-dialog__reasons">
        <legend className="value-dialog__legend">{t('dialogs.flagValue.reasonLegend')}</legend>
        {FLAG_REASONS.map((option) => (
          <label key={option} className="value-dialog__reason">
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={reason === option}
              onChange={() => {
                setReason(option);
              }}
            />
            {t(option)}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
