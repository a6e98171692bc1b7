import Type from 'typebox';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** How a labelled range relates to health (spec §3), lowest concern first as the catalogue orders it. */
export const ClassRange = Type.String({
  description:
    'critical_low, very_low, low, below_normal, normal, optimal, above_normal, borderline, moderate, elevated, high, very_high, critical_high, negative, indeterminate or positive',
});

/** A labelled range (spec §3) in the biomarker's unit. */
export const Label = Type.Object(
  {
    name: Type.String(),
    min: Nullable(Type.Number()),
    max: Nullable(Type.Number()),
    includes_max: Type.Optional(
      Type.Boolean({
        description:
          "The range keeps its upper bound where the next range starts there (a lab's reference interval '0.45–4.5'); otherwise that bound belongs to the next range",
      }),
    ),
    class_range: ClassRange,
    sort_order: Type.Integer(),
  },
  { title: 'Label', additionalProperties: false },
);
export type Label = Type.Static<typeof Label>;

/**
 * '<' when the lab printed an upper limit ('CRP <5'), '>' for a lower one ('eGFR >60'): the value is
 * a bound, not a measurement (decision 0008).
 */
export const Comparator = Nullable(Type.Union([Type.Literal('<'), Type.Literal('>')]));
export type Comparator = Type.Static<typeof Comparator>;

/**
 * The word a qualitative result was printed as ('Reactive', 'negativ'); `value` then holds the
 * catalogue's number for the word, by which the result is ranged and charted. Null for
 * measurements.
 */
export const ValueText = Nullable(
  Type.String({ description: 'The word the lab printed for a qualitative result' }),
);
export type ValueText = Type.Static<typeof ValueText>;

/** One sex's labelled ranges and where the value stands in them. */
export const SexRanges = Type.Object(
  {
    labels: Type.Array(Label),
    in_range: Nullable(Type.Boolean()),
    value_label: Nullable(Type.String()),
    range_source: Type.String(),
  },
  { title: 'SexRanges', additionalProperties: false },
);
export type SexRanges = Type.Static<typeof SexRanges>;

/**
 * Whom a biomarker's ranges were chosen for (issue 23), from the sex and year of birth the person
 * gave: a sex, an age band (`min_age` ≤ age < `max_age`, in years at the test date), or both.
 */
export const RangesFor = Type.Object(
  {
    sex: Nullable(Type.Union([Type.Literal('female'), Type.Literal('male')])),
    min_age: Nullable(Type.Integer()),
    max_age: Nullable(Type.Integer()),
  },
  { title: 'RangesFor', additionalProperties: false },
);
export type RangesFor = Type.Static<typeof RangesFor>;

/**
 * One biomarker of the catalogue with this person's latest (unflagged) result, if any. Values,
 * bounds and `unit` are in the person's unit system; the ranges are those that fit them.
 */
export const Biomarker = Type.Object(
  {
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String(),
    user_biomarker_id: Nullable(Type.String({ description: 'Id of the latest result' })),
    test_name: Type.String(),
    test_date: Nullable(Type.String({ description: 'Date of the latest result, YYYY-MM-DD' })),
    in_range: Nullable(
      Type.Boolean({ description: 'Whether the value lies in the desired range' }),
    ),
    range_min: Nullable(Type.Number({ description: 'Lower bound of the desired range' })),
    range_max: Nullable(Type.Number({ description: 'Upper bound of the desired range' })),
    indicates: Type.String(),
    unit: Type.String(),
    value: Nullable(Type.Number()),
    value_comparator: Comparator,
    value_text: ValueText,
    value_label: Nullable(Type.String({ description: 'Name of the range holding the value' })),
    description: Type.String(),
    desired_result: Type.String({ description: 'Name of the range a person should be in' }),
    labels: Type.Array(Label),
    range_source: Type.String({ description: 'The guideline or reference the ranges come from' }),
    ranges_for: Type.Union([RangesFor, Type.Null()], {
      description: 'Whom the ranges were chosen for; null for the general ranges',
    }),
    loinc: Type.Array(Type.String(), { description: 'LOINC codes, the main one first' }),
    by_sex: Nullable(
      Type.Object(
        { female: SexRanges, male: SexRanges },
        {
          description:
            "Women's and men's ranges where they differ; while the person's sex is unknown, in_range and value_label hold only where both agree",
        },
      ),
    ),
    age_dependent: Type.Boolean({ description: 'The reference range depends on age' }),
    sort_order: Type.Integer(),
  },
  { title: 'Biomarker', additionalProperties: false },
);
export type Biomarker = Type.Static<typeof Biomarker>;

export const BiomarkerCategory = Type.Object(
  {
    category_id: Type.Integer(),
    category: Type.String(),
    sort_order: Type.Integer(),
    biomarkers: Type.Array(Biomarker),
  },
  { title: 'BiomarkerCategory', additionalProperties: false },
);
export type BiomarkerCategory = Type.Static<typeof BiomarkerCategory>;

/** `GET /v1/health/biomarkers`: every category in display order, biomarkers by `sort_order`. */
export const BiomarkersResponse = Type.Array(BiomarkerCategory, { title: 'BiomarkersResponse' });
export type BiomarkersResponse = Type.Static<typeof BiomarkersResponse>;

/**
 * A value entered by hand. `value` and `test_date` are checked with the spec's messages
 * (`testValueProblem`, `testDateProblem`) rather than by type, so a person reads why.
 */
export const NewHistoryEntry = Type.Object(
  {
    biomarker_id: Type.Integer(),
    // String first: the validator coerces types into the first branch that takes them. Into a
    // string, 0 stays "0" and null becomes "" (both then judged by testValueProblem); a null
    // branch first would turn 0 into null, and a number branch first null into 0.
    value: Type.Union([Type.String(), Type.Number(), Type.Null()]),
    test_date: Type.Union([Type.Null(), Type.String()], { description: 'YYYY-MM-DD' }),
    unit: Type.Optional(
      Type.String({
        description:
          "One of the biomarker's units; when absent, the unit GET /v1/health/biomarkers lists for the person (their unit system's)",
      }),
    ),
  },
  { title: 'NewHistoryEntry', additionalProperties: false },
);
export type NewHistoryEntry = Type.Static<typeof NewHistoryEntry>;

/** `POST /v1/health/biomarkers`. */
export const AddHistoryRequest = Type.Array(NewHistoryEntry, {
  title: 'AddHistoryRequest',
  minItems: 1,
  maxItems: 500,
});
export type AddHistoryRequest = Type.Static<typeof AddHistoryRequest>;

export const AddHistoryResponse = Type.Object(
  {
    success: Type.Literal(true),
    ids: Type.Array(Type.String(), { description: 'Ids of the new results, in request order' }),
  },
  { title: 'AddHistoryResponse', additionalProperties: false },
);
export type AddHistoryResponse = Type.Static<typeof AddHistoryResponse>;

export const SuccessResponse = Type.Object(
  { success: Type.Literal(true) },
  { title: 'SuccessResponse', additionalProperties: false },
);
export type SuccessResponse = Type.Static<typeof SuccessResponse>;

/** `PUT /v1/health/user/biomarker/flag`; the spec spells the biomarker's field `bioamarker_id`. */
export const FlagRequest = Type.Object(
  {
    user_biomarker_id: Type.String({ minLength: 1 }),
    bioamarker_id: Type.Optional(Type.Integer()),
    biomarker_id: Type.Optional(Type.Integer()),
    cause: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { title: 'FlagRequest', additionalProperties: false },
);
export type FlagRequest = Type.Static<typeof FlagRequest>;

/**
 * Why a value is not comparable with the one before it (decision 0015): both reports name a lab
 * and they differ, both name a method and they differ, or the printed reference ranges differ
 * by more than a set share. The most telling reason when several hold, in this order.
 */
export const ComparabilityBreak = Type.Union(
  [Type.Literal('lab'), Type.Literal('method'), Type.Literal('range')],
  {
    description:
      'Why this value cannot be compared with the previous (unflagged) one as a trend; null when it can',
  },
);
export type ComparabilityBreak = Type.Static<typeof ComparabilityBreak>;

export const HistoricalTest = Type.Object(
  {
    id: Type.String(),
    test_date: Type.String({ description: 'ISO date-time (midnight UTC of the test day)' }),
    value: Type.Number(),
    comparator: Comparator,
    value_text: ValueText,
    in_range: Type.Boolean(),
    value_label: Nullable(Type.String()),
    unit: Type.String(),
    source: Type.Union([Type.Literal('manual'), Type.Literal('document')]),
    flagged: Type.Boolean({ description: 'Flagged as inaccurate; left out of the analysis' }),
    flag_cause: Nullable(Type.String()),
    document_id: Nullable(Type.String({ description: 'The document the value was read from' })),
    document_name: Nullable(Type.String({ description: "That document's name" })),
    page: Nullable(
      Type.Integer({
        minimum: 1,
        description: 'The page of that document the value is printed on',
      }),
    ),
    corrected: Type.Boolean({
      description: 'The person corrected the value read from the document',
    }),
    lab: Nullable(
      Type.String({
        description:
          "The laboratory the report names; null for a value entered by hand ('entered by you') or a report that names none",
      }),
    ),
    method: Nullable(Type.String({ description: 'The method the report names, if it does' })),
    printed_unit: Nullable(Type.String({ description: 'The unit as the report printed it' })),
    printed_range: Nullable(
      Type.String({ description: 'The reference range as the report printed it' }),
    ),
    break_before: Nullable(ComparabilityBreak),
  },
  { title: 'HistoricalTest', additionalProperties: false },
);
export type HistoricalTest = Type.Static<typeof HistoricalTest>;

/** `GET /v1/health/biomarkers/history`: each biomarker with results, oldest first. */
export const HistoryResponse = Type.Record(Type.String(), Type.Array(HistoricalTest), {
  title: 'HistoryResponse',
});
export type HistoryResponse = Type.Static<typeof HistoryResponse>;

export const ResultIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
