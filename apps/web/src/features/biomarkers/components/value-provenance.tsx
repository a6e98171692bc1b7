import type { HistoricalTest } from '@labtrail/contract/biomarkers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reviewPath } from '../../../lib/paths';

/**
 * Where a value came from: 'entered by you', or the document and page it was read from as a link
 * to its row on that document's review screen, the lab and method the report names, and whether
 * the person corrected it there. A
 * deleted document's values stay in the history without the document to show them on.
 */
export function ValueProvenance({ test }: { test: HistoricalTest }) {
  const { t } = useTranslation();
  if (test.source === 'manual') {
    return <span className="provenance">{t('provenance.entered')}</span>;
  }
  const { document_id: documentId, document_name: documentName, page } = test;
  return (
    <span className="provenance">
      {documentId !== null && documentName !== null ? (
        <Link to={reviewPath(documentId, test.id)}>
          {page === null
            ? t('provenance.from', { document: documentName })
            : t('provenance.fromPage', { document: documentName, page })}
        </Link>
      ) : (
        t('provenance.fromDeleted')
      )}
      {test.lab !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="provenance__lab">{t('comparability.lab', { lab: test.lab })}</span>
        </>
      )}
      {test.method !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="provenance__method">
            {t('comparability.method', { method: test.method })}
          </span>
        </>
      )}
      {test.corrected && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="provenance__corrected">{t('provenance.corrected')}</span>
        </>
      )}
    </span>
  );
}
