import { useTranslation } from 'react-i18next';
import { capitalizeFirst } from '../../../lib/capitalize-first';
import { useSharedAccess } from '../../../lib/shared-access';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { UploadBox } from '../../../ui/upload-box';
import { WarningBanner } from '../../../ui/warning-banner';
import { useDocuments } from '../api/documents-query';
import { useUploadStore } from '../upload-store';
import { DocumentRow } from './document-row';
import './documents-column.css';

/**
 * 'My Documents' (spec §2): the upload box and the documents grouped by type; through a share
 * link, only the owner's documents.
 */
export function DocumentsColumn() {
  const { t } = useTranslation();
  const documents = useDocuments();
  const enqueue = useUploadStore((state) => state.enqueue);
  const readOnly = useSharedAccess() !== undefined;
  return (
    <Card>
      <section className="documents" aria-labelledby="documents-title">
        <h2 id="documents-title" className="documents__title">
          {t('documents.title')}
        </h2>
        {!readOnly && (
          <UploadBox
            title={t('documents.uploadTitle')}
            hint={t('documents.uploadHint')}
            onFiles={enqueue}
          />
        )}
        {documents.isPending && <Spinner label={t('common.loading')} />}
        {documents.isError && (
          <>
            <WarningBanner message={capitalizeFirst(documents.error.message)} />
            <Button
              variant="link"
              className="documents__retry"
              disabled={documents.isFetching}
              onClick={() => {
                void documents.refetch();
              }}
            >
              {t('documents.retry')}
            </Button>
          </>
        )}
        {documents.data?.map((category) => (
          <section
            key={category.document_type}
            className="documents__category"
            aria-labelledby={`documents-${category.document_type}`}
          >
            <h3 id={`documents-${category.document_type}`} className="documents__category-title">
              {category.document_name}
            </h3>
            <ul className="documents__list">
              {category.documents.map((document) => (
                <DocumentRow key={document.user_document_id} document={document} />
              ))}
            </ul>
          </section>
        ))}
      </section>
    </Card>
  );
}
