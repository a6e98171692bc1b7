import Type from 'typebox';
import { Comparator, ValueText } from './biomarkers';

/** The largest CSV of results the import reads: years of results fit in a fraction of it. */
export const CSV_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The columns of `GET /v1/user/export/csv`, in order; the import reads them back. */
export const RESULTS_CSV_COLUMNS = [
  'date',
  'biomarker',
  'loinc',
  'value',
  'comparator',
  'unit',
  'range_min',
  'range_max',
  'range_text',
  'flag',
  'flagged_reason',
  'source_document',
] as const;

/** `POST /v1/user/import/csv/preview` and `POST /v1/user/import/csv`: the file's text as chosen. */
export const CsvImportRequest = Type.Object(
  {
    csv: Type.String({
      description:
        'The CSV file’s text: comma, semicolon or tab separated, with a header row naming the date, biomarker (or LOINC) and value columns',
    }),
  },
  { title: 'CsvImportRequest', additionalProperties: false },
);
export type CsvImportRequest = Type.Static<typeof CsvImportRequest>;

/** A line of the file that becomes a result, in the catalogue's unit. */
export const CsvImportRow = Type.Object(
  {
    line: Type.Integer({ description: 'Line of the file, the header being line 1' }),
    date: Type.String({ format: 'date' }),
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String(),
    value: Type.Number({ description: 'In `unit`, the catalogue’s unit' }),
    value_text: Type.Optional(ValueText),
    comparator: Type.Optional(Comparator),
    unit: Type.String(),
    flagged_reason: Type.Optional(
      Type.String({ description: 'Why the value was marked inaccurate; it is imported flagged' }),
    ),
    printed: Type.Object(
      { name: Type.String(), value: Type.String(), unit: Type.String() },
      { description: 'As the file wrote it', additionalProperties: false },
    ),
  },
  { title: 'CsvImportRow', additionalProperties: false },
);
export type CsvImportRow = Type.Static<typeof CsvImportRow>;

/** A line of the file that cannot become a result, with why. */
export const CsvUnmatchedLine = Type.Object(
  {
    line: Type.Integer(),
    text: Type.String({ description: 'The line as the file wrote it' }),
    reason: Type.String({ description: 'In the language of the request' }),
  },
  { title: 'CsvUnmatchedLine', additionalProperties: false },
);
export type CsvUnmatchedLine = Type.Static<typeof CsvUnmatchedLine>;

/** What importing the file would add; nothing is written. */
export const CsvPreviewResponse = Type.Object(
  {
    rows: Type.Array(CsvImportRow, { description: 'The results that would be added' }),
    unmatched: Type.Array(CsvUnmatchedLine),
    already_present: Type.Integer({
      description: 'Lines whose result (biomarker, date and value) is already in your history',
    }),
  },
  { title: 'CsvPreviewResponse', additionalProperties: false },
);
export type CsvPreviewResponse = Type.Static<typeof CsvPreviewResponse>;

export const CsvImportResponse = Type.Object(
  {
    added: Type.Integer(),
    already_present: Type.Integer(),
    unmatched: Type.Integer(),
  },
  { title: 'CsvImportResponse', additionalProperties: false },
);
export type CsvImportResponse = Type.Static<typeof CsvImportResponse>;
