import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { withDatabaseBefore } from '../../../test/database-before-migration';
import type { DocumentsTable, ResultsTable } from '../schema';

/** A result as stored before 0016 gave results their provenance. */
type EarlierResult = Omit<ResultsTable, 'provenance'>;

const LINE = {
  name: 'Frobnicase',
  value: '42',
  unit: 'U/L',
  ref_range: '10 - 50',
  page: 2,
  reason: 'no catalogue biomarker has this name',
};

it('keeps results stored before without provenance, and gives every stored unmatched line an id', async () => {
  await withDatabaseBefore('0016', async (db, migrateRest) => {
    await db
      .insertInto('users')
      .values({ id: 'person', email: 'p@example.org', phone: null, language: 'us', created_at: 0 })
      .execute();
    const document: DocumentsTable = {
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
      unmatched: JSON.stringify([LINE]),
      claimed_until: null,
      claimed_at: null,
      content_kind: 'pdf',
      created_at: 0,
      updated_at: 0,
    };
    await db.insertInto('documents').values(document).execute();
    await (db as unknown as Kysely<{ results: EarlierResult }>)
      .insertInto('results')
      .values({
        id: 'glucose',
        user_id: 'person',
        biomarker_id: 1,
        value: 92,
        original_value: 92,
        original_unit: 'mg/dL',
        comparator: null,
        test_date: '2026-03-12',
        source: 'document',
        document_id: 'report',
        flag_cause: null,
        flagged_at: null,
        created_at: 0,
      })
      .execute();

    await migrateRest();

    expect(await db.selectFrom('results').select(['id', 'provenance']).execute()).toEqual([
      { id: 'glucose', provenance: null },
    ]);
    const stored = await db.selectFrom('documents').select('unmatched').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.unmatched ?? 'null')).toEqual([
      { ...LINE, line_id: expect.any(String) as unknown },
    ]);
  });
});
