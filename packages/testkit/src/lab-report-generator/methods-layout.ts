import type { ContentSpec } from './content-spec';
import { pickRows } from './pick-rows';
import type { Random } from './random';
import type { ReportRow, TruthResult } from './report-model';
import type { Column } from './render-table';
import { ENGLISH_HEADERS, GERMAN_HEADERS, plainColumns, renderTable } from './render-table';

/** Methods as labs print them; the reader must know them as method words, not names. */
const METHODS = {
  en: ['enzymatic', 'immunoassay', 'ECLIA', 'HPLC', 'photometric', 'calculated'],
  de: ['enzymatisch', 'ECLIA', 'HPLC', 'photometrisch', 'berechnet', 'Jaffé'],
} as const;

const METHOD_HEADERS = { en: 'Method', de: 'Methode' } as const;

/** Each row's method, or null for a row that prints none (about one in four). */
function drawMethods(rows: readonly ReportRow[], language: 'en' | 'de', random: Random) {
  return rows.map((row) => ({
    row,
    method: random.chance(0.25) ? null : random.pick(METHODS[language]),
  }));
}

/**
 * A table that names each test's method: in a Method/Methode column after the range, or in
 * brackets after the test's name ('Creatinine (enzymatic)'), one style per report.
 */
export const METHODS_LAYOUT: ContentSpec = {
  languages: ['en', 'de'],
  compose: (catalogue, { language, letterhead }, random) => {
    const rows = pickRows(
      catalogue,
      {
        language,
        count: random.int(6, 14),
        maxNameLength: 24,
        maxUnitLength: 14,
        censored: 0,
        withoutBrackets: true,
      },
      random,
    );
    const withMethods = drawMethods(rows, language, random);
    const methodOf = new Map(withMethods.map(({ row, method }) => [row, method]));
    const headers = language === 'de' ? GERMAN_HEADERS : ENGLISH_HEADERS;
    const inColumn = random.chance(0.5);
    const [name, result, unit, range] = plainColumns(
      headers,
      inColumn ? [40, 190, 260, 340] : [40, 250, 330, 420],
    );
    const columns: Column[] = inColumn
      ? [
          name,
          result,
          unit,
          range,
          { x: 450, header: METHOD_HEADERS[language], cell: (row) => methodOf.get(row) ?? '' },
        ]
      : [
          {
            ...name,
            cell: (row) => {
              const method = methodOf.get(row) ?? null;
              return method === null ? row.printed_name : `${row.printed_name} (${method})`;
            },
          },
          result,
          unit,
          range,
        ];
    const table = renderTable(rows, columns, letterhead.bottom);
    const results: TruthResult[] = withMethods.map(({ row, method }) => ({
      biomarker_id: row.biomarker_id,
      printed_name: row.printed_name,
      value: row.value,
      unit: row.unit,
      comparator: row.comparator,
      value_canonical: row.value_canonical,
      canonical_unit: row.canonical_unit,
      method,
    }));
    return { pages: [[...letterhead.texts, ...table.texts]], results };
  },
};
