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
 * document to show them on. The range the report printed beside the value is named too, so a
 * reader sees why two labs' values may not compare. Read through a share link the review screen
 * is out of reach, so the document is only named.
 */
export function ValueProvenance({ test }: { test: HistoricalTest }) {
  const { t } = useTranslation();
  const readOnly = useSharedAccess() !== undefined;
  // Read through a share link, 'you' would be the reader: the texts name the account holder.
  const context = readOnly ? 'shared' : undefined;
  if (test.source === 'manual') {
    return <span className="provenance">{t('provenance.entered', { context })}</span>;
  }
  const { document_id: documentId, document_name: documentName, page } = test;
  let source: ReactNode = t('provenance.fromDeleted', { context });
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
      {test.printed_range !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="provenance__range">
            {t('comparability.printedRange', { range: printedRangeOf(test) })}
          </span>
        </>
      )}
      {test.corrected && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="provenance__corrected">{t('provenance.corrected', { context })}</span>
        </>
      )}
    </span>
  );
}

/** The range as the report printed it, with the unit it printed when the range does not say it. */
function printedRangeOf(test: HistoricalTest): string {
  const range = test.printed_range ?? '';
  const unit = test.printed_unit;
  return unit === null || unit === '' || range.includes(unit) ? range : `${range} ${unit}`;
}
