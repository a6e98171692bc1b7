import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { withDatabaseBefore } from '../../../test/database-before-migration';
import type { DocumentsTable } from '../schema';

/** A document as stored before 0015 gave documents their content kind. */
type EarlierDocument = Omit<DocumentsTable, 'content_kind'>;

it('keeps every document stored before as a PDF, read by the PDF reader', async () => {
  await withDatabaseBefore('0015', async (db, migrateRest) => {
    await db
      .insertInto('users')
      .values({ id: 'person', email: 'p@example.org', phone: null, language: 'us', created_at: 0 })
      .execute();
    await (db as unknown as Kysely<{ documents: EarlierDocument }>)
      .insertInto('documents')
      .values({
        id: 'report',
        user_id: 'person',
        display_name: 'March panel',
        document_type: 'blood_work',
        report_date: '2026-03-12',
        size: 1,
        sha256: 'report',
        blob_key: 'report',
        status: 'done',
        attempts: 1,
        error: null,
        unmatched: null,
        claimed_until: null,
        claimed_at: null,
        created_at: 0,
        updated_at: 0,
      })
      .execute();

    await migrateRest();

    expect(await db.selectFrom('documents').select(['id', 'content_kind']).execute()).toEqual([
      { id: 'report', content_kind: 'pdf' },
    ]);
  });
});
