import type { DocumentReview } from '@labtrail/contract/review';
import type { ServerResponse } from 'node:http';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { RecordedRequest, TestServer } from '../../../test/test-server';
import { SAMPLE_MATCHES } from '../sample-review';

type Answer = (request: RecordedRequest, response: ServerResponse) => void;

export interface ReviewApi {
  server: TestServer;
  /** What `GET …/review` of document d1 answers now; a test moves it on as the server would. */
  review: DocumentReview;
  /** The requests of a method and path (without the query), in order. */
  calls: (method: string, path: string) => RecordedRequest[];
}

/** The catalogue search over the sample biomarkers: by name or alias, case ignored. */
const searchSamples: Answer = (request, response) => {
  const words = (
    new URL(request.url, 'http://localhost').searchParams.get('q') ?? ''
  ).toLowerCase();
  sendJson(
    response,
    200,
    SAMPLE_MATCHES.filter((match) =>
      [match.biomarker_name, match.matched ?? ''].some((name) =>
        name.toLowerCase().includes(words),
      ),
    ),
  );
};

/**
 * A real local server answering the review's calls for document d1 (and the app's reads with
 * the samples); `answers` add or replace answers by 'METHOD /path'.
 */
export async function startReviewApi(
  review: DocumentReview,
  answers: Record<string, Answer> = {},
): Promise<ReviewApi> {
  const api = { review } as ReviewApi;
  api.server = await startSampleApi({
    'GET /v1/user/document/d1/review': (_request, response) => {
      sendJson(response, 200, api.review);
    },
    'GET /v1/health/catalogue': searchSamples,
    ...answers,
  });
  api.calls = (method, path) =>
    api.server.requests.filter(
      (request) => request.method === method && request.url.split('?')[0] === path,
    );
  return api;
}
