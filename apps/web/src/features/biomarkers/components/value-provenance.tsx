import type { HistoricalTest } from '@labtrail/contract/biomarkers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reviewPath } from '../../../lib/paths';
import { useSharedAccess } from '../../../lib/shared-access';

/**
 * Where a value came from: 'entered by you', or the document and page it was read from as a link
 * to its row on that document's review screen, the lab and method the report names, and whether
 * the person corrected it there. A deleted document's values stay in the history without the
 * document to show them on. Read through a share link the review screen is out of reach, so the
 * document is only named.
 */
export function ValueProvenance({ test }: { test: HistoricalTest }) {
  const { t } = useTranslation();
  const readOnly = useSharedAccess() !== undefined;
  if (test.source === 'manual') {
    return <span className="provenance">{t('provenance.entered')}</span>;
  }
  const { document_id: documentId, document_name: documentName, page } = test;
  let source: ReactNode = t('provenance.fromDeleted');
  if (documentId !== null && documentName !== null) {
    const named =
      page === null
        ? t('provenance.from', { document: documentName })
        : t('provenance.fromPage', { document: documentName, page });
    source = readOnly ? named : <Link to={reviewPath(documentId, test.id)}>{named}</Link>;
  }
  return (
    <span className="provenance">
      {source}
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
