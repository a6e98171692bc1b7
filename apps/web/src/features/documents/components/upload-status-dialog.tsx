import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIST_SCROLL_ABOVE } from '../../../lib/constants';
import { Button } from '../../../ui/button';
import { CheckCircleIcon, WarningIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { isBusy, useUploadStore } from '../upload-store';
import type { UploadItem } from '../upload-store';
import { useUploadQueue } from '../use-upload-queue';
import './upload-status-dialog.css';

/** A spinner in a row is as large as the row's other icons. */
const ROW_SPINNER_SIZE_PX = 24;

export type UploadDialogMode = 'failed' | 'busy' | 'done';

/**
 * Spec §4: any file still waiting or uploading → busy; otherwise, every file failed or cancelled
 * → failed; otherwise (at least one uploaded) → done.
 */
export function uploadDialogMode(items: readonly UploadItem[]): UploadDialogMode {
  if (items.some(isBusy)) return 'busy';
  if (items.every((item) => item.status === 'error' || item.status === 'cancelled')) {
    return 'failed';
  }
  return 'done';
}

/** Decorative: the status words beside it say the same. */
function StatusIcon({ status }: { status: UploadItem['status'] }) {
  switch (status) {
    case 'success':
      return <CheckCircleIcon />;
    case 'error':
    case 'cancelled':
      return <WarningIcon />;
    case 'uploading':
    case 'loading':
      return (
        <span aria-hidden="true">
          <Spinner label="" size={ROW_SPINNER_SIZE_PX} />
        </span>
      );
    case 'pending':
      return null;
  }
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const cancel = useUploadStore((state) => state.cancel);
  return (
    <li className={`upload-status__item upload-status__item--${item.status}`}>
      <span className="upload-status__icon">
        <StatusIcon status={item.status} />
      </span>
      <span className="upload-status__text">
        <span className="upload-status__name">{item.name}</span>
        <span className="upload-status__line">
          <span className="upload-status__state">{t(`upload.status.${item.status}`)}</span>
          <span className="upload-status__message">{item.message}</span>
        </span>
      </span>
      {item.status === 'pending' && (
        <Button
          variant="link"
          className="upload-status__cancel"
          aria-label={t('upload.cancelLabel', { name: item.name })}
          onClick={() => {
            cancel(item.id);
          }}
        >
          {t('upload.cancel')}
        </Button>
      )}
    </li>
  );
}

/**
 * The upload status dialog (spec §4), shown over any signed-in page while the upload store's
 * dialog is open. It cannot be closed while a file is waiting or uploading. Being on every
 * signed-in page, it is also what works through the uploads.
 */
export function UploadStatusDialog() {
  const { t } = useTranslation();
  useUploadQueue();
  const items = useUploadStore((state) => state.items);
  const open = useUploadStore((state) => state.dialogOpen);
  const closeDialog = useUploadStore((state) => state.closeDialog);

  const mode = uploadDialogMode(items);
  const busy = mode === 'busy';
  const scrolls = items.length > UPLOAD_LIST_SCROLL_ABOVE;
  // The CSS sizes the scrolling list to show this many rows, so the number is written once.
  const listStyle = { '--upload-status-rows': UPLOAD_LIST_SCROLL_ABOVE } as CSSProperties;

  return (
    <Modal
      open={open}
      onClose={closeDialog}
      title={t(`upload.${mode}Title`)}
      dismissible={!busy}
      footer={
        <Button disabled={busy} onClick={closeDialog}>
          {t('upload.ok')}
        </Button>
      }
    >
      <p className="upload-status__intro" aria-live="polite">
        {t(`upload.${mode}Text`)}
      </p>
      <ul
        className={
          scrolls ? 'upload-status__list upload-status__list--scrolls' : 'upload-status__list'
        }
        style={listStyle}
        aria-label={t('upload.listLabel')}
        // A list that scrolls must be reachable by keyboard to be scrolled.
        tabIndex={scrolls ? 0 : undefined}
      >
        {items.map((item) => (
          <UploadRow key={item.id} item={item} />
        ))}
      </ul>
    </Modal>
  );
}
