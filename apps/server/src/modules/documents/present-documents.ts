import type { Language } from '@labtrail/contract/auth';
import type { DocumentCategory, DocumentsResponse } from '@labtrail/contract/documents';
import type { DocumentsTable } from '../../db/schema';
import { describeAnalysisFailure } from '../analysis/analysis-failure';
import { describeDocumentType, isDocumentType } from './document-types';

/** The report's date where the analysis found it, else the day of the upload. */
function shownDate(document: DocumentsTable): string {
  return document.report_date ?? new Date(document.created_at).toISOString().slice(0, 10);
}

/**
 * `GET /v1/user/documents`: the person's documents grouped by type, each group newest first,
 * the groups ordered by their newest document.
 */
export function presentDocuments(
  documents: readonly DocumentsTable[],
  language: Language,
): DocumentsResponse {
  const groups = new Map<string, DocumentCategory>();
  const newestFirst = [...documents].sort(
    (a, b) => shownDate(b).localeCompare(shownDate(a)) || b.created_at - a.created_at,
  );
  for (const document of newestFirst) {
    const type = isDocumentType(document.document_type) ? document.document_type : 'other';
    const { id, name } = describeDocumentType(type, language);
    const group = groups.get(type) ?? {
      document_type_id: id,
      document_type: type,
      document_name: name,
      documents: [],
    };
    group.documents.push({
      user_document_id: document.id,
      display_name: document.display_name,
      report_date: shownDate(document),
      status: document.status,
      error:
        document.status === 'failed' && document.error !== null
          ? describeAnalysisFailure(document.error, language)
          : null,
    });
    groups.set(type, group);
  }
  return [...groups.values()];
}
