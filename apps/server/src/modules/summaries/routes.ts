import { ErrorBody } from '@labtrail/contract/error';
import {
  HealthSummary,
  MarkReadResponse,
  SummaryIdParams,
  SummaryResponse,
} from '@labtrail/contract/summaries';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/routes';
import { RESULT_MESSAGES } from '../biomarkers/messages';
import { createResultsRepository } from '../biomarkers/results-repository';
import { buildHealthSummary } from './build-health-summary';
import { createSummariesRepository } from './summaries-repository';

export interface SummaryRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  authentication: Authentication;
}

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The analysis summary, marking it read, and the health roadmap. */
export function registerSummaryRoutes(app: TypedApp, deps: SummaryRouteDependencies): void {
  const { authentication } = deps;
  const summaries = createSummariesRepository(deps.database.db);
  const results = createResultsRepository(deps.database.db);
  // onRequest: a person without a session hears 401 before anything about the body.
  const guarded = { onRequest: authentication.requireUser };

  app.get(
    '/v1/health/biomarker/summary',
    {
      ...guarded,
      schema: {
        summary: 'Your latest analysis summary (null before your first result)',
        tags: ['summaries'],
        response: { 200: SummaryResponse, ...errors },
      },
    },
    async (request) => {
      const summary = await summaries.findSummary(authentication.userIdOf(request));
      if (summary === undefined) return null;
      return {
        id: summary.id,
        is_read: summary.isRead,
        data: summary.data[requestLanguage(request)],
      };
    },
  );

  app.put(
    '/v1/health/biomarker/summary/:id/read',
    {
      ...guarded,
      schema: {
        summary: 'Mark your summary as read',
        tags: ['summaries'],
        params: SummaryIdParams,
        response: { 200: MarkReadResponse, ...errors },
      },
    },
    async (request) => {
      const marked = await summaries.markRead(authentication.userIdOf(request), request.params.id);
      if (!marked) throw new HttpError(404, RESULT_MESSAGES.summaryNotFound);
      return { success: true as const, id: request.params.id, is_read: true as const };
    },
  );

  app.get(
    '/v1/roadmap/health-summary',
    {
      ...guarded,
      schema: {
        summary: 'Your health roadmap: counts, next test date and the biomarkers to focus on',
        tags: ['summaries'],
        response: { 200: HealthSummary, ...errors },
      },
    },
    async (request) =>
      buildHealthSummary(
        await results.listResults(authentication.userIdOf(request)),
        deps.clock.now(),
        requestLanguage(request),
      ),
  );
}
