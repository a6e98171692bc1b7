import type { DocumentsTable } from '../../db/schema';

/** YYYY-MM-DD: the day a document's values were taken, its report date, else its upload's day. */
export function documentTestDate(
  document: Pick<DocumentsTable, 'created_at'>,
  reportDate: string | null,
): string {
  return reportDate ?? new Date(document.created_at).toISOString().slice(0, 10);
}
