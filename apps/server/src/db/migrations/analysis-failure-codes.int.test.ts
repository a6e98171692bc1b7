import { expect, it } from 'vitest';
import { withDatabaseBefore } from '../../../test/database-before-migration';
import type { Kysely } from 'kysely';
import type { DocumentsTable } from '../schema';

/** A document as stored before 0015 gave documents their content kind. */
type EarlierDocument = Omit<DocumentsTable, 'content_kind'>;

function failedDocument(id: string, error: string | null): EarlierDocument {
  return {
    id,
    user_id: 'person',
    display_name: id,
    document_type: 'other',
    report_date: null,
    size: 1,
    sha256: id,
    blob_key: id,
    status: error === null ? 'done' : 'failed',
    attempts: 1,
    error,
    unmatched: null,
    claimed_until: null,
    claimed_at: null,
    created_at: 0,
    updated_at: 0,
  };
}

it('keeps the failures of documents analysed before by their codes', async () => {
  await withDatabaseBefore('0013', async (db, migrateRest) => {
    await db
      .insertInto('users')
      .values({ id: 'person', email: 'p@example.org', phone: null, language: 'de', created_at: 0 })
      .execute();
    await (db as unknown as Kysely<{ documents: EarlierDocument }>)
      .insertInto('documents')
      .values([
        failedDocument('bomb', 'The document holds far more data than a lab report.'),
        failedDocument('broken', 'The file could not be read as a PDF.'),
        failedDocument('fine', null),
      ])
      .execute();

    await migrateRest();

    expect(
      await db.selectFrom('documents').select(['id', 'error']).orderBy('id').execute(),
    ).toEqual([
      { id: 'bomb', error: 'too_large' },
      { id: 'broken', error: 'unreadable' },
      { id: 'fine', error: null },
    ]);
  });
});
