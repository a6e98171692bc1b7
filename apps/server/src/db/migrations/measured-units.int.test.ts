import { expect, it } from 'vitest';
import { withDatabaseBefore } from '../../../test/database-before-migration';
import type { ResultsTable } from '../schema';

function result(
  id: string,
  biomarkerId: number,
  value: number,
  originalValue: number,
  unit: string,
): ResultsTable {
  return {
    id,
    user_id: 'person',
    biomarker_id: biomarkerId,
    value,
    original_value: originalValue,
    original_unit: unit,
    comparator: null,
    test_date: '2025-03-01',
    source: 'document',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    created_at: 0,
  };
}

it('moves values stored with the old Lp(a) and D-dimer factors to the biomarker of their printed unit', async () => {
  await withDatabaseBefore('0011', async (db, migrateRest) => {
    await db
      .insertInto('users')
      .values({ id: 'person', email: 'p@example.org', phone: null, language: 'us', created_at: 0 })
      .execute();
    await db
      .insertInto('results')
      .values([
        // Lp(a) 100 nmol/L, once converted to 40 mg/dL by the old 0.4 factor.
        result('lpa-molar', 107, 40, 100, 'nmol/L'),
        result('lpa-mass', 107, 35, 35, 'mg/dL'),
        // D-dimer 0.3 mg/L DDU, once doubled into 0.6 mg/L FEU.
        result('ddimer-ddu', 1407, 0.6, 0.3, 'mg/L DDU'),
        result('ddimer-feu', 1407, 0.4, 0.4, 'mg/L FEU'),
        result('lpa-unknown', 107, 20, 20, ''),
      ])
      .execute();

    await migrateRest();

    const rows = await db
      .selectFrom('results')
      .select(['id', 'biomarker_id', 'value'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'ddimer-ddu', biomarker_id: 1412, value: 300 },
      { id: 'ddimer-feu', biomarker_id: 1407, value: 0.4 },
      { id: 'lpa-mass', biomarker_id: 107, value: 35 },
      { id: 'lpa-molar', biomarker_id: 121, value: 100 },
      { id: 'lpa-unknown', biomarker_id: 107, value: 20 },
    ]);
  });
});
