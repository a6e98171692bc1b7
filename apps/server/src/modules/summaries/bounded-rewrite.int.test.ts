import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { createTemporaryDatabase } from '@labtrail/testkit/postgres-database';
import type { TemporaryDatabase } from '@labtrail/testkit/postgres-database';
import { createTemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import type { TemporaryDirectory } from '@labtrail/testkit/temporary-directory';
import fc from 'fast-check';
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/start-test-server';
import type { DatabaseHandle } from '../../db/create-database';
import { createDatabase } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate-to-latest';
import type { ResultsTable } from '../../db/schema';
import { createResultsRepository } from '../results/results-repository';
import { analyseResults } from './engine/analyse-results';
import { markerRow, printedBy } from './engine/crafted-results';
import type { MarkerKey } from './engine/marker-keys';
import { dayOf } from '../../clock';
import { regenerateSummary } from './regenerate-summary';
import { createSummariesRepository } from './summaries-repository';

let dataDir: TemporaryDirectory;
let postgres: TemporaryDatabase | undefined;
let database: DatabaseHandle;

beforeAll(async () => {
  dataDir = await createTemporaryDirectory('labtrail-bounded-rewrite');
  const adminUrl = process.env.TEST_DATABASE_URL;
  postgres =
    testDatabaseKind() === 'postgres' && adminUrl !== undefined
      ? await createTemporaryDatabase(adminUrl)
      : undefined;
  database = createDatabase({ databaseUrl: postgres?.url, dataDir: dataDir.path });
  await migrateToLatest(database.db);
});

afterAll(async () => {
  await database.db.destroy();
  await postgres?.drop();
  await dataDir.remove();
});

const NOW = Date.parse('2026-06-15T09:00:00Z');
/** Markers the rules reason about together (lipids, glucose), so patterns see several readings. */
const MARKERS: MarkerKey[] = ['ldl', 'hdl', 'triglycerides', 'hba1c', 'fastingGlucose'];
/** Few dates and entry times, so that ties (same day, same moment) are common. */
const DATES = ['2024-01-10', '2025-03-02', '2025-03-02', '2026-05-30'];
const ENTERED = [NOW - 3 * 86_400_000, NOW - 86_400_000, NOW - 86_400_000, NOW];
const PRINTS = [null, printedBy({ lab: 'Labor Nord MVZ' }), printedBy({ lab: 'Westside Lab' })];

/** A stored result with a crafted value: any marker, bound, flag and lab, ties of day and time. */
const drawnResult = fc.record({
  marker: fc.constantFrom(...MARKERS),
  value: fc.integer({ min: 1, max: 400 }),
  comparator: fc.constantFrom(null, null, null, '<' as const, '>' as const),
  date: fc.constantFrom(...DATES),
  entered: fc.constantFrom(...ENTERED),
  flagged: fc.constantFrom(false, false, false, true),
  print: fc.constantFrom(...PRINTS),
});

type DrawnResult = typeof drawnResult extends fc.Arbitrary<infer T> ? T : never;

function rowOf(userId: string, id: string, drawn: DrawnResult): ResultsTable {
  const crafted = markerRow(drawn.marker, drawn.value, {
    comparator: drawn.comparator,
    test_date: drawn.date,
    ...drawn.print,
  });
  return {
    id,
    user_id: userId,
    biomarker_id: crafted.biomarker_id,
    value: crafted.value,
    original_value: crafted.value,
    original_unit: crafted.original_unit ?? '',
    comparator: crafted.comparator,
    value_text: null,
    test_date: crafted.test_date,
    source: drawn.print === null ? 'manual' : 'document',
    document_id: null,
    flag_cause: drawn.flagged ? 'looked wrong' : null,
    flagged_at: drawn.flagged ? NOW : null,
    provenance: crafted.provenance ?? null,
    created_at: drawn.entered,
  };
}

it('rewrites the summary from the latest results exactly as from the whole history', async () => {
  const { db } = database;
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(fc.tuple(fc.uuid(), drawnResult), {
        selector: ([id]) => id,
        maxLength: 30,
      }),
      async (history) => {
        const userId = crypto.randomUUID();
        await db
          .insertInto('users')
          .values({ id: userId, email: `${userId}@example.com`, language: 'us', created_at: NOW })
          .execute();
        // The drawn id orders ties; the person's id keeps it unique across runs and shrinking.
        const rows = history.map(([id, drawn]) => rowOf(userId, `${id}:${userId}`, drawn));
        await createResultsRepository(db).insertResults(rows);
        await db
          .transaction()
          .execute((trx) => regenerateSummary(trx, { userId, now: NOW, polish: false }));
        const written = await createSummariesRepository(db).findSummary(userId);
        const whole = analyseResults(
          await createResultsRepository(db).listResults(userId),
          dayOf(NOW),
          PROFILE_NOT_GIVEN,
        );
        expect(written?.data).toEqual(whole);
      },
    ),
    { numRuns: 80 },
  );
});
