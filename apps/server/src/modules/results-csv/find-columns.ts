import { normaliseAlias } from '../biomarkers/catalogue/normalise-alias';

/** What a column of an imported CSV holds. */
export type ColumnRole =
  'date' | 'biomarker' | 'loinc' | 'value' | 'comparator' | 'unit' | 'flaggedReason';

/** Column names as spreadsheets, portals and other apps write them, English and German. */
const NAMES: Readonly<Record<ColumnRole, readonly string[]>> = {
  date: [
    'date',
    'test date',
    'test_date',
    'collection date',
    'sample date',
    'datum',
    'testdatum',
    'untersuchungsdatum',
    'abnahmedatum',
    'befunddatum',
  ],
  biomarker: [
    'biomarker',
    'biomarker name',
    'test',
    'test name',
    'analyte',
    'name',
    'marker',
    'parameter',
    'analyt',
    'laborwert',
    'untersuchung',
  ],
  loinc: ['loinc', 'loinc code', 'loinc-code'],
  value: ['value', 'result', 'result value', 'wert', 'ergebnis', 'messwert', 'befund'],
  comparator: ['comparator', 'vergleich', 'vergleichsoperator'],
  unit: ['unit', 'units', 'einheit', 'masseinheit'],
  flaggedReason: ['flagged reason', 'flagged_reason', 'flag cause'],
};

const BY_NAME = new Map(
  Object.entries(NAMES).flatMap(([role, names]) =>
    names.map((name) => [normaliseAlias(name), role as ColumnRole] as const),
  ),
);

export type Columns = Partial<Record<ColumnRole, number>>;

/** Which column holds what, by the header's names; the first column of a role wins. */
export function findColumns(header: readonly string[]): Columns {
  const columns: Columns = {};
  header.forEach((name, index) => {
    const role = BY_NAME.get(normaliseAlias(name));
    if (role !== undefined && columns[role] === undefined) columns[role] = index;
  });
  return columns;
}
