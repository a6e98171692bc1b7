import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, DocumentsTable, ResultsTable } from '../../db/schema';
import { regenerateSummary } from '../summaries/regenerate-summary';
import type { LabReport } from './understand/parse-lab-report';

/**
 * Writes what a document's analysis found, all or nothing: its earlier results replaced (so a
 * retry never doubles a value), the new ones linked to the document, the document `done` with
 * its type, date and unmatched lines, and the person's summary rewritten. False when the
 * document was deleted meanwhile (nothing is written then).
 */
export async function writeDocumentResults(
  deps: { db: Kysely<Database>; clock: Clock },
  document: DocumentsTable,
  report: LabReport,
): Promise<boolean> {
  const now = deps.clock.now();
  const testDate = report.report_date ?? new Date(document.created_at).toISOString().slice(0, 10);
  const seen = new Set<number>();
  const rows: ResultsTable[] = [];
  for (const result of report.results) {
    // A report that prints one marker twice (e.g. in a summary table) counts it once.
    if (seen.has(result.biomarker_id)) continue;
    seen.add(result.biomarker_id);
    rows.push({
      id: crypto.randomUUID(),
      user_id: document.user_id,
      biomarker_id: result.biomarker_id,
      value: result.value_normalised,
      original_value: result.value,
      // The printed value is in the unit its printed range showed when the cell printed none.
      original_unit: result.unit === '' ? (result.unit_inferred ?? '') : result.unit,
      comparator: result.bound,
      test_date: testDate,
      source: 'document',
      document_id: document.id,
      flag_cause: null,
      flagged_at: null,
      created_at: now,
    });
  }
  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('documents')
      .set({
        status: 'done',
        document_type: report.document_type,
        report_date: report.report_date,
        error: null,
        unmatched: JSON.stringify(report.unmatched),
        claimed_until: null,
        updated_at: now,
      })
      .where('id', '=', document.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx
      .deleteFrom('results')
      .where('user_id', '=', document.user_id)
      .where('document_id', '=', document.id)
      .execute();
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto('results')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    await regenerateSummary(trx, document.user_id, deps.clock);
    return true;
  });
}
