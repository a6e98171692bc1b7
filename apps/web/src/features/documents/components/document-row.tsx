import type { DocumentSummary } from '@labtrail/contract/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import { reviewPath } from '../../../lib/paths';
import { useSharedAccess } from '../../../lib/shared-access';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { Menu } from '../../../ui/menu';
import { Modal } from '../../../ui/modal';
import { deleteDocument } from '../api/delete-document';
import { fetchDocument } from '../api/fetch-document';
import { openDocumentWindow } from '../open-document';

/**
 * One document: its name, readable date and analysis status, with View Document and Delete; an
 * analysed document also opens its review. Through a share link: View Document only.
 */
export function DocumentRow({ document }: { document: DocumentSummary }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotificationStore((state) => state.notify);
  const viewing = useTrackedAction();
  const deleting = useTrackedAction();
  const [confirming, setConfirming] = useState(false);
  const share = useSharedAccess();

  // Runs in the click itself up to the fetch, so the browser still lets the window open.
  const view = async () => {
    const target = openDocumentWindow(t('documents.loadingDocument'));
    if (target === null) {
      notify('warning', t('notifications.documentWindowBlocked'));
      return;
    }
    const result = await viewing.run(() => fetchDocument(document.user_document_id, share));
    if (result.error === undefined) {
      target.show(result.data);
    } else {
      target.close();
      notify('warning', t('notifications.viewDocumentFailed', { error: result.error }));
    }
  };

  const remove = async () => {
    const result = await deleting.run(() => deleteDocument(document.user_document_id));
    if (result.error === undefined) {
      setConfirming(false);
      notify('success', t('notifications.documentDeleted'));
      await queryClient.invalidateQueries({ queryKey: [QUERY_KEYS.documents] });
    } else {
      notify('warning', t('notifications.deleteDocumentFailed', { error: result.error }));
    }
  };

  const status = {
    pending: t('documents.statusAnalysing'),
    processing: t('documents.statusAnalysing'),
    done: '',
    failed: t('documents.statusFailed'),
  }[document.status];

  return (
    <li className="document-row">
      <div className="document-row__text">
        <span className="document-row__name">{document.display_name}</span>
        <span className="document-row__meta">
          {formatDisplayDate(
            document.report_date,
            toLanguage(i18n.language),
            t('dates.notAvailable'),
          )}
          {status !== '' && (
            <span className={`document-row__status document-row__status--${document.status}`}>
              {status}
            </span>
          )}
          {document.error !== null && <span className="document-row__error">{document.error}</span>}
        </span>
      </div>
      {document.status === 'done' && share === undefined && (
        <Link
          className="button button--secondary document-row__review"
          to={reviewPath(document.user_document_id)}
          aria-label={t('review.openLabel', { name: document.display_name })}
        >
          {t('review.open')}
        </Link>
      )}
      <Menu
        label={t('documents.menu', { name: document.display_name })}
        trigger={<span aria-hidden="true">⋯</span>}
        items={[
          {
            id: 'view',
            label: t('documents.view'),
            onSelect: () => {
              void view();
            },
          },
          ...(share === undefined
            ? [
                {
                  id: 'delete',
                  label: t('documents.delete'),
                  onSelect: () => {
                    setConfirming(true);
                  },
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('documents.deleteTitle')}
        dismissible={!deleting.isLoading}
        footer={
          <>
            <Button
              variant="secondary"
              disabled={deleting.isLoading}
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('documents.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={deleting.isLoading}
              onClick={() => {
                void remove();
              }}
            >
              {t('documents.delete')}
            </Button>
          </>
        }
      >
        <p>{t('documents.deleteText', { name: document.display_name })}</p>
      </Modal>
    </li>
  );
}
