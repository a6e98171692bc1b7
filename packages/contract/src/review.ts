import Type from 'typebox';
import { DocumentStatus } from './documents';

/**
 * Where something is printed on its page, as fractions (0–1) of the page's width and height from
 * its top left: the browser draws it over a rendered page of any size without knowing PDF points.
 */
export const PageBox = Type.Object(
  {
    x: Type.Number({ minimum: 0, maximum: 1 }),
    y: Type.Number({ minimum: 0, maximum: 1 }),
    width: Type.Number({ minimum: 0, maximum: 1 }),
    height: Type.Number({ minimum: 0, maximum: 1 }),
  },
  { title: 'PageBox', additionalProperties: false },
);
export type PageBox = Type.Static<typeof PageBox>;

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** What the report printed, before any reading: what a person compares with the page. */
export const PrintedRow = Type.Object(
  {
    name: Type.String(),
    value: Type.String(),
    unit: Type.String({ description: "'' when the row prints none" }),
    range: Nullable(Type.String()),
    flag: Nullable(Type.String()),
  },
  { title: 'PrintedRow', additionalProperties: false },
);
export type PrintedRow = Type.Static<typeof PrintedRow>;

/**
 * Where a value or a line of a document came from: a page and boxes for a PDF, the Observation
 * for an imported FHIR file, whose values have no page.
 */
export const Provenance = Type.Object(
  {
    printed: PrintedRow,
    page: Nullable(Type.Integer({ minimum: 1, description: '1-based' })),
    row_box: Nullable(PageBox),
    value_box: Nullable(PageBox),
    observation: Nullable(
      Type.String({ description: "An imported Observation's id, else its position in the file" }),
    ),
  },
  { title: 'Provenance', additionalProperties: false },
);
export type Provenance = Type.Static<typeof Provenance>;

export const ReviewDocument = Type.Object(
  {
    id: Type.String(),
    display_name: Type.String(),
    report_date: Type.String({ description: 'YYYY-MM-DD: the report’s date, else the upload’s' }),
    status: DocumentStatus,
    content_kind: Type.Union([Type.Literal('pdf'), Type.Literal('fhir')]),
  },
  { title: 'ReviewDocument', additionalProperties: false },
);

export const ReviewResult = Type.Object(
  {
    result_id: Type.String(),
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String({ description: 'In the language of Accept-Language' }),
    value: Type.Number({ description: "In the catalogue's unit" }),
    value_text: Nullable(Type.String()),
    comparator: Nullable(Type.Union([Type.Literal('<'), Type.Literal('>')])),
    unit: Type.String({ description: "The catalogue's unit of `value`" }),
    test_date: Type.String({ description: 'YYYY-MM-DD' }),
    in_range: Nullable(Type.Boolean()),
    flagged: Type.Boolean({ description: 'The person flagged the value as inaccurate' }),
    printed: Nullable(PrintedRow),
    page: Nullable(Type.Integer({ minimum: 1 })),
    row_box: Nullable(PageBox),
    value_box: Nullable(PageBox),
  },
  { title: 'ReviewResult', additionalProperties: false },
);
export type ReviewResult = Type.Static<typeof ReviewResult>;

export const ReviewUnmatchedLine = Type.Object(
  {
    line_id: Type.String(),
    printed: PrintedRow,
    reason: Type.String(),
    page: Nullable(Type.Integer({ minimum: 1 })),
    row_box: Nullable(PageBox),
  },
  { title: 'ReviewUnmatchedLine', additionalProperties: false },
);
export type ReviewUnmatchedLine = Type.Static<typeof ReviewUnmatchedLine>;

/**
 * `GET /v1/user/document/{id}/review`: what the analysis read from one document, each value and
 * each line it left unmatched with where it is printed; values from before provenance was kept
 * have none (null).
 */
export const DocumentReview = Type.Object(
  {
    document: ReviewDocument,
    results: Type.Array(ReviewResult),
    unmatched: Type.Array(ReviewUnmatchedLine),
  },
  { title: 'DocumentReview', additionalProperties: false },
);
export type DocumentReview = Type.Static<typeof DocumentReview>;
