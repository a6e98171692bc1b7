import { useTranslation } from 'react-i18next';
import { useFullRefresh } from '../../../../lib/full-refresh';
import { useTrackedAction } from '../../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../../stores/notification-store';
import { Button } from '../../../../ui/button';
import { Modal } from '../../../../ui/modal';
import { deleteValue } from '../../api/delete-value';

export interface DeleteValueDialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the latest result, the one deleted. */
  resultId: string;
  /** The value as the person knows it, e.g. 'LDL Cholesterol 162 mg/dL, Jun 1, 2026'. */
  description: string;
}

/**
 * Confirms deleting the latest test value (spec §2). A failure leaves the dialog open and says so
 * in a notification; it cannot be closed while the request runs.
 */
export function DeleteValueDialog(props: DeleteValueDialogProps) {
  // Mounted anew on every opening, so no earlier request's state lingers.
  if (!props.open) return null;
  return <DeleteValueModal {...props} />;
}

function DeleteValueModal({ onClose, resultId, description }: DeleteValueDialogProps) {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const deleting = useTrackedAction();
  const fullRefresh = useFullRefresh();

  const confirm = async () => {
    if (deleting.isLoading) return;
    const result = await deleting.run(() => deleteValue(resultId));
    if (result.error === undefined) {
      notify('success', t('notifications.valueDeleted'));
      void fullRefresh();
      onClose();
    } else {
      notify(
        'warning',
        t('notifications.deleteValueFailed', { reason: result.error || t('errors.unknown') }),
      );
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('dialogs.deleteValue.title')}
      dismissible={!deleting.isLoading}
      footer={
        <>
          <Button variant="secondary" disabled={deleting.isLoading} onClick={onClose}>
            {t('dialogs.deleteValue.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={deleting.isLoading}
            onClick={() => {
              void confirm();
            }}
          >
            {t('dialogs.deleteValue.delete')}
          </Button>
        </>
      }
    >
      <p>{t('dialogs.deleteValue.confirm', { description })}</p>
    </Modal>
  );
}
