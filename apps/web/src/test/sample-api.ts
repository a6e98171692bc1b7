import type { ServerResponse } from 'node:http';
import type { Biomarker, BiomarkerCategory } from '@labtrail/contract/biomarkers';
import type { DocumentsResponse } from '@labtrail/contract/documents';
import type { BiomarkersSummary, HealthSummary } from '@labtrail/contract/summaries';
import { vi } from 'vitest';
import { sendJson, startTestServer } from './test-server';
import type { RecordedRequest, TestServer } from './test-server';

/** A biomarker as the API lists it; without a value unless the overrides give one. */
export function sampleBiomarker(overrides: Partial<Biomarker> = {}): Biomarker {
  return {
    biomarker_id: 102,
    biomarker_name: 'LDL Cholesterol',
    user_biomarker_id: null,
    test_name: 'Lipid panel',
    test_date: null,
    in_range: null,
    range_min: null,
    range_max: 100,
    indicates: 'Cardiovascular risk',
    unit: 'mg/dL',
    value: null,
    value_comparator: null,
    value_text: null,
    value_label: null,
    description: 'The cholesterol carried by low-density lipoproteins.',
    desired_result: 'Optimal',
    labels: [
      { name: 'Optimal', min: null, max: 100, class_range: 'optimal', sort_order: 1 },
      { name: 'High', min: 100, max: null, class_range: 'high', sort_order: 2 },
    ],
    range_source: 'ACC/AHA 2018',
    loinc: ['13457-7'],
    by_sex: null,
    age_dependent: false,
    ranges_for: null,
    sort_order: 102,
    ...overrides,
  };
}

export function sampleCategory(overrides: Partial<BiomarkerCategory> = {}): BiomarkerCategory {
  return { category_id: 1, category: 'Heart Health', sort_order: 1, biomarkers: [], ...overrides };
}

/** Two categories: Heart Health with one value in range, one out of range, one without; Thyroid empty. */
export const SAMPLE_CATEGORIES: BiomarkerCategory[] = [
  sampleCategory({
    biomarkers: [
      sampleBiomarker({
        biomarker_id: 101,
        biomarker_name: 'HDL Cholesterol',
        value: 62,
        in_range: true,
        user_biomarker_id: 'r1',
        test_date: '2026-06-01',
        sort_order: 101,
      }),
      sampleBiomarker({
        value: 162,
        in_range: false,
        user_biomarker_id: 'r2',
        test_date: '2026-06-01',
      }),
      sampleBiomarker({ biomarker_id: 107, biomarker_name: 'Lipoprotein(a)', sort_order: 107 }),
    ],
  }),
  sampleCategory({
    category_id: 11,
    category: 'Thyroid',
    sort_order: 11,
    biomarkers: [
      sampleBiomarker({
        biomarker_id: 1101,
        biomarker_name: 'TSH',
        unit: 'mIU/L',
        sort_order: 1101,
      }),
    ],
  }),
];

export function sampleSummary(overrides: Partial<BiomarkersSummary> = {}): BiomarkersSummary {
  return {
    id: 's1',
    is_read: false,
    data: {
      sections: [
        {
          category_id: 1,
          explanatory_description: 'Your **LDL Cholesterol** is 162 mg/dL.',
          biomarker_connections: 'LDL and HDL belong together.',
          recommendations: ['Eat more fibre', 'Walk after meals'],
          biomarker_responsiveness: 'LDL responds within 4–12 weeks.',
        },
      ],
      urgent: '',
      concerning_biomarkers: 'LDL Cholesterol 162 mg/dL (High); Triglycerides 230 mg/dL (High)',
      insights: 'You have results for **2 of 4** biomarkers.',
      next_recommended_test_date: '2026-09-01',
      overall_impression: 'Worth discussing with your doctor.',
    },
    ...overrides,
  };
}

/** The health roadmap of the sample person; no next tests unless the overrides give some. */
export function sampleHealthSummary(overrides: Partial<HealthSummary> = {}): HealthSummary {
  return {
    generated_at: '2026-06-15T12:00:00.000Z',
    biomarkers_total: 4,
    with_data: 2,
    in_range: 1,
    out_of_range: 1,
    next_recommended_test_date: '2026-09-01',
    focus: [],
    next_tests: [],
    ...overrides,
  };
}

/** The sample person's documents: one blood-work report, 'March panel', in the given state. */
export function sampleDocuments(
  status: 'pending' | 'done' | 'failed' = 'done',
  error: string | null = null,
): DocumentsResponse {
  return [
    {
      document_type_id: 7,
      document_type: 'blood_work',
      document_name: 'Blood Work',
      documents: [
        {
          user_document_id: 'd1',
          display_name: 'March panel',
          report_date: '2026-03-12',
          status,
          error,
        },
      ],
    },
  ];
}

type Answer = (request: RecordedRequest, response: ServerResponse) => void;

/** The app's reads answered with the samples; `overrides` replace answers by 'METHOD /path'. */
export function sampleAnswers(overrides: Record<string, Answer> = {}): Answer {
  const json =
    (body: unknown): Answer =>
    (_request, response) => {
      sendJson(response, 200, body);
    };
  const answers: Record<string, Answer> = {
    'GET /v1/health/biomarkers': json(SAMPLE_CATEGORIES),
    'GET /v1/health/biomarker/summary': json(sampleSummary()),
    'GET /v1/health/biomarkers/history': json({}),
    'GET /v1/health/changes': json([]),
    'GET /v1/roadmap/health-summary': json(sampleHealthSummary()),
    'GET /v1/user/me': json({
      data: { user_id: 'u1', email: 'ada@example.org', phone: null, language: 'us' },
    }),
    'GET /v1/user/documents': json([]),
    'GET /v1/user/aliases': json([]),
    'GET /v1/user/profile': json({ sex: null, birth_year: null, unit_system: 'conventional' }),
    'GET /v1/user/shares': json([]),
    'GET /v1/user/reminders': json({
      enabled: false,
      email_available: true,
      last_digest_at: null,
      next_tests: [],
    }),
    'GET /api/client-config': json({ app_download_url: 'https://labtrail.app/download' }),
    'POST /v1/user/logout': json({ success: true }),
    ...overrides,
  };
  return (request, response) => {
    const answer = answers[`${request.method} ${request.url.split('?')[0] ?? ''}`];
    if (answer === undefined) sendJson(response, 404, { error: 'Not found' });
    else answer(request, response);
  };
}

/** A real local server answering like the Labtrail API with the samples; the app is pointed at it. */
export async function startSampleApi(overrides: Record<string, Answer> = {}): Promise<TestServer> {
  const server = await startTestServer(sampleAnswers(overrides));
  vi.stubEnv('VITE_API_BASE_URL', server.url);
  return server;
}
