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
    mapped: Type.Optional(
      Type.Boolean({
        description: "True when the printed name was read through the person's private alias",
      }),
    ),
    lab: Type.Optional(
      Nullable(
        Type.String({
          description:
            "The laboratory as the report names it (a FHIR Observation's performer); null when it names none",
        }),
      ),
    ),
    method: Type.Optional(
      Nullable(
        Type.String({
          description:
            "The method as the report prints it ('enzymatic', 'ECLIA'); null when it names none",
        }),
      ),
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
    corrected: Type.Boolean({ description: 'The person corrected value, unit or date' }),
    mapped: Type.Boolean({
      description: "Read through the person's private alias: they mapped the printed name",
    }),
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

/** A value as it stood before or after a change: in the catalogue's unit. */
export const ValueSnapshot = Type.Object(
  {
    value: Type.Number(),
    value_text: Nullable(Type.String()),
    comparator: Nullable(Type.Union([Type.Literal('<'), Type.Literal('>')])),
    unit: Type.String(),
    test_date: Type.String({ description: 'YYYY-MM-DD' }),
  },
  { title: 'ValueSnapshot', additionalProperties: false },
);
export type ValueSnapshot = Type.Static<typeof ValueSnapshot>;

// Spelled out: a union of a mapped array loses its members in the static type (never).
export const ResultChangeKind = Type.Union([
  Type.Literal('corrected'),
  Type.Literal('dismissed'),
  Type.Literal('restored'),
  Type.Literal('mapped'),
]);
export type ResultChangeKind = Type.Static<typeof ResultChangeKind>;

/**
 * One change a person made to what a document gave: the audit trail of who, when and why. Kept
 * when the document is analysed again; gone with the document (or the account).
 */
export const ResultChange = Type.Object(
  {
    change_id: Type.String(),
    kind: ResultChangeKind,
    at: Type.String({ description: 'ISO date-time of the change' }),
    by: Type.Literal('you', { description: 'Who made the change: only the person can' }),
    reason: Nullable(Type.String({ description: 'Why, as the person wrote it' })),
    document_id: Type.String(),
    document_name: Type.String(),
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String({ description: 'In the language of Accept-Language' }),
    printed_name: Nullable(Type.String({ description: 'The line as the report printed its name' })),
    before: Nullable(ValueSnapshot),
    after: Nullable(ValueSnapshot),
  },
  { title: 'ResultChange', additionalProperties: false },
);
export type ResultChange = Type.Static<typeof ResultChange>;

/** A value the person dismissed from a document: out of the history and the analysis, restorable. */
export const ReviewDismissed = Type.Object(
  {
    dismissal_id: Type.String({ description: 'The change that dismissed it' }),
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String(),
    value: ValueSnapshot,
    reason: Type.String(),
    dismissed_at: Type.String({ description: 'ISO date-time' }),
    printed: Nullable(PrintedRow),
    page: Nullable(Type.Integer({ minimum: 1 })),
    row_box: Nullable(PageBox),
    value_box: Nullable(PageBox),
  },
  { title: 'ReviewDismissed', additionalProperties: false },
);
export type ReviewDismissed = Type.Static<typeof ReviewDismissed>;

/** `PATCH /v1/user/document/{id}/review/result/{result_id}`: at least one of value, unit, date. */
export const CorrectResultRequest = Type.Object(
  {
    value: Type.Optional(Type.Union([Type.String(), Type.Number()])),
    unit: Type.Optional(Type.String({ description: "One of the biomarker's units" })),
    test_date: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { title: 'CorrectResultRequest', additionalProperties: false },
);
export type CorrectResultRequest = Type.Static<typeof CorrectResultRequest>;

/** `POST /v1/user/document/{id}/review/result/{result_id}/dismiss`. */
export const DismissResultRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { title: 'DismissResultRequest', additionalProperties: false },
);
export type DismissResultRequest = Type.Static<typeof DismissResultRequest>;

/**
 * `POST /v1/user/document/{id}/review/line/{line_id}/map`: the line is this biomarker. The
 * printed name becomes the person's private alias, read in their later documents too; `unit`
 * when the line's printed unit is not one the catalogue knows for the biomarker.
 */
export const MapLineRequest = Type.Object(
  {
    biomarker_id: Type.Integer(),
    unit: Type.Optional(Type.String({ description: "One of the biomarker's units" })),
  },
  { title: 'MapLineRequest', additionalProperties: false },
);
export type MapLineRequest = Type.Static<typeof MapLineRequest>;

export const ReviewResultParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  result_id: Type.String({ minLength: 1, maxLength: 100 }),
});
export const ReviewLineParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  line_id: Type.String({ minLength: 1, maxLength: 100 }),
});
export const ReviewDismissalParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  dismissal_id: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A printed name the person mapped to a biomarker, applied to each of their documents. */
export const PrivateAlias = Type.Object(
  {
    alias_id: Type.String(),
    printed_name: Type.String(),
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String(),
    created_at: Type.String({ description: 'ISO date-time' }),
  },
  { title: 'PrivateAlias', additionalProperties: false },
);
export type PrivateAlias = Type.Static<typeof PrivateAlias>;

/** `GET /v1/user/aliases`: newest first. `DELETE /v1/user/aliases/{id}` forgets one. */
export const PrivateAliasesResponse = Type.Array(PrivateAlias, { title: 'PrivateAliasesResponse' });
export type PrivateAliasesResponse = Type.Static<typeof PrivateAliasesResponse>;

/** `GET /v1/health/catalogue?q=`: catalogue biomarkers whose name or an alias fits the words. */
export const CatalogueSearchQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export const CatalogueMatch = Type.Object(
  {
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String({ description: 'In the language of Accept-Language' }),
    category: Type.String(),
    unit: Type.String({ description: "The catalogue's unit" }),
    units: Type.Array(Type.String(), { description: 'Every unit a value may be given in' }),
    matched: Nullable(
      Type.String({ description: 'The alias the words fitted, when not the name itself' }),
    ),
  },
  { title: 'CatalogueMatch', additionalProperties: false },
);
export type CatalogueMatch = Type.Static<typeof CatalogueMatch>;
export const CatalogueSearchResponse = Type.Array(CatalogueMatch, {
  title: 'CatalogueSearchResponse',
  maxItems: 20,
});
export type CatalogueSearchResponse = Type.Static<typeof CatalogueSearchResponse>;

/**
 * `GET /v1/health/changes?biomarker_id=`: the person's changes to values, newest first (of one
 * biomarker when given).
 */
export const ChangesQuery = Type.Object(
  // Bounded to what the integer column holds: PostgreSQL refuses a larger number outright.
  { biomarker_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) },
  { additionalProperties: false },
);
export const ChangesResponse = Type.Array(ResultChange, { title: 'ChangesResponse' });
export type ChangesResponse = Type.Static<typeof ChangesResponse>;

/** Messages of the review's calls, the same in the browser and on the server. */
export const REVIEW_MESSAGES = {
  resultNotFound: 'Result not found',
  lineNotFound: 'Line not found',
  dismissalNotFound: 'Dismissal not found',
  nothingToCorrect: 'Give a new value, unit or test date',
  reasonRequired: 'Please say why you dismiss this value',
  unknownUnit: 'Unit not recognised for this biomarker',
  unreadableLine: 'This line has no value Labtrail can read',
  implausibleValue:
    'This value cannot be a result of this biomarker: check the biomarker and the unit',
  stillAnalysing: 'The document is still being analysed',
  aliasNotFound: 'Mapping not found',
} as const;

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
    dismissed: Type.Array(ReviewDismissed),
    changes: Type.Array(ResultChange, { description: "This document's changes, newest first" }),
  },
  { title: 'DocumentReview', additionalProperties: false },
);
export type DocumentReview = Type.Static<typeof DocumentReview>;
