import Type from 'typebox';

/** The analysis of one category the person has results in; texts are markdown. */
export const CategorySummary = Type.Object(
  {
    category_id: Type.Integer(),
    explanatory_description: Type.String(),
    biomarker_connections: Type.String(),
    recommendations: Type.Array(Type.String()),
    biomarker_responsiveness: Type.String(),
  },
  { title: 'CategorySummary', additionalProperties: false },
);
export type CategorySummary = Type.Static<typeof CategorySummary>;

export const SummaryData = Type.Object(
  {
    sections: Type.Array(CategorySummary),
    urgent: Type.Optional(
      Type.String({
        description:
          'Markdown: values at a critical limit and what to do today, shown before everything else; empty without any (absent in summaries written before it existed)',
      }),
    ),
    concerning_biomarkers: Type.String({ description: 'Items separated by semicolons' }),
    insights: Type.String(),
    next_recommended_test_date: Type.String({ description: 'YYYY-MM-DD, or empty without data' }),
    overall_impression: Type.String(),
  },
  { title: 'SummaryData', additionalProperties: false },
);
export type SummaryData = Type.Static<typeof SummaryData>;

export const BiomarkersSummary = Type.Object(
  { id: Type.String(), is_read: Type.Boolean(), data: SummaryData },
  { title: 'BiomarkersSummary', additionalProperties: false },
);
export type BiomarkersSummary = Type.Static<typeof BiomarkersSummary>;

/** `GET /v1/health/biomarker/summary`: the latest summary, or null before the first result. */
export const SummaryResponse = Type.Union([BiomarkersSummary, Type.Null()], {
  title: 'SummaryResponse',
});
export type SummaryResponse = Type.Static<typeof SummaryResponse>;

export const SummaryIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const MarkReadResponse = Type.Object(
  { success: Type.Literal(true), id: Type.String(), is_read: Type.Literal(true) },
  { title: 'MarkReadResponse', additionalProperties: false },
);
export type MarkReadResponse = Type.Static<typeof MarkReadResponse>;

export const Trend = Type.Union(
  [
    Type.Literal('improving'),
    Type.Literal('worsening'),
    Type.Literal('stable'),
    Type.Literal('unknown'),
  ],
  { description: 'Direction since the previous result, judged against the desired range' },
);
export type Trend = Type.Static<typeof Trend>;

export const RetestReason = Type.Union(
  [
    Type.Literal('critical'),
    Type.Literal('prompt'),
    Type.Literal('far_out_of_range'),
    Type.Literal('worsening'),
    Type.Literal('out_of_range'),
    Type.Literal('routine'),
    Type.Literal('confirm'),
    Type.Literal('colonoscopy'),
    Type.Literal('pregnancy_test'),
  ],
  {
    description:
      'Why the test is due then: critical (a value at an alert limit, due today), prompt (a value that needs a doctor within a day or two, due 2 days after the result, never before today), far_out_of_range or worsening (3 months after the latest result), out_of_range (6 months), routine (in range, 12 months); or a step other than repeating the test: confirm (a reactive screen or a raised hCG in a man needs a further test now), colonoscopy (after a positive stool test, within a month), pregnancy_test (a raised hCG in a woman, now)',
  },
);
export type RetestReason = Type.Static<typeof RetestReason>;

/** When one biomarker should be tested again, by the analysis engine's retest rule. */
export const NextTest = Type.Object(
  {
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String(),
    due_date: Type.String({ description: 'YYYY-MM-DD; never before today' }),
    reason: RetestReason,
    overdue: Type.Boolean({
      description: 'The retest was due before today, so it is due today',
    }),
  },
  { title: 'NextTest', additionalProperties: false },
);
export type NextTest = Type.Static<typeof NextTest>;

/** `GET /v1/roadmap/health-summary` (ARCHITECTURE.md §4). */
export const HealthSummary = Type.Object(
  {
    generated_at: Type.String({ description: 'ISO date-time' }),
    biomarkers_total: Type.Integer(),
    with_data: Type.Integer(),
    in_range: Type.Integer(),
    out_of_range: Type.Integer(),
    next_recommended_test_date: Type.Union([Type.String(), Type.Null()]),
    focus: Type.Array(
      Type.Object(
        {
          biomarker_id: Type.Integer(),
          biomarker_name: Type.String(),
          status: Type.Union([Type.Literal('in_range'), Type.Literal('out_of_range')]),
          trend: Trend,
        },
        { additionalProperties: false },
      ),
    ),
    next_tests: Type.Array(NextTest, {
      description:
        'Every biomarker with data, when to test it next: by due date, the most severe first; a biomarker measured once in a lifetime (lipoprotein(a)) is left out',
    }),
  },
  { title: 'HealthSummary', additionalProperties: false },
);
export type HealthSummary = Type.Static<typeof HealthSummary>;
