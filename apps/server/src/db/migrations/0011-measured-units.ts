import type { Kysely } from 'kysely';

/** The columns this migration reads and writes, as they were when it was written. */
interface ResultsRow {
  id: string;
  biomarker_id: number;
  value: number;
  original_value: number;
  original_unit: string;
}

/**
 * A biomarker that became two (issue 25, decision 0008): results of `from` printed in one of
 * `units` belong to `to`. Each unit's factor converts a printed value into `to`'s canonical unit.
 * Units are in `foldUnit`'s form.
 */
interface Move {
  from: number;
  to: number;
  units: Readonly<Record<string, number>>;
}

const MOVES: readonly Move[] = [
  // Lipoprotein(a): mg/dL (107) keeps the mass results, nmol/L (121) takes the particle results.
  { from: 107, to: 121, units: { 'nmol/l': 1 } },
  // D-dimer: FEU (1407) keeps its results, DDU (1412, canonical ng/mL DDU) takes the DDU ones.
  {
    from: 1407,
    to: 1412,
    units: {
      'ng/mlddu': 1,
      'ngddu/ml': 1,
      'ug/lddu': 1,
      'ugddu/l': 1,
      'mg/lddu': 1000,
      'mgddu/l': 1000,
      'ug/mlddu': 1000,
      'ugddu/ml': 1000,
    },
  },
];

/**
 * A printed unit in one spelling: case, brackets, spaces and the micro sign's spellings (µ, μ,
 * u, mc) folded, so '(nmol/L)', 'nmol/l' and 'ng/mL DDU' meet their entries above. The migration
 * keeps its own copy rather than the reader's, which may change after it has run.
 */
function foldUnit(printed: string): string {
  return printed
    .toLowerCase()
    .replace(/[µμ]/gu, 'u')
    .replace(/mc(?=g)/gu, 'u')
    .replace(/[\s()[\]]+/gu, '');
}

/**
 * Lp(a) in nmol/L and D-dimer in DDU are biomarkers of their own now: no fixed factor converts
 * them into Lp(a) in mg/dL or D-dimer in FEU, which the old single biomarkers did (0.4 and 2).
 * Every stored result of the old biomarker whose printed unit names the new one moves to it,
 * with its value converted from the printed value again, so no value keeps the wrong factor.
 * Results whose printed unit does not say (or was not kept) stay where they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = db.withTables<{ results: ResultsRow }>();
  for (const move of MOVES) {
    const rows = await tables
      .selectFrom('results')
      .select(['id', 'original_value', 'original_unit'])
      .where('biomarker_id', '=', move.from)
      .execute();
    for (const row of rows) {
      const factor = move.units[foldUnit(row.original_unit)];
      if (factor === undefined) continue;
      // 12 significant digits drop the factor's float noise (1.1 × 1000 is 1100, not 1100.0…02).
      const value = Number((row.original_value * factor).toPrecision(12));
      await tables
        .updateTable('results')
        .set({ biomarker_id: move.to, value })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
